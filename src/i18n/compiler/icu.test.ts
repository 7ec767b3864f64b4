import fc from 'fast-check';
import type { Language } from '../language';
import { argument, number, type CompiledMessage } from '../runtime';
import { argumentsOf, compileMessage, flatten, IcuSyntaxError, parseIcu, quoteIcu } from './icu';

/** Evaluates a compiled message the way the generated module does. */
function run(source: string, language: Language, values: Record<string, string | number> = {}) {
  const a = (x: string | number | undefined) => argument(x, language);
  const n = (x: string | number | undefined) => number(x, language);
  const message = new Function('a', 'n', `return (${compileMessage(source, language)});`)(
    a,
    n,
  ) as CompiledMessage;
  return typeof message === 'string' ? message : message(values);
}

describe('the ICU catalogue compiler', () => {
  it('keeps a message without arguments a plain string', () => {
    expect(compileMessage('Login', 'en')).toBe('"Login"');
    expect(run('Payment Sucessful, going to Merchant Portal', 'en')).toBe(
      'Payment Sucessful, going to Merchant Portal',
    );
  });

  it('fills plain arguments, numbers in the reader’s digits, text as given', () => {
    expect(run('Login failed: {message}', 'en', { message: 'Invalid credentials' })).toBe(
      'Login failed: Invalid credentials',
    );
    expect(run('© {year} Merchant Marketplace.', 'my', { year: 2026 })).toBe(
      '© ၂၀၂၆ Merchant Marketplace.',
    );
    expect(run('{a}{b}', 'my', { a: 'x1', b: 2 })).toBe('x1၂');
  });

  it('groups {n, number} arguments', () => {
    expect(run('{amount, number} MMK', 'en', { amount: 108900 })).toBe('108,900 MMK');
    expect(run('{amount, number} ကျပ်', 'my', { amount: 108900 })).toBe('၁၀၈,၉၀၀ ကျပ်');
  });

  it('chooses plural forms per language, with # and exact matches', () => {
    const en = '{n, plural, =0 {no months} one {# month} other {# months}}';
    expect(run(en, 'en', { n: 0 })).toBe('no months');
    expect(run(en, 'en', { n: 1 })).toBe('1 month');
    expect(run(en, 'en', { n: 1200 })).toBe('1,200 months');
    // Burmese has only the 'other' form.
    const my = '{n, plural, one {# လ (one)} other {# လ}}';
    expect(run(my, 'my', { n: 1 })).toBe('၁ လ');
    expect(run(my, 'my', { n: 12 })).toBe('၁၂ လ');
  });

  it('compiles a plural whose one form never shows the count without a function of it', () => {
    const source = '{count, plural, one {{size} person} other {{size} people}}';
    expect(compileMessage(source, 'my')).toBe('(v) => a(v.size) + " people"');
    expect(run(source, 'my', { count: 1, size: 2 })).toBe('၂ people');
    // English still chooses between its forms by the count.
    expect(run(source, 'en', { count: 1, size: 1 })).toBe('1 person');
    expect(run(source, 'en', { count: 3, size: 3 })).toBe('3 people');
  });

  it('selects by value, falling back to other, and nests', () => {
    const source =
      '{method, select, card {Card: {n, plural, one {# try} other {# tries}}} other {Wallet}}';
    expect(run(source, 'en', { method: 'card', n: 2 })).toBe('Card: 2 tries');
    expect(run(source, 'en', { method: 'card', n: 1 })).toBe('Card: 1 try');
    expect(run(source, 'en', { method: 'qr', n: 1 })).toBe('Wallet');
  });

  it('honours apostrophe quoting and keeps lone apostrophes', () => {
    expect(run("Don't use '{braces}' here, it''s fine", 'en')).toBe(
      "Don't use {braces} here, it's fine",
    );
    expect(run("{n, plural, other {'#' is # }}", 'en', { n: 3 })).toBe('# is 3 ');
    expect(run('A # outside a plural', 'en')).toBe('A # outside a plural');
  });

  it('escapes text so that no message can break out of its string', () => {
    expect(run('"quoted" \\ back`tick` $\'{x}\' ${y}', 'en', { y: '$' })).toBe(
      '"quoted" \\ back`tick` ${x} $$',
    );
  });

  it.each([
    ['Unclosed {name', /expected/],
    ['Stray } brace', /unexpected '\}'/],
    ['{n, plural, one {x}}', /no 'other'/],
    ['{n, plural, few {x} other {y} few {z}}', /twice/],
    ['{n, plural, lots {x} other {y}}', /unknown plural category/],
    ['{n, date}', /unsupported argument type/],
    ['{1bad}', /expected a name/],
  ])('refuses %p', (source, message) => {
    expect(() => parseIcu(source)).toThrow(IcuSyntaxError);
    expect(() => parseIcu(source)).toThrow(message);
  });

  it('lists the arguments a message needs, with their kinds', () => {
    expect([
      ...argumentsOf(
        parseIcu('{a} {b, number} {c, select, x {{d}} other {}} {e, plural, other {#}}'),
      ),
    ]).toEqual([
      ['a', 'text'],
      ['b', 'number'],
      ['c', 'select'],
      ['d', 'text'],
      ['e', 'number'],
    ]);
  });

  it('flattens namespaces into dotted keys and refuses other shapes', () => {
    expect(flatten({ login: { title: 'Login', clear: { phone: 'Clear phone number' } } })).toEqual({
      'login.title': 'Login',
      'login.clear.phone': 'Clear phone number',
    });
    expect(() => flatten({ login: ['Login'] })).toThrow(TypeError);
    expect(() => flatten({ login: { n: 1 } })).toThrow(TypeError);
  });

  /** Text rich in what ICU treats specially, mixed with Burmese and anything else. */
  const tricky = fc.string({
    unit: fc.oneof(
      fc.constantFrom("'", '{', '}', '#', '"', '\\', '`', '$', 'မ', '၁', ' '),
      fc.string({ unit: 'binary', maxLength: 1 }),
    ),
  });

  it('gives back any quoted text exactly, in either language', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom<Language>('en', 'my'),
        (text, language) => {
          expect(run(quoteIcu(text), language)).toBe(text);
        },
      ),
    );
  });

  it('puts any value between any quoted texts', () => {
    fc.assert(
      fc.property(tricky, tricky, tricky, (before, value, after) => {
        const message = `${quoteIcu(before)}{value}${quoteIcu(after)}`;
        expect(run(message, 'en', { value })).toBe(`${before}${value}${after}`);
        expect([...argumentsOf(parseIcu(message))]).toEqual([['value', 'text']]);
      }),
      { numRuns: 1000 },
    );
  });
});
