/**
 * Who may keep an answer, decided in one place, default-deny: an answer may be stored by a cache
 * only when its route opted in with `config: { cache: ... }`; every other answer says
 * `Cache-Control: no-store`, so a new route is private until it is marked public.
 *
 * - `'public'`: the same bytes for everyone who sends the same URL and `Accept-Language` (store
 *   pages, the shop list, reference data). A 200 gets a weak ETag hashed from its bytes (so every
 *   API process on one database gives the same ETag for the same data), `PUBLIC_CACHE_CONTROL`,
 *   and `Vary: accept-encoding`; a matching `If-None-Match` turns it into a 304 with no body.
 * - `'revalidate'`: the same for everyone, but live (a day's free reservation slots): an ETag as
 *   above with `public, no-cache`, so a cache may keep it but asks the server every time.
 * - `'own'`: the route sets Cache-Control and its validators itself (photos; the SPA's files).
 *
 * Whatever the route says, an answer that is not a success (errors are never stored: a shop
 * published a moment ago must not stay 404 in a CDN), an answer to anything but GET or HEAD, and
 * an answer for a caller identified by a token is `no-store`. Answers of no route (the not-found
 * handler: the SPA's index.html for client-side routes, and 404s) are treated as `'own'`.
 *
 * The hook runs before compression (@fastify/compress adds its onSend to each route, after the
 * instance's hooks): the ETag is the hash of the uncompressed answer, weak because the gzip and
 * brotli forms of it are the same representation. A hijacked answer (a live event stream) never
 * reaches onSend: its own headers say `no-store`.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

export type CachePolicy = 'public' | 'revalidate' | 'own';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How caches may keep this route's answers (see plugins/app/httpCaching.ts); none: never. */
    cache?: CachePolicy;
  }
}

/**
 * Browsers revalidate every time (`max-age=0`: cheap with the ETag); a shared cache (CDN) serves
 * its copy for 10 s, then may serve it stale for 20 s more while it fetches a new one in the
 * background. A merchant's edit is everywhere within 30 s at worst, usually within 10 s; a burst
 * of visitors (a QR code on a poster) costs the server one request per URL, language and edge
 * every 10 s.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';
/** Stored, but checked with the server on every use. */
export const REVALIDATE_CACHE_CONTROL = 'public, no-cache';
export const NO_STORE = 'no-store';

/**
 * Larger answers go without an ETag (a cache still keeps them for their max-age): hashing is
 * for small answers. The largest public answers (a store page of 50 items, the townships) are
 * tens of kilobytes.
 */
export const MAX_HASHED_CHARS = 512 * 1024;

// crypto.hash (Node 20.12+) saves a Hash object per call; the engines field allows 20.11.
const sha1: (data: string | Buffer) => string =
  typeof crypto.hash === 'function'
    ? (data) => crypto.hash('sha1', data, 'base64url')
    : (data) => crypto.createHash('sha1').update(data).digest('base64url');

/** The weak validator of an answer's bytes: the same bytes give the same ETag in any process. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${sha1(body)}"`;
}

/**
 * Each route's last answer and its ETag (keyed by the route's config object): the same bytes
 * again, as reference data and a popular store page are, cost a comparison instead of a hash.
 */
const lastAnswers = new WeakMap<object, { body: string; etag: string }>();

function etagOf(route: object, body: string | Buffer): string {
  if (typeof body !== 'string') return weakEtag(body);
  const last = lastAnswers.get(route);
  if (last?.body === body) return last.etag;
  const etag = weakEtag(body);
  lastAnswers.set(route, { body, etag });
  return etag;
}

/**
 * Whether `If-None-Match` matches `etag`: a list of tags, each compared weakly (the `W/` prefix
 * ignored, as RFC 9110 asks for If-None-Match), or `*`.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*' || tag === opaque || (tag.startsWith('W/') && tag.slice(2) === opaque)) {
      return true;
    }
  }
  return false;
}

/** Adds `name` to the answer's `Vary` unless it is there (in any case) or `Vary` is `*`. */
export function varyOn(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', name);
    return;
  }
  const list = Array.isArray(current) ? current.join(', ') : String(current);
  const lower = name.toLowerCase();
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.some((n) => n === '*' || n.toLowerCase() === lower)) return;
  reply.header('vary', [...names, name].join(', '));
}

const READS = new Set(['GET', 'HEAD']);

/** Whether the request was answered for someone identified by a token. */
function identified(request: FastifyRequest): boolean {
  return request.auth !== null || request.customer !== null;
}

const onSend: onSendHookHandler = (request, reply, payload, done) => {
  const status = reply.statusCode;
  const route = request.routeOptions.config;
  const policy: CachePolicy | undefined = request.is404 ? 'own' : route.cache;
  if (policy === undefined || status >= 400 || !READS.has(request.method) || identified(request)) {
    reply.header('cache-control', NO_STORE);
    done(null, payload);
    return;
  }
  if (policy === 'own') {
    // Static files set theirs on the raw response (@fastify/static's setHeaders).
    if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control')) {
      reply.header('cache-control', NO_STORE);
    }
    done(null, payload);
    return;
  }
  if (status !== 200) {
    reply.header('cache-control', NO_STORE);
    done(null, payload);
    return;
  }
  reply.header(
    'cache-control',
    policy === 'public' ? PUBLIC_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
  );
  // Lower case as @fastify/compress writes it, so that it does not add it a second time. Said
  // on every cacheable answer, compressed or not, so that a 304 names the same Vary as its 200.
  varyOn(reply, 'accept-encoding');
  const hashable =
    (typeof payload === 'string' || Buffer.isBuffer(payload)) && payload.length <= MAX_HASHED_CHARS;
  if (!hashable) {
    done(null, payload);
    return;
  }
  const etag = etagOf(route, payload);
  reply.header('etag', etag);
  if (ifNoneMatch(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    // A HEAD route's last onSend (Fastify's) measures the payload for Content-Length and sends
    // none: it needs the payload, and a 304 may say the length its 200 would have said.
    done(null, request.method === 'HEAD' ? payload : null);
    return;
  }
  done(null, payload);
};

export default fp(
  async (fastify) => {
    fastify.addHook('onSend', onSend);
  },
  // After auth (its request decorators) and language (whose Vary this adds to).
  { name: 'http-caching', dependencies: ['auth', 'customer-auth', 'language'] },
);
