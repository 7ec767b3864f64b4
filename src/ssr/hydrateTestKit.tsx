/**
 * The browser's side of a page the server rendered, as src/app/start.tsx starts it (which src/index.tsx loads): the document the
 * server sent in `#root`, the store with the page's embedded answers read, then `hydrateRoot`.
 * What React reports (console errors, recoverable errors: a mismatch) is collected for the test.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../app/App';
import { createAppRouter, preloadMatchedPages } from '../app/router';
import { makeStore, type StoreServices } from '../app/store';
import { serverPageDataRead, type ServerPageData } from '../api/events';
import type { Language } from '../i18n/language';
import { selectLanguageState, started } from '../i18n/languageSlice';
import { loadChunks } from '../i18n/catalogues';
import { forgetPageAnswers } from '../api/pageAnswers';
import { PAGE_DATA_ID } from '@contract/pages';

export interface Hydrated {
  container: HTMLElement;
  /** React's recoverable errors (a mismatch between the server's HTML and the first render). */
  recoverable: string[];
  /** Console errors, but jsdom's note that it is not set up for `act`. */
  errors: string[];
  dispose: () => void;
}

export async function hydrateSent(
  html: string,
  url: string,
  language: Language,
  { data, services = {} }: { data?: ServerPageData; services?: StoreServices } = {},
): Promise<Hydrated> {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  // The answers are in the document too, as the server sends them (src/api/pageAnswers.ts).
  forgetPageAnswers();
  if (data) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_ID;
    script.textContent = JSON.stringify(data);
    document.body.append(script);
  }
  // A browser's parser mutes a <video muted> (its `muted` property follows the attribute);
  // jsdom's does not, which React would read as a mismatch.
  for (const video of document.querySelectorAll('video')) video.muted = video.defaultMuted;
  window.history.replaceState(null, '', url);
  window.localStorage.setItem('lang', language);
  const errors: string[] = [];
  const console_ = jest
    .spyOn(console, 'error')
    .mockImplementation((...args: unknown[]) => errors.push(args.map(String).join(' ')));
  const recoverable: string[] = [];
  await loadChunks(language, ['core']);
  const store = await makeStore(undefined, services);
  store.dispatch(started(language));
  if (data) store.dispatch(serverPageDataRead(data));
  const router = createAppRouter(() => selectLanguageState(store.getState()));
  await preloadMatchedPages(router);
  const container = document.getElementById('root')!;
  await act(async () => {
    hydrateRoot(container, <App store={store} router={router} />, {
      onRecoverableError: (error) => recoverable.push(String(error)),
    });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  console_.mockRestore();
  return {
    container,
    recoverable,
    errors: errors.filter((e) => !e.includes('not configured to support act')),
    dispose: () => router.dispose(),
  };
}
