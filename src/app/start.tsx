/**
 * The app's start, in its own chunk (`app`), which src/index.tsx loads once the page the server
 * sent is on screen.
 */
import { startTransition } from 'react';
import type { AppRouter } from './router';
import { selectLanguageState, started } from '../i18n/languageSlice';
import { selectIsLoggedIn } from '../shared/session/sessionSlice';
import { serverPageDataRead } from '../api/events';
import { PAGE_DATA_ID } from '@contract/pages';
import { startLanguage } from '../i18n/startup';

/**
 * Lets the browser run (paint, input) before the next step: each step of the start-up below is
 * its own task, so none holds the main thread long on a slow phone.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in steps: the store (Redux Toolkit, the session restored from local storage), React's
 * DOM renderer, the router, then the first render. The modules are in this chunk already
 * (`webpackMode: "eager"`: no extra request); only their evaluation is spread out.
 */
export async function start(root: HTMLElement) {
  // No inline script may run (the CSP), so the entry is the earliest place to pick the language:
  // `<html lang>` is set at once, and the first render waits for the language's own words.
  // A link's `?lang=my` (each language's own address: shared links, search engines) wins over
  // the reader's stored choice for this page.
  const language = startLanguage({
    storage: {
      getItem: (key) => new URLSearchParams(location.search).get(key) ?? localStorage.getItem(key),
    },
    languages: navigator.languages,
    root: document.documentElement,
  });
  await yieldToBrowser();
  const { makeStore } = await import(/* webpackMode: "eager" */ './store');
  await yieldToBrowser();
  // Listeners navigate through the router, which is made after the store.
  const late: { router?: AppRouter } = {};
  const store = await makeStore(undefined, {
    navigate: (to, options) => {
      if (late.router) void late.router.navigate(to, options);
      else window.location.assign(to);
    },
  });
  const shown = await language;
  store.dispatch(started(shown));
  // A page rendered per request carries the answers it shows: the API cache starts with them.
  const pageData = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (pageData) store.dispatch(serverPageDataRead(JSON.parse(pageData)));
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  const { createAppRouter, preloadMatchedPages } = await import(
    /* webpackMode: "eager" */ './router'
  );
  const router = createAppRouter(() => selectLanguageState(store.getState()));
  late.router = router;
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  const app = <App store={store} router={router} />;
  // A page the server sent already rendered (scripts/prerender.mjs, or per request) is hydrated
  // where this first render draws the same: its language, a visitor's header, no section named
  // by a hash (a signed-in shopper's standing at a shop shows right after hydration:
  // useCustomerSignedIn). Otherwise, one transition: React renders the first page in small
  // slices.
  // A page rendered with the reader's session (`data-signed-in`) is hydrated signed in.
  if (
    root.dataset.prerendered === shown &&
    !location.hash &&
    (root.dataset.signedIn !== undefined || !selectIsLoggedIn(store.getState()))
  ) {
    // The page's code and words first: React then takes the whole page over in one pass.
    await preloadMatchedPages(router);
    hydrateRoot(root, app);
  } else startTransition(() => createRoot(root).render(app));
}
