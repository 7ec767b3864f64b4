import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as tools from 'myanmar-tools';
import { containsMyanmar, createZawgyiChecker, detectZawgyi } from './zawgyi';

/**
 * Real text from the package's own test data: a news article published in Zawgyi by a Myanmar
 * government site (with its Unicode conversion), and the Universal Declaration of Human Rights.
 */
function sample(name: string): string[] {
  const file = path.join(require.resolve('myanmar-tools'), '..', 'resources', `${name}.txt`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && containsMyanmar(line));
}

const check = createZawgyiChecker(tools);

describe('Zawgyi detection', () => {
  it('flags every line of a real Zawgyi article and converts it to its Unicode text', () => {
    const zawgyi = sample('mmgov_zawgyi_src');
    const unicode = sample('mmgov_unicode_out');
    expect(zawgyi).toHaveLength(63);
    zawgyi.forEach((line, i) => {
      const result = check(line);
      expect(result.isZawgyi).toBe(true);
      expect(result.unicode).toBe(unicode[i]);
    });
  });

  it('flags the Zawgyi Declaration of Human Rights line by line', () => {
    const lines = sample('udhr_mya_zawgyi_out');
    expect(lines.length).toBeGreaterThan(80);
    for (const line of lines) expect(check(line).isZawgyi).toBe(true);
  });

  it('never flags the same texts written in Unicode', () => {
    for (const line of [...sample('mmgov_unicode_out'), ...sample('udhr_mya_unicode_src')]) {
      expect(check(line)).toMatchObject({ isZawgyi: false });
    }
  });

  it.each([
    ['မ္း', 'မ်း'],
    ['အျပည္ျပည္ဆိုင္ရာ လူ႔အခြင့္အေရး ေၾကညာစာတမ္း', 'အပြည်ပြည်ဆိုင်ရာ လူ့အခွင့်အရေး ကြေညာစာတမ်း'],
    ['ေရႊျမန္မာ စားေသာက္ဆိုင္', 'ရွှေမြန်မာ စားသောက်ဆိုင်'],
  ])('offers the Unicode text of the well-known Zawgyi %p', async (zawgyi, unicode) => {
    await expect(detectZawgyi(zawgyi)).resolves.toMatchObject({ isZawgyi: true, unicode });
  });

  it.each(['ရွှေမြန်မာ စားသောက်ဆိုင်', 'မင်္ဂလာပါ', 'ဆိုင်အမည်', 'အကောင့်ဝင်ရန်', 'Shop ၁၂၃ Yangon'])(
    'does not flag the Unicode text %p',
    async (text) => {
      await expect(detectZawgyi(text)).resolves.toMatchObject({ isZawgyi: false });
    },
  );

  it('works where there is no Node Buffer (browsers), without leaving one behind', () => {
    const scope = globalThis as { Buffer?: unknown };
    const nodeBuffer = scope.Buffer;
    delete scope.Buffer;
    try {
      const browserCheck = createZawgyiChecker(tools);
      expect(scope.Buffer).toBeUndefined();
      expect(browserCheck('ေရႊျမန္မာ စားေသာက္ဆိုင္')).toMatchObject({
        isZawgyi: true,
        unicode: 'ရွှေမြန်မာ စားသောက်ဆိုင်',
      });
      expect(browserCheck('ရွှေမြန်မာ စားသောက်ဆိုင်')).toMatchObject({ isZawgyi: false });
    } finally {
      scope.Buffer = nodeBuffer;
    }
  });

  it('accepts myanmar-tools as an ES module namespace, its classes on default', () => {
    const fromEsm = createZawgyiChecker({ default: tools });
    expect(fromEsm('မ္း')).toMatchObject({ isZawgyi: true, unicode: 'မ်း' });
    expect(fromEsm('မ်း')).toMatchObject({ isZawgyi: false });
  });

  it('answers text without Myanmar letters at once, without loading the model', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('myanmar-tools', () => {
        throw new Error('the model must not load for Latin text');
      });
      const isolated = await import('./zawgyi');
      await expect(isolated.detectZawgyi('Golden Myanmar Restaurant 09 123')).resolves.toEqual({
        probability: 0,
        isZawgyi: false,
      });
      await expect(isolated.detectZawgyi('မ္း')).rejects.toThrow('must not load');
    });
  });
});
