/**
 * A route of the app rendered to HTML outside the browser (at build time, by
 * `scripts/prerender.mjs`, and in the tests), from the same route table and components the
 * browser hydrates: the page's own code and words are loaded first, so the HTML holds the page,
 * not its spinner. The store is a fresh one with nothing stored but the `session` given (a
 * signed-in page): otherwise the visitor's header; the language asked for.
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { readPageLanguageFrom, routes } from '../app/router';
import { makeStore } from '../app/store';
import { loadChunks } from '../i18n/catalogues';
import type { Language } from '../i18n/language';
import { CATALOGUE_CHUNKS } from '../i18n/namespaces';
import { selectLanguageState, started } from '../i18n/languageSlice';
import { serverPageDataRead, type ServerPageData } from '../api/events';
import { baseApi } from '../api/baseApi';
import { loadRouteData } from './routeData';
import { writeLegacySession } from '../persist/legacyStorage';
import { writeCustomerSession, type StoredCustomer } from '../persist/customerStorage';
import type { SessionMerchantUser, SessionUser } from '../shared/session/types';
import { setRenderOrigin } from '../app/config';
import { pageHead, type PageHead } from './pageHead';

/**
 * The sessions a signed-in page is rendered with (server/src/plugins/app/pageRender.ts), as the
 * person's browser keeps them: the render's storage starts with them, so its store starts signed
 * in as the browser's does, and its calls carry the token.
 */
export interface RenderSession {
  merchant?: { token: string; user: SessionUser; merchantUser: SessionMerchantUser };
  customer?: { token: string; customer: StoredCustomer };
}
/** A Storage that keeps nothing beyond the render. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** React marks a boundary it could not finish (a page still loading) `<!--$!-->` or `<!--$?-->`. */
const UNFINISHED = /<!--\$[!?]-->/;

/** How many times a render waits for a page's code and words before it gives up. */
const MAX_PASSES = 20;

export interface RenderedRoute {
  /** The markup of `#root`. */
  html: string;
  language: Language;
  /** 200; 404 for a shop not listed; 503 when an answer the page needs failed. */
  status: number;
  /** With `withData`: the answers the page was rendered from, for the browser's API cache. */
  data?: ServerPageData;
  /** With `publicOrigin`: what the page says about itself in its `<head>` (pageHead.ts). */
  head?: PageHead;
}

/** The API cache's finished answers (what RTK Query rehydrates), without its bookkeeping. */
function pageDataOf(api: {
  queries: Record<string, { status: string } | undefined>;
  provided: unknown;
}): ServerPageData {
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return { queries, mutations: {}, provided: api.provided as ServerPageData['provided'] };
}

/** The route table, matched as the browser's router matches it (made once: it holds no state). */
const handler = createStaticHandler(routes);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Renders the route at `url` (a path and query) in `language`. `withData` (a page rendered per
 * request) first loads what the page shows (routeData.ts) through the API, and returns it.
 */
export async function renderRoute(
  url: string,
  language: Language,
  {
    withData = false,
    session,
    origin,
    publicOrigin,
  }: {
    withData?: boolean;
    session?: RenderSession;
    /** The origin the request came to (a shop's address shows it); a local one by default. */
    origin?: string;
    /**
     * The site's public origin, for a public page's canonical and share addresses (its `head`);
     * none for a signed-in page, which tells nothing about itself.
     */
    publicOrigin?: string;
  } = {},
): Promise<RenderedRoute> {
  // Every word of the language: a page loads its own with its code, but only the first time,
  // in the language of that first render (the browser loads another language's on a switch).
  await loadChunks(language, CATALOGUE_CHUNKS);
  /** A store as the browser's starts: the session its storage holds, the language shown. */
  const browserStore = async () => {
    const storage = memoryStorage();
    if (session?.merchant) writeLegacySession(storage, session.merchant);
    if (session?.customer) writeCustomerSession(storage, session.customer);
    const made = await makeStore(undefined, { storage, root: { lang: language } });
    made.dispatch(started(language));
    return made;
  };
  const request = new Request(new URL(url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url}: the router answered a redirect`);
  const matched = context.matches.at(-1);
  let status = 200;
  let data: ServerPageData | undefined;
  if (withData && matched) {
    // The answers are loaded in a store of their own, then read into the page's as the browser
    // reads them (`serverPageDataRead`): what a fetch starts beside its answer (a live stream's
    // 'Connecting…') happens in neither, so the two render the same.
    const loading = await browserStore();
    status = await loadRouteData(loading, new URL(request.url), {
      path: matched.route.path,
      params: matched.params,
    });
    data = pageDataOf(loading.getState().api);
    loading.dispatch(baseApi.util.resetApiState());
  }
  const store = await browserStore();
  if (data) store.dispatch(serverPageDataRead(data));
  readPageLanguageFrom(() => selectLanguageState(store.getState()));
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <Provider store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Provider>
  );
  // The first pass starts loading the page (React.lazy) and its words; each next one waits a
  // task for them, until the page renders whole.
  for (let pass = 1; ; pass++) {
    // Renders run side by side: the origin is set right before each (synchronous) pass.
    if (origin !== undefined) setRenderOrigin(origin);
    const html = renderToString(app);
    if (!UNFINISHED.test(html)) {
      const head =
        publicOrigin !== undefined && session === undefined && matched && status === 200
          ? pageHead({
              route: matched.route.path,
              params: matched.params,
              url: new URL(request.url),
              state: store.getState(),
              language,
              origin: publicOrigin,
            })
          : undefined;
      return { html, language, status, ...(data ? { data } : {}), ...(head ? { head } : {}) };
    }
    if (pass === MAX_PASSES) throw new Error(`${url}: the page did not finish loading`);
    await nextTask();
  }
}
