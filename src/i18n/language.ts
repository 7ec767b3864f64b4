import { LANGUAGE_KEY, resolvePageLanguage, type PageLanguage } from '@contract/pages';

/** The app's two languages: English (the default) and Burmese in Myanmar Unicode. */
export type Language = PageLanguage;

export const LANGUAGES: readonly Language[] = ['en', 'my'];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Where the reader's choice is kept. Not one of the session's keys: logging out clears those and
 * must leave the language as it was.
 */
export const LANGUAGE_STORAGE_KEY = LANGUAGE_KEY;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'my';
}

/**
 * The language to start in, before anything is drawn: a stored choice wins; otherwise a browser
 * whose preferred languages include Burmese starts in Burmese; otherwise English. The server
 * chooses a page's language with the same rule (contract/pages.ts).
 */
export const resolveInitialLanguage = resolvePageLanguage;
