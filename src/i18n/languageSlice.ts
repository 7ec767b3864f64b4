/**
 * The language on screen, as a state machine. A switch keeps the old language on screen
 * (`shown`) until the new one's messages have arrived, so nothing flashes untranslated; a failed
 * fetch keeps the old language and says so.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from './language';

export type LanguageState =
  /** Before start-up has loaded the first language's messages. */
  | { status: 'starting' }
  | { status: 'loading'; language: Language; shown: Language }
  | { status: 'ready'; language: Language }
  | { status: 'failed'; language: Language; shown: Language; error: string };

export const initialLanguageState: LanguageState = { status: 'starting' } as LanguageState;

/** The language whose words are on screen now. */
export function shownLanguage(state: LanguageState): Language {
  switch (state.status) {
    case 'starting':
      return DEFAULT_LANGUAGE;
    case 'ready':
      return state.language;
    default:
      return state.shown;
  }
}

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    /** Start-up resolved the language and its first messages are loaded. */
    started: (state, action: PayloadAction<Language>): LanguageState =>
      state.status === 'starting' ? { status: 'ready', language: action.payload } : state,

    /** The reader picked a language in the header's 'Language' control. */
    chosen: (state, action: PayloadAction<Language>): LanguageState => {
      const language = action.payload;
      if (state.status === 'starting') return state;
      if (state.status === 'ready') {
        return language === state.language
          ? state
          : { status: 'loading', language, shown: state.language };
      }
      // Changing one's mind while loading, or after a failure: the shown language stays.
      return language === state.shown
        ? { status: 'ready', language }
        : { status: 'loading', language, shown: state.shown };
    },

    /** The messages of `language` arrived; only the language still wanted takes over. */
    catalogueLoaded: (state, action: PayloadAction<Language>): LanguageState =>
      state.status === 'loading' && state.language === action.payload
        ? { status: 'ready', language: action.payload }
        : state,

    catalogueFailed: (
      state,
      action: PayloadAction<{ language: Language; message: string }>,
    ): LanguageState =>
      state.status === 'loading' && state.language === action.payload.language
        ? {
            status: 'failed',
            language: state.language,
            shown: state.shown,
            error: action.payload.message,
          }
        : state,
  },
  selectors: {
    selectLanguageState: (state) => state,
    selectShownLanguage: (state) => shownLanguage(state),
    selectIsSwitchingLanguage: (state) => state.status === 'loading',
    /** The chosen language could not be fetched (show `language.loadFailed`; choosing retries). */
    selectLanguageLoadFailed: (state) => state.status === 'failed',
  },
});

export const { started, chosen, catalogueLoaded, catalogueFailed } = languageSlice.actions;
export const {
  selectLanguageState,
  selectShownLanguage,
  selectIsSwitchingLanguage,
  selectLanguageLoadFailed,
} = languageSlice.selectors;
