/**
 * The lookup for the language on screen, read from the store's state: for thunks and listeners,
 * whose messages (alerts, form errors) must be in the language the merchant is reading. Until the
 * language slice is in the state, English.
 */
import { translatorFor } from './catalogues';
import { initialLanguageState, shownLanguage, type LanguageState } from './languageSlice';
import type { Translate } from './translate';

export function translatorOfState(state: unknown): Translate {
  const language = (state as { language?: LanguageState } | undefined)?.language;
  return translatorFor(shownLanguage(language ?? initialLanguageState));
}
