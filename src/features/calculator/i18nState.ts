import { translatorFor } from '../../i18n/catalogues';
import { initialLanguageState, shownLanguage, type LanguageState } from '../../i18n/languageSlice';
import type { Translate } from '../../i18n/translate';

/** The words of the language on screen, for listeners (English until the language has started). */
export function translatorOfState(state: unknown): Translate {
  const language = (state as { language?: LanguageState }).language ?? initialLanguageState;
  return translatorFor(shownLanguage(language));
}
