import {
  catalogueFailed,
  catalogueLoaded,
  chosen,
  languageSlice,
  selectLanguageLoadFailed,
  selectShownLanguage,
  started,
  type LanguageState,
} from './languageSlice';

const reducer = languageSlice.reducer;
const starting: LanguageState = { status: 'starting' };
const readyEn: LanguageState = { status: 'ready', language: 'en' };
const readyMy: LanguageState = { status: 'ready', language: 'my' };
const loadingMy: LanguageState = { status: 'loading', language: 'my', shown: 'en' };
const failedMy: LanguageState = { status: 'failed', language: 'my', shown: 'en', error: 'offline' };

describe('languageSlice transitions', () => {
  it('starts in the starting state', () => {
    expect(reducer(undefined, { type: '@@INIT' })).toEqual(starting);
  });

  it.each<
    [
      string,
      LanguageState,
      ReturnType<typeof chosen | typeof started | typeof catalogueLoaded | typeof catalogueFailed>,
      LanguageState,
    ]
  >([
    ['start-up in Burmese', starting, started('my'), readyMy],
    ['start-up in English', starting, started('en'), readyEn],
    ['choosing Burmese while English is shown', readyEn, chosen('my'), loadingMy],
    ['Burmese arrives', loadingMy, catalogueLoaded('my'), readyMy],
    [
      'Burmese fails to arrive',
      loadingMy,
      catalogueFailed({ language: 'my', message: 'offline' }),
      failedMy,
    ],
    ['choosing English back while Burmese loads', loadingMy, chosen('en'), readyEn],
    ['retrying Burmese after a failure', failedMy, chosen('my'), loadingMy],
    ['going back to English after a failure', failedMy, chosen('en'), readyEn],
    [
      'choosing English while Burmese is shown',
      readyMy,
      chosen('en'),
      { status: 'loading', language: 'en', shown: 'my' },
    ],
  ])('%s', (_name, before, action, after) => {
    expect(reducer(before, action)).toEqual(after);
  });

  it.each<
    [
      string,
      LanguageState,
      ReturnType<typeof chosen | typeof started | typeof catalogueLoaded | typeof catalogueFailed>,
    ]
  >([
    ['choosing the language already shown', readyEn, chosen('en')],
    ['choosing before start-up finished', starting, chosen('my')],
    ['a second start-up', readyEn, started('my')],
    ['a late arrival of a language no longer wanted', loadingMy, catalogueLoaded('en')],
    ['an arrival when nothing is loading', readyEn, catalogueLoaded('my')],
    [
      'a failure of a language no longer wanted',
      loadingMy,
      catalogueFailed({ language: 'en', message: 'x' }),
    ],
    [
      'a failure when nothing is loading',
      readyMy,
      catalogueFailed({ language: 'my', message: 'x' }),
    ],
    ['choosing the same language while it loads', loadingMy, chosen('my')],
  ])('ignores %s', (_name, before, action) => {
    const after = reducer(before, action);
    expect(after).toEqual(before);
  });

  it('uses event names for its actions', () => {
    expect([started.type, chosen.type, catalogueLoaded.type, catalogueFailed.type]).toEqual([
      'language/started',
      'language/chosen',
      'language/catalogueLoaded',
      'language/catalogueFailed',
    ]);
  });

  it.each<[LanguageState, string]>([
    [starting, 'en'],
    [readyMy, 'my'],
    [loadingMy, 'en'],
    [failedMy, 'en'],
  ])('shows the words of the language already loaded (%p)', (state, shown) => {
    expect(selectShownLanguage({ language: state })).toBe(shown);
  });

  it('tells when the chosen language could not be fetched', () => {
    expect(selectLanguageLoadFailed({ language: failedMy })).toBe(true);
    expect(selectLanguageLoadFailed({ language: loadingMy })).toBe(false);
    expect(selectLanguageLoadFailed({ language: readyEn })).toBe(false);
  });
});
