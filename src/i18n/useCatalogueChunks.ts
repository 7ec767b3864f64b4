/**
 * For parts of a page that arrive after its first render (the landing page's lower sections, the
 * Contact Us form): their words are fetched with them rather than with the page, so the page's
 * first download stays small. True once `chunks` are there in the language on screen (and, during
 * a switch, in the one coming); until then the part shows its placeholder.
 */
import { useEffect, useReducer } from 'react';
import { useSelector } from 'react-redux';
import { chunksArrived } from './catalogues';
import { languageOfState, languagesOnScreen, loadScreenChunks } from './languageListeners';
import type { CatalogueChunk } from './namespaces';

export function useCatalogueChunks(chunks: readonly CatalogueChunk[], wanted = true): boolean {
  const state = useSelector(languageOfState);
  const ready = languagesOnScreen(state).every((language) => chunksArrived(language, chunks));
  const [, arrivedNow] = useReducer((count: number) => count + 1, 0);
  const key = chunks.join();
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let current = true;
    // A failed fetch leaves the placeholder; the next render (a language switch, say) retries.
    loadScreenChunks(state, key.split(',') as CatalogueChunk[]).then(
      () => current && arrivedNow(),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, ready, state, key]);
  return ready;
}
