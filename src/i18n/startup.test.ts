import { resetCatalogues, translatorFor } from './catalogues';
import { startLanguage } from './startup';

afterEach(resetCatalogues);

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('startLanguage', () => {
  it('starts in the stored language with its core messages loaded and <html lang> set', async () => {
    const root = { lang: '' };
    const language = await startLanguage({
      storage: storageWith('my'),
      languages: ['en-US'],
      root,
    });
    expect(language).toBe('my');
    expect(root.lang).toBe('my');
    expect(translatorFor('my')('app.nav.home')).not.toBe('app.nav.home');
  });

  it('starts a first visit from a Burmese browser in Burmese', async () => {
    const root = { lang: '' };
    expect(await startLanguage({ storage: storageWith(null), languages: ['my-MM'], root })).toBe(
      'my',
    );
  });

  it('reads the browser’s languages when storage is refused', async () => {
    const root = { lang: '' };
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(await startLanguage({ storage, languages: ['my'], root })).toBe('my');
  });

  it('falls back to English when Burmese cannot be fetched', async () => {
    const root = { lang: '' };
    const load = jest.fn(async (language: string) => {
      if (language === 'my') throw new Error('offline');
    });
    expect(await startLanguage({ storage: storageWith('my'), languages: [], root, load })).toBe(
      'en',
    );
    expect(root.lang).toBe('en');
    expect(load.mock.calls).toEqual([
      ['my', ['core']],
      ['en', ['core']],
    ]);
  });

  it('fails when even English cannot be fetched', async () => {
    const root = { lang: '' };
    const load = jest.fn(async () => {
      throw new Error('offline');
    });
    await expect(
      startLanguage({ storage: storageWith(null), languages: [], root, load }),
    ).rejects.toThrow('offline');
  });
});
