/**
 * Serves the built SPA from `config.staticDir` and answers every request no route claims:
 * JSON 404 under /api, `index.html` for other GETs of the SPA's routes so that client-side routes
 * survive a reload, the 'Page Not Found' page as a 404 for paths no route matches, and a plain 503 when the SPA has not been built. Its answers set their own Cache-Control
 * (`cacheControlFor`); its errors are `no-store` (plugins/app/httpCaching.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROUTE_PRELOADS_FILE } from '../../../../scripts/routePreloads';
import { acceptedLanguages } from '../../i18n';
import { ifNoneMatch, PUBLIC_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from './httpCaching';
import {
  LANGUAGE_KEY,
  NOT_FOUND_PAGE_FILE,
  PAGE_LANGUAGES,
  PRERENDERED_DIR,
  PRERENDERED_ROUTES,
  SERVER_RENDERED_ROUTES,
  SESSION_COOKIES,
  SESSION_RENDERED_ROUTES,
  prerenderedFileOf,
  resolvePageLanguage,
  type PageLanguage,
} from '@contract/pages';
import { MANIFEST_PATH, START_PATH, manifestFileOf, startPathFor } from '@contract/installedApp';
import { SHARED_POST_ROUTE, withoutVia } from './sharedPostPages';
import { LANGUAGE_PARAM, languageInUrl } from '@contract/pageLinks';
import { prerenderedWithOrigin } from '../../share/prerenderedOrigin';

export const NOT_FOUND = 'Not found';

/** The web app manifest's media type. */
export const MANIFEST_TYPE = 'application/manifest+json';
export const SPA_NOT_BUILT =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then restart the server. The API under /api works meanwhile.';

/** webpack's `[contenthash]` names (`main.3f9a1c2b7d.js`): their content never changes. */
const HASHED_FILE = /\.[0-9a-f]{8,}\./i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  // index.html names the current hashed files, and unhashed files may change with any release:
  // the browser must revalidate them (cheap, with ETag and Last-Modified).
  return 'no-cache';
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(url: string): boolean {
  const p = pathOf(url);
  return p === '/api' || p.startsWith('/api/');
}

/** `/assets/missing.js` is a missing file, not a client-side route: no index.html for it. */
function looksLikeFile(url: string): boolean {
  return /\.[A-Za-z0-9]{1,8}$/.test(path.posix.basename(pathOf(url)));
}

/** One `Link` header value that preloads these files (scripts and style sheets). */
export function preloadLink(files: readonly string[]): string | undefined {
  const links = files.flatMap((file) => {
    const as = file.endsWith('.js') ? 'script' : file.endsWith('.css') ? 'style' : null;
    return as ? [`<${file}>; rel=preload; as=${as}`] : [];
  });
  return links.length > 0 ? links.join(', ') : undefined;
}

/**
 * The `Link` header to send with index.html for each route, from the build's
 * `route-preloads.json` (webpack.config.ts): the route's page chunk downloads beside the entry's
 * scripts. Route paths are matched as the router matches them: without case, trailing slash
 * ignored. Without the file (an older build), pages still load, just one round trip later.
 */
export function routePreloads(staticDir: string, log: { warn: (o: object, m: string) => void }) {
  const file = path.join(staticDir, ROUTE_PRELOADS_FILE);
  const byRoute = new Map<string, string>();
  // Routes with a parameter (`/shops/:slug`): a `:name` segment matches any one segment; a route
  // with parts beneath (`/admin/*`) matches its path and every path under it.
  const byPattern: Array<{ pattern: RegExp; link: string }> = [];
  let fallback: string | undefined;
  if (existsSync(file)) {
    try {
      const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      for (const [route, files] of Object.entries(table)) {
        if (!Array.isArray(files) || !files.every((f) => typeof f === 'string')) continue;
        const link = preloadLink(files);
        if (!link) continue;
        if (route === '*') fallback = link;
        else if (route.includes('/:') || route.endsWith('/*')) {
          byPattern.push({ pattern: routePattern(route), link });
        } else byRoute.set(route.toLowerCase(), link);
      }
    } catch (error) {
      log.warn({ file, err: error }, 'route preloads unreadable: pages load without them');
    }
  }
  return (url: string): string | undefined => {
    const route = pathOf(url)
      .replace(/(.)\/+$/, '$1')
      .toLowerCase();
    return (
      byRoute.get(route) ?? byPattern.find(({ pattern }) => pattern.test(route))?.link ?? fallback
    );
  };
}

/**
 * Whether a path is one of the SPA's routes, read from the same `route-preloads.json` (it names
 * every route of the router, `*` aside): a path no route matches is answered 404 with the
 * not-found page. Without the file (an older build), every path counts as a route, as before.
 */
export function knownRoutes(staticDir: string): (url: string) => boolean {
  const file = path.join(staticDir, ROUTE_PRELOADS_FILE);
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  try {
    const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const route of Object.keys(table)) {
      if (route === '*') continue;
      if (route.includes('/:') || route.endsWith('/*')) patterns.push(routePattern(route));
      else exact.add(route.toLowerCase());
    }
  } catch {
    // Missing or unreadable (routePreloads warns about the latter): no route is refused.
    return () => true;
  }
  return (url) => {
    const route = pathOf(url)
      .replace(/(.)\/+$/, '$1')
      .toLowerCase();
    return exact.has(route) || patterns.some((pattern) => pattern.test(route));
  };
}

/** `/shops/:slug` → a pattern of the lower-cased path: `:slug` is one segment, not empty. */
function routePattern(route: string): RegExp {
  const segments = route
    .toLowerCase()
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  // A route with parts beneath (`/admin/*`) matches its own path and every path under it.
  return new RegExp(`^${segments.join('/').replace(/\/\\\*$/, '(?:/.*)?')}$`);
}

/** The encodings a rendered page is kept in (pageRender.ts), the server's preference first. */
const PAGE_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The encoding to send a rendered page in, chosen as @fastify/compress and @fastify/static choose
 * theirs (the same negotiator: quality values, a `q=0` refuses, brotli on a tie; `*` and
 * `x-gzip` as gzip, as @fastify/compress reads them), else the plain bytes.
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const read = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(read, PAGE_ENCODINGS) ?? 'identity';
}

/** The value of one cookie of a `Cookie` header, or null. */
function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** A session cookie's token (the app writes it as it is; an encoded one is decoded), or null. */
function decodeCookie(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A page rendered with someone's session: only their browser may keep it, and not even that. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

/**
 * The language a page is sent in, as the browser will choose it (src/i18n/startup.ts): the
 * reader's choice (its `lang` cookie, which the app keeps beside local storage), else Burmese when
 * the browser asks for it at all, else English.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined) {
  return resolvePageLanguage(cookieOf(cookie, LANGUAGE_KEY), acceptedLanguages(acceptLanguage));
}

/**
 * The pages rendered at build time (scripts/prerender.mjs) that this build has, by language:
 * `/price` → `prerendered/my/price.html`. A URL with a query is the page with other content
 * (`/customer?category=3`): it gets index.html.
 */
function prerenderedPages(staticDir: string) {
  const files = new Map<string, string>();
  for (const language of PAGE_LANGUAGES) {
    for (const route of PRERENDERED_ROUTES) {
      const file = path.posix.join(PRERENDERED_DIR, language, prerenderedFileOf(route));
      if (existsSync(path.join(staticDir, file)))
        files.set(`${language} ${prerenderedFileOf(route)}`, file);
    }
  }
  return (url: string, language: PageLanguage): string | undefined => {
    // A query other than the page's language (`?lang=my`) is other content.
    const query = url.indexOf('?');
    if (
      query !== -1 &&
      new RegExp(`^${LANGUAGE_PARAM}=(en|my)$`).test(url.slice(query + 1)) === false
    ) {
      return undefined;
    }
    return files.get(`${language} ${prerenderedFileOf(pathOf(url))}`);
  };
}

/** The not-found page the build rendered in each language (scripts/prerender.mjs), if any. */
function prerenderedNotFound(staticDir: string) {
  const files = new Map<PageLanguage, string>();
  for (const language of PAGE_LANGUAGES) {
    const file = path.posix.join(PRERENDERED_DIR, language, NOT_FOUND_PAGE_FILE);
    if (existsSync(path.join(staticDir, file))) files.set(language, file);
  }
  return (language: PageLanguage): string | undefined => files.get(language);
}

export default fp(
  async (fastify) => {
    const { staticDir } = fastify.config;
    const built = existsSync(path.join(staticDir, 'index.html'));
    if (!built) fastify.log.warn({ staticDir }, 'SPA not built: non-API paths answer 503');
    else {
      // The files' routes set their own Cache-Control (setHeaders below); @fastify/static takes
      // no route config, so its routes (`/*`) are marked as they are added.
      fastify.addHook('onRoute', (route) => {
        if (route.url === '/*') route.config = { ...route.config, cache: 'own' };
      });
      await fastify.register(fastifyStatic, {
        root: staticDir,
        wildcard: true,
        // `/` is a route like the others: index.html with its preloads, from the handler below.
        index: false,
        // webpack writes `x.br` and `x.gz` beside each text asset: sent as they are to browsers
        // that accept them (@fastify/compress leaves an encoded answer alone), no work per request.
        preCompressed: true,
        // The Cache-Control header is set per file below, not the plugin's one-size default.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('Cache-Control', cacheControlFor(filePath));
          // One URL answers brotli, gzip or plain bytes by Accept-Encoding (preCompressed): a
          // cache must keep them apart. Lower case, as @fastify/compress writes it.
          res.setHeader('Vary', 'accept-encoding');
        },
      });
    }

    const preloadsFor = built ? routePreloads(staticDir, fastify.log) : () => undefined;
    const prerendered = built ? prerenderedPages(staticDir) : () => undefined;
    const isRoute = built ? knownRoutes(staticDir) : () => true;
    const notFoundPage = built ? prerenderedNotFound(staticDir) : () => undefined;
    // The language the address names (`?lang=my`: each language's own address), else the reader's.
    const languageOf = (request: FastifyRequest) =>
      languageInUrl(request.url) ??
      pageLanguage(request.headers.cookie, request.headers['accept-language']);
    /** The site's public origin: `PUBLIC_URL`, else the one the request came to. */
    const publicOrigin = (request: FastifyRequest) =>
      fastify.config.payments.publicUrl ?? `${request.protocol}://${request.host}`;
    const withOrigin = prerenderedWithOrigin(staticDir);
    const sendIndex = async (
      request: FastifyRequest,
      reply: FastifyReply,
      language: PageLanguage = languageOf(request),
    ) => {
      // The page already rendered, in the reader's language, where the build has it: it paints
      // before any script has run (the app's scripts load once it has loaded and been shown, so
      // nothing is preloaded with it), and the app hydrates it. An empty index.html brings its
      // page's preloads.
      const page = prerendered(request.url, language);
      const link = page ? undefined : preloadsFor(request.url);
      if (link) reply.header('Link', link);
      // The page differs by language, and its bytes by encoding (this replaces the files' Vary).
      reply.header('Vary', 'Cookie, Accept-Language, accept-encoding');
      if (!page) return reply.sendFile('index.html');
      // Its addresses at the site's origin (prerenderedOrigin.ts), revalidated as the file was.
      const filled = await withOrigin(page, publicOrigin(request));
      reply.header('Cache-Control', cacheControlFor(page)).header('ETag', filled.etag);
      reply.type('text/html; charset=utf-8');
      if (ifNoneMatch(request.headers['if-none-match'], filled.etag)) {
        reply.removeHeader('content-type');
        return reply.code(304).send();
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === 'identity') return reply.send(filled.html);
      return reply.header('Content-Encoding', encoding).send(await filled.encoded(encoding));
    };
    // `/` is a route like the others (the static plugin lists no directories).
    if (built) {
      fastify.get('/', { config: { cache: 'own' } }, (request, reply) => sendIndex(request, reply));
      // The web app manifest in the reader's language (the page links it with credentials, so
      // the `lang` cookie comes with it); revalidated like every unhashed file.
      fastify.get(MANIFEST_PATH, { config: { cache: 'own' } }, (request, reply) => {
        reply.header('Vary', 'Cookie, Accept-Language, accept-encoding');
        reply.header('Cache-Control', 'no-cache');
        reply.type(MANIFEST_TYPE);
        return reply.sendFile(manifestFileOf(languageOf(request)));
      });
      // The installed app's start: a merchant's inbox, a shopper's marketplace, else the landing
      // page, by the session cookies the browser sends (contract/installedApp.ts).
      fastify.get(START_PATH, { config: { cache: 'own' } }, (request, reply) => {
        const { cookie } = request.headers;
        const target = startPathFor({
          merchant: Boolean(cookieOf(cookie, SESSION_COOKIES.merchant)),
          customer: Boolean(cookieOf(cookie, SESSION_COOKIES.customer)),
        });
        return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').redirect(target);
      });
    }

    // Store pages and the marketplace, rendered per request with their data (pageRender.ts): the
    // same for everyone who sends the same URL and language, so public, with an ETag; the
    // renders are compressed once, not per request.
    const renderer = built ? fastify.pageRenderer : null;
    if (renderer) {
      const renderPage = async (request: FastifyRequest, reply: FastifyReply, route: string) => {
        const language = languageOf(request);
        let page;
        // A store page is kept under its shop's slug, so that shop's change forgets it alone.
        const { slug } = request.params as { slug?: string };
        // A shared post's `?via=` says where the reader came from: one render for every via.
        const url = route === SHARED_POST_ROUTE ? withoutVia(request.url) : request.url;
        try {
          page = await renderer.page(url, route, language, slug ?? null, publicOrigin(request));
        } catch (error) {
          // The browser renders the page itself, as it would without the render bundle.
          request.log.error(
            { err: error, url: request.url },
            'page render failed: index.html sent',
          );
          return sendIndex(request, reply, language);
        }
        // Painted before the app's scripts load: no preloads (the page links its style sheets).
        reply.header('Vary', 'Cookie, Accept-Language, accept-encoding');
        reply.code(page.status).type('text/html; charset=utf-8');
        // Not found, or an answer it needs failed: never kept (httpCaching.ts says no-store).
        if (page.status !== 200) return reply.send(page.html);
        // A shop's page sent (or confirmed current) is one view of it, counted in memory.
        if (route === SHARED_POST_ROUTE) await fastify.countSharedPostOpen(request);
        else if (slug !== undefined && request.method === 'GET') fastify.pageViews.count(slug);
        // A shared post's page is asked for each time (a 304 at most), so each open is counted.
        const cacheControl =
          route === SHARED_POST_ROUTE ? REVALIDATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
        reply.header('Cache-Control', cacheControl).header('ETag', page.etag);
        if (ifNoneMatch(request.headers['if-none-match'], page.etag)) {
          reply.removeHeader('content-type');
          return reply.code(304).send();
        }
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (encoding === 'identity') return reply.send(page.html);
        return reply.header('Content-Encoding', encoding).send(await page.encoded(encoding));
      };
      for (const route of SERVER_RENDERED_ROUTES) {
        fastify.get(route, { config: { cache: 'own' } }, (request, reply) =>
          renderPage(request, reply, route),
        );
      }
      // A signed-in page, rendered for whoever's session cookie came with the request: theirs
      // alone, so never kept by anyone (no ETag, `private, no-store`), and apart by cookie.
      const renderSignedIn = async (
        request: FastifyRequest,
        reply: FastifyReply,
        route: string,
        kind: 'merchant' | 'customer',
      ) => {
        const language = languageOf(request);
        const { cookie } = request.headers;
        const tokens = {
          merchant: cookieOf(cookie, SESSION_COOKIES.merchant) || null,
          customer: cookieOf(cookie, SESSION_COOKIES.customer) || null,
        };
        if (tokens[kind] === null) return sendIndex(request, reply, language);
        let rendered;
        try {
          rendered = await renderer.signedInPage(
            request.url,
            route,
            language,
            kind,
            {
              merchant: tokens.merchant && decodeCookie(tokens.merchant),
              customer: tokens.customer && decodeCookie(tokens.customer),
            },
            `${request.protocol}://${request.host}`,
          );
        } catch (error) {
          request.log.error({ err: error, route }, 'signed-in page render failed: index.html sent');
          return sendIndex(request, reply, language);
        }
        // A token the API no longer takes: its cookie goes (the app's first call finds it expired).
        if (rendered.stale.length > 0) {
          reply.header(
            'Set-Cookie',
            rendered.stale.map(
              (stale) => `${SESSION_COOKIES[stale]}=; Path=/; Max-Age=0; SameSite=Lax`,
            ),
          );
        }
        if (rendered.page === null) return sendIndex(request, reply, language);
        reply.header('Vary', 'Cookie, Accept-Language, accept-encoding');
        reply.header('Cache-Control', SIGNED_IN_CACHE_CONTROL);
        reply.code(200).type('text/html; charset=utf-8');
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (encoding === 'identity') return reply.send(rendered.page.html);
        return reply
          .header('Content-Encoding', encoding)
          .send(await rendered.page.encoded(encoding));
      };
      for (const [route, kind] of Object.entries(SESSION_RENDERED_ROUTES)) {
        fastify.get(route, { config: { cache: 'own' } }, (request, reply) =>
          renderSignedIn(request, reply, route, kind),
        );
      }
    } else if (built) {
      fastify.log.warn(
        'render bundle not built: store pages and the marketplace render in the browser',
      );
    }

    fastify.setNotFoundHandler(async (request, reply) => {
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (isApiPath(request.url) || !readsPage) {
        return reply.code(404).send({ message: request.messages().notFound });
      }
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(SPA_NOT_BUILT);
      if (looksLikeFile(request.url)) {
        return reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND);
      }
      if (!isRoute(request.url)) {
        // No route of the SPA: 'Page Not Found', rendered at build time in the reader's language
        // where the build has it (else index.html, whose router shows the same page), as a 404.
        const language = languageOf(request);
        const page = notFoundPage(language);
        const link = page ? undefined : preloadsFor(request.url);
        if (link) reply.header('Link', link);
        reply.header('Vary', 'Cookie, Accept-Language, accept-encoding');
        return reply.code(404).sendFile(page ?? 'index.html');
      }
      return sendIndex(request, reply);
    });
  },
  {
    name: 'spa',
    dependencies: ['config', 'language', 'page-render', 'page-views', 'shared-post-pages'],
  },
);
