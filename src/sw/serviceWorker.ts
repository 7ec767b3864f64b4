/**
 * The service worker (`/sw.js`, built by Workbox's InjectManifest in webpack.config.ts; the page
 * registers it after load, src/app/offline/appUpdateListeners.ts). What it does:
 *
 * - keeps the app's shell ready offline: index.html, the entry, the app's start, the style
 *   sheets, the Burmese font and every language's catalogue chunks are precached with each
 *   release (the list is the build's, `self.__WB_MANIFEST`);
 * - keeps the last copy of each store page and of `/my/cards`, and of the API answers they read,
 *   for reading offline: the network first, the copy when the network does not answer, marked
 *   with the time it was saved (src/app/offline/offlineCopies.ts);
 * - keeps the hashed scripts and styles a page fetched, which never change;
 * - leaves every API write alone: only GETs are routed here, so a POST, PUT, PATCH or DELETE goes
 *   to the network or fails, never to a cache or a queue;
 * - waits when it is a new version: it takes over only when the reader presses 'Reload'
 *   (`SKIP_WAITING`), never in the middle of what they are doing;
 * - handles web push (./push).
 */
/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { START_PATH, startPathFor } from '@contract/installedApp';
import { SESSION_COOKIES } from '@contract/pages';
import {
  ANSWERS_CACHE,
  COPIES_ASKED,
  COPY_HEADER,
  PAGES_CACHE,
  SAVED_AT_HEADER,
  SKIP_WAITING,
  keepsAnswer,
  keepsPage,
  olderSavedAt,
  readSavedAt,
  type CopiesAnswer,
} from '../app/offline/offlineCopies';
import { registerPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

const DAY_SECONDS = 24 * 60 * 60;
/** The empty page every route of the SPA starts from (precached). */
const SHELL = '/index.html';

/*
 * The build's list. No directory index and no clean URLs: `/` and the other pages come from the
 * network (a page rendered ahead of time paints sooner than the shell), the shell only offline.
 */
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** Headers of a copy: those of the answer, less the ones that described its bytes on the wire. */
function copyHeaders(response: Response): Headers {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return headers;
}

/** The oldest copy each page (by its client id) was answered with, for `COPIES_ASKED`. */
const copiesServed = new Map<string, string | null>();
const COPIES_REMEMBERED = 32;

function copyServed(event: ExtendableEvent | undefined, savedAt: string | null) {
  if (!(event instanceof FetchEvent)) return;
  // A page's own document counts for the page it becomes; its calls for the page that made them.
  const clientId = event.resultingClientId || event.clientId;
  if (!clientId) return;
  const oldest = copiesServed.has(clientId)
    ? olderSavedAt(copiesServed.get(clientId) ?? null, savedAt)
    : savedAt;
  copiesServed.delete(clientId);
  copiesServed.set(clientId, oldest);
  for (const stale of copiesServed.keys()) {
    if (copiesServed.size <= COPIES_REMEMBERED) break;
    copiesServed.delete(stale);
  }
}

/**
 * Copies for reading offline: only a whole 200 answer is kept (no error page, no redirect), with
 * the time it was saved; a copy answered in place of the network says it is one (`COPY_HEADER`).
 */
const keptCopies: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type === 'opaqueredirect') return null;
    const headers = copyHeaders(response);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (!cachedResponse) return null;
    const savedAt = readSavedAt(cachedResponse.headers.get(SAVED_AT_HEADER));
    copyServed(event, savedAt);
    const headers = copyHeaders(cachedResponse);
    headers.set(COPY_HEADER, savedAt ?? '');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** A store page's address with a query (`?via=viber`) is the same page: one copy. */
const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return url.search === '' ? request : `${url.origin}${url.pathname}`;
  },
};

// The store pages and the shopper's cards: the last copy, for a month.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && keepsPage(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    // The copy is read in whatever language it was saved in, rather than not at all.
    matchOptions: { ignoreVary: true },
    plugins: [
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS }),
      withoutQuery,
      keptCopies,
    ],
  }),
);

// The answers those pages read (GETs only: routes match GET unless told otherwise).
registerRoute(
  ({ url }) => url.origin === self.location.origin && keepsAnswer(url.pathname),
  new NetworkFirst({
    cacheName: ANSWERS_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS }),
      keptCopies,
    ],
  }),
);

// Hashed scripts, style sheets, fonts and pictures of the build: their content never changes.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets-v1',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 150,
        maxAgeSeconds: 60 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/** The cookies this worker can read (Chromium's Cookie Store API), or null elsewhere. */
async function hasCookie(name: string): Promise<boolean> {
  const store = (self as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  if (!store) return false;
  const cookie = await store.get(name).catch(() => null);
  return Boolean(cookie?.value);
}

// The installed app's start: the server chooses by the session cookies; offline, the same choice
// from the cookies this worker can read (else the landing page).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === START_PATH,
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async () => {
          const [merchant, customer] = await Promise.all([
            hasCookie(SESSION_COOKIES.merchant),
            hasCookie(SESSION_COOKIES.customer),
          ]);
          return Response.redirect(startPathFor({ merchant, customer }), 302);
        },
      },
    ],
  }),
);

// Any other page: the network; offline, the shell, whose router shows the page if its code was
// kept, else 'You are offline'.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL)) ?? undefined }],
    }),
    { denylist: [/^\/api(?:\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING) {
    // The reader pressed 'Reload': this version takes over, and the page reloads on the change.
    void self.skipWaiting();
  } else if (type === COPIES_ASKED) {
    const source = event.source as Client | null;
    const answer: CopiesAnswer = {
      savedAt: (source && copiesServed.get(source.id)) ?? null,
    };
    event.ports[0]?.postMessage(answer);
  }
});

self.addEventListener('activate', (event) => {
  // Pages load while the worker starts: the network's answer is not held up by its start.
  if (self.registration.navigationPreload) {
    event.waitUntil(self.registration.navigationPreload.enable());
  }
});

// The first version takes the open pages over at once (there is no older one to wait for).
clientsClaim();

registerPushHandlers(self);
