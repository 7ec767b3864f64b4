/**
 * Checks over the two catalogues: both have every key with the same arguments, the Burmese is
 * Unicode (not Zawgyi), translated (not the English again), written with Myanmar digits, and uses
 * the glossary's words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as tools from 'myanmar-tools';
import { argumentsOf, flatten, parseIcu } from './compiler/icu';
import { createZawgyiChecker } from '@contract/zawgyi';

const read = (name: string) =>
  flatten(JSON.parse(readFileSync(path.join(__dirname, 'catalogues', `${name}.json`), 'utf8')));
const en = read('en');
const my = read('my');
const keys = Object.keys(en);

/** Words that are the same in both languages on purpose, with the reason. */
const SAME_IN_BOTH: Record<string, string> = {
  'language.en': 'each language is offered in its own name',
  'language.my': 'each language is offered in its own name',
  'app.brandName': 'the brand is not translated',
  'marketing.homeTitle': 'the brand is not translated',
  'offline.appShortName': 'the brand is not translated (the installed app’s short name)',
  'calculator.currencies.USD': 'currency code',
  'calculator.currencyCodes.USD': 'currency code',
  'payment.cvc': 'printed on the card',
  'staticPayment.cvv': 'printed on the card',
  'plans.featureLine': 'a sign and a number only',
  'calculator.minus': 'a sign and a number only',
  'ordering.itemAction': 'an action and the item’s name, joined by a colon',
};

/** The text of a message outside its `{arguments}`. */
/** What a message shows: its arguments and a plural's exact-number selectors (`=0 {…}`) left out. */
const words = (message: string) => message.replace(/=\d+(?=\s*\{)/g, '').replace(/\{[^{}]*\}/g, '');

describe('the catalogues', () => {
  it('have the same keys in English and Burmese', () => {
    expect(Object.keys(my).sort()).toEqual([...keys].sort());
    expect(keys.length).toBeGreaterThan(600);
  });

  it.each(keys)('%s: both messages are valid ICU with the same arguments', (key) => {
    const english = [...argumentsOf(parseIcu(en[key] as string))].sort();
    const burmese = [...argumentsOf(parseIcu(my[key] as string))].sort();
    expect(burmese).toEqual(english);
  });

  it('hold no Zawgyi in the Burmese', () => {
    const check = createZawgyiChecker(tools);
    const zawgyi = keys.filter((key) => check(my[key] as string).isZawgyi);
    expect(zawgyi).toEqual([]);
  });

  it('translate every message, except the listed words that are the same on purpose', () => {
    const same = keys.filter((key) => my[key] === en[key]);
    expect(same.sort()).toEqual(Object.keys(SAME_IN_BOTH).sort());
  });

  it('write Burmese in Myanmar script, except the listed words', () => {
    const latinOnly = keys.filter(
      (key) => !/[\u1000-\u109f]/.test(my[key] as string) && !(key in SAME_IN_BOTH),
    );
    expect(latinOnly).toEqual([]);
  });

  it('write numbers in Burmese with Myanmar digits', () => {
    const latinDigits = keys.filter((key) => /[0-9]/.test(words(my[key] as string)));
    expect(latinDigits).toEqual([]);
  });

  describe('use the glossary’s words', () => {
    const glossary = readFileSync(path.join(__dirname, '../../docs/glossary.md'), 'utf8');
    const checked = glossary
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .filter((cells) => cells.length > 4 && cells[1] !== 'English' && cells[3])
      .flatMap((cells) => {
        const burmese = cells[3] as string;
        return (cells[1] as string)
          .replace(/\s*\(.*\)/, '')
          .split(',')
          .map((term) => [term.trim(), burmese] as const);
      });

    it('has checked terms to apply', () => {
      expect(checked.length).toBeGreaterThan(20);
    });

    it.each(checked)('“%s” is “%s” in every message', (term, burmese) => {
      const pattern = new RegExp(`\\b${term.replace(/[-]/g, '\\-')}(e?s)?\\b`, 'i');
      const using = keys.filter((key) => pattern.test(en[key] as string));
      const missing = using.filter((key) => !(my[key] as string).includes(burmese));
      expect(missing).toEqual([]);
    });
  });
});
