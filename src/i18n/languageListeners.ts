/**
 * What follows a language event: fetch the chosen language's messages, keep the choice, and set
 * `<html lang>` once the new words are on screen. Written as effects the app's listener middleware
 * registers, with storage, document and loader passed in so tests can replace them.
 */
import type { Dispatch, PayloadAction } from '@reduxjs/toolkit';
import { loadChunks, requestedChunks } from './catalogues';
import { LANGUAGE_STORAGE_KEY, type Language } from './language';
import {
  catalogueFailed,
  catalogueLoaded,
  initialLanguageState,
  shownLanguage,
  type LanguageState,
} from './languageSlice';
import type { CatalogueChunk } from './namespaces';

export interface LanguageEffectsDeps {
  storage: Pick<Storage, 'setItem'>;
  root: Pick<HTMLElement, 'lang'>;
  load?: typeof loadChunks;
}

interface ListenerApi {
  getState: () => unknown;
  dispatch: Dispatch;
}

const languageOf = (state: unknown): LanguageState =>
  (state as { language?: LanguageState }).language ?? initialLanguageState;

/** `language/chosen`: keep the choice, then fetch what is on screen in the new language. */
export function onLanguageChosen({ storage, load = loadChunks }: LanguageEffectsDeps) {
  return async (action: PayloadAction<Language>, api: ListenerApi): Promise<void> => {
    const state = languageOf(api.getState());
    // Before start-up has finished, the slice ignores a choice: so does the storage.
    if (state.status === 'starting') return;
    try {
      storage.setItem(LANGUAGE_STORAGE_KEY, action.payload);
    } catch {
      // Private mode or a full storage: the switch still works for this visit.
    }
    if (state.status !== 'loading' || state.language !== action.payload) return;
    try {
      await load(action.payload, requestedChunks(state.shown));
      api.dispatch(catalogueLoaded(action.payload));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      api.dispatch(catalogueFailed({ language: action.payload, message }));
    }
  };
}

/** `language/started` and `language/catalogueLoaded`: the page now reads in that language. */
export function onLanguageShown({ root }: LanguageEffectsDeps) {
  return (_action: unknown, api: ListenerApi): void => {
    const language = shownLanguage(languageOf(api.getState()));
    root.lang = language;
    // Kept for the server too, to send the next page already rendered in this language
    // (server/src/plugins/app/spa.ts); a year, this site only (browsers default to SameSite=Lax).
    if (typeof document !== 'undefined') {
      document.cookie = `${LANGUAGE_STORAGE_KEY}=${language};path=/;max-age=31536000`;
    }
  };
}

/**
 * A screen's chunks, before the screen renders (a route's loader awaits it beside the page's own
 * code): in the language shown and, during a switch, in the one coming.
 */
/** The languages a screen needs words in: the one shown and, during a switch, the one coming. */
export function languagesOnScreen(state: LanguageState): Language[] {
  const languages = new Set([shownLanguage(state)]);
  if (state.status === 'loading') languages.add(state.language);
  return [...languages];
}

export function loadScreenChunks(
  state: LanguageState,
  chunks: readonly CatalogueChunk[],
  load: typeof loadChunks = loadChunks,
): Promise<void> {
  return Promise.all(languagesOnScreen(state).map((language) => load(language, chunks))).then(
    () => undefined,
  );
}

/** The language state of a root state (the initial one before the language has started). */
export const languageOfState = languageOf;
