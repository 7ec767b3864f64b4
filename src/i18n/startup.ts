/**
 * The first language, before the first paint: the entry awaits this before it renders, so the
 * first frame is already in the reader's language and `<html lang>` is right from the start.
 */
import { loadChunks } from './catalogues';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  resolveInitialLanguage,
  type Language,
} from './language';

export interface StartupEnv {
  storage: Pick<Storage, 'getItem'>;
  languages: readonly string[] | undefined;
  root: Pick<HTMLElement, 'lang'>;
  load?: typeof loadChunks;
}

export async function startLanguage({
  storage,
  languages,
  root,
  load = loadChunks,
}: StartupEnv): Promise<Language> {
  let stored: string | null = null;
  try {
    stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be refused (privacy settings): fall back to the browser's languages.
  }
  const language = resolveInitialLanguage(stored, languages);
  root.lang = language;
  try {
    await load(language, ['core']);
    return language;
  } catch (error) {
    // Burmese failing to arrive must not leave a blank page: English is the product's own text.
    if (language === DEFAULT_LANGUAGE) throw error;
    await load(DEFAULT_LANGUAGE, ['core']);
    root.lang = DEFAULT_LANGUAGE;
    return DEFAULT_LANGUAGE;
  }
}
