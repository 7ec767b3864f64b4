import { resolveInitialLanguage } from './language';

describe('resolveInitialLanguage', () => {
  it.each([
    ['a stored English choice wins over a Burmese browser', 'en', ['my-MM', 'my'], 'en'],
    ['a stored Burmese choice wins over an English browser', 'my', ['en-US'], 'my'],
    ['no choice, Burmese browser (my)', null, ['my'], 'my'],
    ['no choice, Burmese browser (my-MM) after English', null, ['en-GB', 'my-MM'], 'my'],
    ['no choice, upper-case tag', null, ['MY-mm'], 'my'],
    ['no choice, English browser', null, ['en-US', 'en'], 'en'],
    ['no choice, no browser languages', null, undefined, 'en'],
    ['no choice, empty list', undefined, [], 'en'],
    ['a stored value that is not a language is ignored', 'fr', ['my'], 'my'],
    ['a stored value that is not a language, English browser', 'MY', ['en'], 'en'],
    ['Malay (ms) is not Burmese', null, ['ms-MY'], 'en'],
    ['a tag merely starting with the letters is not Burmese', null, ['myv'], 'en'],
  ] as const)('%s', (_name, stored, browser, expected) => {
    expect(resolveInitialLanguage(stored, browser)).toBe(expected);
  });
});
