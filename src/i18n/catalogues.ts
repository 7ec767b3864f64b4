/**
 * Loads a language's catalogue chunks (each its own webpack chunk: `i18n-en-core`,
 * `i18n-my-plans`, ...) and keeps what has arrived. Only the language in use is fetched; a
 * language switch fetches the new language's copy of the chunks already shown.
 */
import type { Language } from './language';
import type { CatalogueChunk } from './namespaces';
import type { CompiledCatalogue, CompiledMessage } from './runtime';
import { createTranslator, type Translate } from './translate';

type Loader = (language: Language, chunk: CatalogueChunk) => Promise<CompiledCatalogue>;

const importChunk: Loader = (language, chunk) =>
  import(
    /* webpackChunkName: "i18n-[request]" */
    `./compiled/${language}/${chunk}`
  ).then((module: { default: CompiledCatalogue }) => module.default);

const messages: Record<Language, Record<string, CompiledMessage>> = { en: {}, my: {} };
const loaded: Record<Language, Map<CatalogueChunk, Promise<void>>> = {
  en: new Map(),
  my: new Map(),
};
/** The chunks whose messages have arrived, per language. */
const arrived: Record<Language, Set<CatalogueChunk>> = { en: new Set(), my: new Set() };

/**
 * Fetches the chunks of a language not fetched yet (each at most once, also when asked twice at
 * the same time). A failed fetch is forgotten, so asking again retries it.
 */
export function loadChunks(
  language: Language,
  chunks: readonly CatalogueChunk[],
  load: Loader = importChunk,
): Promise<void> {
  return Promise.all(
    chunks.map((chunk) => {
      const pending = loaded[language].get(chunk);
      if (pending) return pending;
      const next = load(language, chunk).then(
        (catalogue) => {
          Object.assign(messages[language], catalogue);
          arrived[language].add(chunk);
        },
        (error: unknown) => {
          loaded[language].delete(chunk);
          throw error;
        },
      );
      loaded[language].set(chunk, next);
      return next;
    }),
  ).then(() => undefined);
}

/** The chunks of a language asked for so far (what a switch must fetch in the other language). */
export function requestedChunks(language: Language): CatalogueChunk[] {
  return [...loaded[language].keys()];
}

/** True when every one of `chunks` has arrived in `language`. */
export function chunksArrived(language: Language, chunks: readonly CatalogueChunk[]): boolean {
  return chunks.every((chunk) => arrived[language].has(chunk));
}

/** A lookup over what has arrived of a language; it sees chunks that arrive later too. */
export function translatorFor(language: Language): Translate {
  return createTranslator(language, messages[language]);
}

/** Tests only: forget every loaded chunk. */
export function resetCatalogues(): void {
  for (const language of ['en', 'my'] as const) {
    for (const key of Object.keys(messages[language])) delete messages[language][key];
    loaded[language].clear();
    arrived[language].clear();
  }
}

/**
 * Tests only: installs a compiled chunk at once, for test tables built while the test file loads
 * (before the setup's asynchronous loading has run).
 */
export function installCatalogue(language: Language, catalogue: CompiledCatalogue): void {
  Object.assign(messages[language], catalogue);
}
