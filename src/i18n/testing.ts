/** For component tests: every chunk of a language, loaded before the first render. */
import { loadChunks } from './catalogues';
import type { Language } from './language';
import { CATALOGUE_CHUNKS } from './namespaces';

export function loadAllCatalogues(language: Language = 'en'): Promise<void> {
  return loadChunks(language, CATALOGUE_CHUNKS);
}
