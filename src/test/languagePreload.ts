/**
 * The state a component test starts from to show a language at once: the language slice is in
 * the root reducer (injected here too, for stores built before the shell lists it) and ready.
 */
import { rootReducer, type AppPreloadedState } from '../app/store';
import type { Language } from '../i18n/language';
import { languageSlice } from '../i18n/languageSlice';

export function languagePreload(
  language: Language,
  state: AppPreloadedState = {},
): AppPreloadedState {
  languageSlice.injectInto(rootReducer);
  return { ...state, language: { status: 'ready', language } } as AppPreloadedState;
}
