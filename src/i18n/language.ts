/** The app's two languages: English (the default) and Burmese in Myanmar Unicode. */
export type Language = 'en' | 'my';

export const LANGUAGES: readonly Language[] = ['en', 'my'];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Where the reader's choice is kept. Not one of the session's keys: logging out clears those and
 * must leave the language as it was.
 */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'my';
}

/**
 * The language to start in, before anything is drawn: a stored choice wins; otherwise a browser
 * whose preferred languages include Burmese ('my', 'my-MM') starts in Burmese; otherwise English.
 * A stored value that is not one of our languages is ignored rather than trusted.
 */
export function resolveInitialLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[] | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  const burmese = (browserLanguages ?? []).some((tag) => /^my(?:-|_|$)/i.test(tag.trim()));
  return burmese ? 'my' : DEFAULT_LANGUAGE;
}
