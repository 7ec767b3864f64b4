/**
 * Store pages and the marketplace rendered per request (issue 21), by the app's own route table
 * and components: the render bundle (webpack.ssr.config.ts, `config.renderBundle`) loads the
 * page's data through this process's API (`fastify.inject`: the same routes, validation,
 * entitlements and answers a browser gets, without a socket), renders the page, and the document
 * carries those answers so that the browser's API cache starts with them (src/ssr/document.ts).
 */
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '@contract/apiPaths';
import type { PageLanguage } from '@contract/pages';
import { hashToken } from '../../security/tokens';
import { weakEtag } from './httpCaching';
import { memberUser } from '../../repositories/team';

/** The sessions a signed-in page is rendered with, as the browser's local storage holds them. */
export interface RenderSession {
  merchant?: { token: string; user: object; merchantUser: object };
  customer?: { token: string; customer: object };
}

/** The kinds of session whose cookie a page may come with (`SESSION_COOKIES`). */
export type SessionKind = 'merchant' | 'customer';

/** The session tokens a page request carries in its cookies (null: no cookie). */
export type SessionTokens = Record<SessionKind, string | null>;

/**
 * A signed-in page's render: the document, or null when the session it needs is missing or no
 * longer valid (the SPA's index.html goes out); `stale` names the cookies to expire.
 */
export interface SignedInRender {
  page: RenderedPage | null;
  stale: SessionKind[];
}

/** What the render bundle exports for the server (src/ssr/prerenderEntry.ts). */
interface RenderBundle {
  renderRoute: (
    url: string,
    language: PageLanguage,
    options: {
      withData: boolean;
      session?: RenderSession;
      origin?: string;
      publicOrigin?: string;
    },
  ) => Promise<{ html: string; status: number; data?: unknown; head?: RenderedHead }>;
  /** index.html, the routes' files, the style sheets and fonts of the build (src/ssr/template.ts). */
  loadDocumentTemplate: (staticDir: string) => unknown;
  pageDocument: (
    template: unknown,
    page: {
      route: string;
      language: PageLanguage;
      html: string;
      data?: unknown;
      signedIn?: boolean;
      social?: unknown;
      jsonLd?: readonly object[];
    },
  ) => string;
  setApiTransport: (transport: (request: Request) => Promise<Response>) => void;
}

/** What a public page says about itself in its `<head>` (src/ssr/pageHead.ts). */
interface RenderedHead {
  social: unknown;
  jsonLd?: readonly object[];
}

/** A rendered document, with its validator and its compressed forms. */
export interface RenderedPage {
  status: number;
  html: string;
  /** The weak ETag of the HTML (the same bytes give the same tag in every process). */
  etag: string;
  /** The document compressed: made the first time a browser asks for it, then kept. */
  encoded: (encoding: 'gzip' | 'br') => Promise<Buffer>;
}

export interface PageRenderer {
  /**
   * The document of the page at `url` (path and query) in `language`: rendered, or the render of
   * the same URL and language made less than `config.pageCacheMs` ago (1 s by default). A QR
   * code on a poster brings many shoppers to one page at once: each process renders it at most
   * once a second, and a merchant's edit shows within the second (browsers revalidate every
   * time; a CDN in front keeps it `s-maxage` longer, httpCaching.ts).
   */
  page: (
    url: string,
    route: string,
    language: PageLanguage,
    /** The slug of the shop a store page shows (the route's parameter); null for the marketplace. */
    shop: string | null,
    /**
     * The site's public origin (`PUBLIC_URL`, else the request's): the page's canonical and
     * share addresses are written at it. Renders are kept per origin.
     */
    publicOrigin?: string,
  ) => Promise<RenderedPage>;
  /**
   * Forgets the renders a merchant's change may have made stale: the store pages at `slugs` (the
   * shop's address before and after the change) and every marketplace page, which lists every
   * shop. Other shops' pages stay.
   */
  forgetShop: (slugs: ReadonlyArray<string | null>) => void;
  /** Forgets every render kept. */
  forget: () => void;
  /**
   * A signed-in page (`SESSION_RENDERED_ROUTES`) rendered for the person whose tokens came with
   * the request, with their data, loaded through the API with their token: never kept, never
   * shared. The page's `kind` of session must be valid; another valid one is rendered too (the
   * header shows it), an invalid one is only reported stale.
   */
  signedInPage: (
    url: string,
    route: string,
    language: PageLanguage,
    kind: SessionKind,
    tokens: SessionTokens,
    /** The origin the request came to (the store editor shows the shop's address). */
    origin: string,
  ) => Promise<SignedInRender>;
  /** Whether any store page is kept (or rendering): if not, no change can have made one stale. */
  holdsShops: () => boolean;
}

/** How many renders are kept at most (the oldest go first). */
export const PAGE_CACHE_ENTRIES = 500;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The compressed forms of `bytes`, each made once, when first asked for: browsers ask for brotli,
 * so a render rarely needs its gzip.
 */
export function compressedForms(bytes: Buffer): RenderedPage['encoded'] {
  const made = new Map<'gzip' | 'br', Promise<Buffer>>();
  return (encoding) => {
    let form = made.get(encoding);
    if (!form) {
      form =
        encoding === 'gzip'
          ? gzipAsync(bytes, { level: 6 })
          : brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      made.set(encoding, form);
      // A failed compression is made again at the next request, not kept.
      form.catch(() => made.delete(encoding));
    }
    return form;
  };
}

/**
 * Renders kept for `ttlMs` by key, one render at a time per key: requests that arrive while a
 * render runs wait for it instead of starting their own. A failed render is not kept. Each entry
 * may carry a tag (what it shows), by which `clearTagged` forgets some and keeps the rest.
 */
export function renderCache<T>(
  ttlMs: number,
  maxEntries: number,
  now: () => number = () => performance.now(),
) {
  const entries = new Map<string, { at: number; value: Promise<T>; tag: string }>();
  const get = (key: string, render: () => Promise<T>, tag = ''): Promise<T> => {
    const at = now();
    const kept = entries.get(key);
    if (kept && at - kept.at < ttlMs) return kept.value;
    if (kept) entries.delete(key);
    const value = render();
    entries.set(key, { at, value, tag });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    // A Map keeps insertion order: the first key is the oldest render.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
  /** Forgets every render: the next request of each page renders it again. */
  const clear = () => entries.clear();
  /**
   * Forgets the renders whose tag passes `test` (a render still running too: whoever asks next
   * gets a fresh one).
   */
  const clearTagged = (test: (tag: string) => boolean) => {
    for (const [key, entry] of entries) if (test(entry.tag)) entries.delete(key);
  };
  /** Whether some entry's tag passes `test`. */
  const holds = (test: (tag: string) => boolean) => {
    for (const entry of entries.values()) if (test(entry.tag)) return true;
    return false;
  };
  return Object.assign(get, { clear, clearTagged, holds });
}

/** A bearer token as the API reads one (security/tokens.ts); anything else is not tried. */
const TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

/** The tag of a store page's renders: its slug. The marketplace's renders have the empty tag. */
const SHOP_TAG = 'shop:';
const isShopTag = (tag: string) => tag.startsWith(SHOP_TAG);

/**
 * Marks the API requests a render makes: a store page's read by the render is not a view of its
 * own (the page sent counts one), as a read by the app in the browser is.
 */
export const RENDER_HEADER = 'x-page-render';

/** A request the render made, answered by this process's routes. */
function injectTransport(fastify: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await fastify.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), [RENDER_HEADER]: '1' },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers });
  };
}

/**
 * The renderer of this build, or null when the build has no render bundle (an older build, or
 * `npm run build:web` not run): those pages then go out as index.html and render in the browser.
 */
export function loadPageRenderer(
  fastify: FastifyInstance,
  {
    staticDir,
    renderBundle,
    pageCacheMs,
  }: { staticDir: string; renderBundle: string; pageCacheMs: number },
): PageRenderer | null {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(renderBundle) || !existsSync(indexFile)) return null;
  const bundle = createRequire(renderBundle)(renderBundle) as RenderBundle;
  bundle.setApiTransport(injectTransport(fastify));
  const template = bundle.loadDocumentTemplate(staticDir);
  const cached = renderCache<RenderedPage>(pageCacheMs, PAGE_CACHE_ENTRIES);
  const render = async (
    url: string,
    route: string,
    language: PageLanguage,
    signedIn?: { session: RenderSession; origin: string },
    publicOrigin?: string,
  ) => {
    const { html, status, data, head } = await bundle.renderRoute(url, language, {
      withData: true,
      ...signedIn,
      ...(publicOrigin === undefined ? {} : { publicOrigin }),
    });
    const document = bundle.pageDocument(template, {
      route,
      language,
      html,
      data,
      ...(signedIn ? { signedIn: true } : {}),
      ...(head ? { social: head.social, jsonLd: head.jsonLd } : {}),
    });
    return {
      status,
      html: document,
      etag: weakEtag(document),
      encoded: compressedForms(Buffer.from(document)),
    };
  };
  const { accounts, tokens, team } = fastify.repositories;
  /** The merchant's session as a login leaves it in the browser, or null for a token not valid. */
  const merchantSession = async (token: string): Promise<RenderSession['merchant'] | null> => {
    const active = await tokens.findActive(hashToken(token));
    if (!active || active.merchantId === null) return null;
    const account = await accounts.findByUserId(active.userId);
    if (!account || account.merchantUser.merchant_id !== active.merchantId) return null;
    // A team member's session names them, as their sign-in did, on the shop's account.
    const member = active.memberId === null ? undefined : await team.person(active.memberId);
    const user = member ? memberUser(account.user, member) : account.user;
    return { token, user, merchantUser: account.merchantUser };
  };
  /** The shopper's session from the API's answer to their token, or null for a token not valid. */
  const customerSession = async (token: string): Promise<RenderSession['customer'] | null> => {
    const answer = await fastify.inject({
      method: 'GET',
      url: `/api/${apiPaths.customerMe}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.statusCode === 401) return null;
    if (answer.statusCode !== 200) throw new Error(`customer/me answered ${answer.statusCode}`);
    return { token, customer: answer.json<object>() };
  };
  const sessionOf = { merchant: merchantSession, customer: customerSession };
  return {
    signedInPage: async (url, route, language, kind, given, origin) => {
      const session: RenderSession = {};
      const stale: SessionKind[] = [];
      for (const which of ['merchant', 'customer'] as const) {
        const token = given[which];
        if (token === null) continue;
        const found = TOKEN.test(token) ? await sessionOf[which](token) : null;
        if (found === null) stale.push(which);
        else Object.assign(session, { [which]: found });
      }
      if (session[kind] === undefined) return { page: null, stale };
      const page = await render(url, route, language, { session, origin });
      // An answer the page needs failed: the browser renders it and asks again itself.
      return { page: page.status === 200 ? page : null, stale };
    },
    page: (url, route, language, shop, publicOrigin) =>
      cached(
        `${language} ${publicOrigin ?? ''} ${url}`,
        () => render(url, route, language, undefined, publicOrigin),
        shop === null ? '' : `${SHOP_TAG}${shop}`,
      ),
    forgetShop: (slugs) => {
      const tags = new Set(slugs.flatMap((slug) => (slug === null ? [] : [`${SHOP_TAG}${slug}`])));
      cached.clearTagged((tag) => !isShopTag(tag) || tags.has(tag));
    },
    forget: () => cached.clear(),
    holdsShops: () => cached.holds(isShopTag),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders store pages and the marketplace (null without a render bundle or a built SPA). */
    pageRenderer: PageRenderer | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Registered before the API's routes, so that its hooks see their requests and answers: a
 * merchant's change (their shop, catalogue, hours, posts) shows on the next page this process
 * renders, not up to a second later; other processes' renders are at most that old. A change
 * forgets only what can show it: that merchant's store page, at its address before the change and
 * after it (a renamed shop), and the marketplace's pages, whose cards show every shop; every other
 * shop's page stays kept. The shop's address is read before the change and again before the
 * answer leaves, so the page the merchant opens next is rendered afresh.
 */
export default fp(
  async (fastify) => {
    const renderer = loadPageRenderer(fastify, fastify.config);
    fastify.decorate('pageRenderer', renderer);
    if (!renderer) return;
    const { stores } = fastify.repositories;
    /** The shop's address before a merchant's write (undefined: no store page was kept). */
    const slugBefore = new WeakMap<FastifyRequest, string | null>();
    /** The merchant whose write this request is (null: a read, or not a merchant's call). */
    const writer = (request: FastifyRequest) =>
      request.auth !== null && !READS.has(request.method) ? request.auth : null;

    fastify.addHook('preHandler', async (request) => {
      const merchantId = writer(request)?.merchantId;
      if (merchantId == null || !renderer.holdsShops()) return;
      try {
        slugBefore.set(request, await stores.currentSlug(merchantId));
      } catch {
        // Read again after the write; if that fails too, every render is forgotten.
      }
    });
    fastify.addHook('onSend', async (request, reply, payload) => {
      const auth = writer(request);
      if (auth === null || reply.statusCode >= 400) return payload;
      if (auth.merchantId === null || !renderer.holdsShops()) {
        // No shop of theirs, or no store page kept at all: only the marketplace's pages can
        // show the change.
        renderer.forgetShop([]);
        return payload;
      }
      try {
        const after = await stores.currentSlug(auth.merchantId);
        renderer.forgetShop([slugBefore.get(request) ?? null, after]);
      } catch (error) {
        // The write is done; its answer must not fail for the cache's sake.
        request.log.warn(
          { err: error },
          'reading the shop of a change failed: all pages forgotten',
        );
        renderer.forget();
      }
      return payload;
    });
  },
  { name: 'page-render', dependencies: ['config', 'auth', 'repositories'] },
);
