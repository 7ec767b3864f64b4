/**
 * The pages the server sends already rendered (issue 21), shared by the build that renders them
 * (scripts/prerender.mjs, src/ssr), the server that sends them (server/src/plugins/app/spa.ts)
 * and the SPA that hydrates them: which routes, where their files are, and the language a page is
 * sent in, chosen as the SPA chooses it before its first render.
 */

/** The SPA's two languages: English (the default) and Burmese in Myanmar Unicode. */
export type PageLanguage = 'en' | 'my';

export const PAGE_LANGUAGES: readonly PageLanguage[] = ['en', 'my'];

/**
 * Where the reader's choice is kept: the local-storage key, and the cookie of the same name the
 * SPA keeps beside it so that the server can read it.
 */
export const LANGUAGE_KEY = 'lang';

/**
 * The language to start in: a stored choice wins; otherwise a browser whose preferred languages
 * include Burmese ('my', 'my-MM') starts in Burmese; otherwise English. A stored value that is not
 * one of ours is ignored rather than trusted.
 */
export function resolvePageLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[] | undefined,
): PageLanguage {
  if (stored === 'en' || stored === 'my') return stored;
  const burmese = (browserLanguages ?? []).some((tag) => /^my(?:-|_|$)/i.test(tag.trim()));
  return burmese ? 'my' : 'en';
}

/**
 * The public routes rendered to HTML at build time, in both languages: pages a visitor opens
 * from a link or a search, the same for everyone but the header. (`src/ssr/prerenderedRoutes.test`
 * checks that each is a route of the SPA.)
 */
export const PRERENDERED_ROUTES: readonly string[] = [
  '/',
  '/price',
  '/training',
  '/register',
  '/login',
  '/additionalFeatures/SocialMedia',
  '/additionalFeatures/Orders',
  '/additionalFeatures/Advertisement',
  '/additionalFeatures/Analytics',
  '/additionalFeatures/Branches',
  '/additionalFeatures/Designs',
  '/terms',
];

/**
 * The 'Page Not Found' page, rendered at build time in both languages from a path no route
 * matches, and sent with status 404 for every such path (server/src/plugins/app/spa.ts).
 */
export const NOT_FOUND_RENDER_PATH = '/page-not-found';
export const NOT_FOUND_PAGE_FILE = '404.html';

/**
 * The routes rendered per request, with the data they show embedded (store pages, and the
 * marketplace whatever its filters): their content changes with the merchants' edits.
 */
export const SERVER_RENDERED_ROUTES: readonly string[] = [
  '/shops/:slug',
  '/customer',
  // A shared post's page (Social Media Content add-on, `SHARED_POST_ROUTE`): its own tags and
  // share image.
  '/shops/:slug/posts/:postId',
];

/**
 * The signed-in pages rendered per request for the person whose session cookie comes with the
 * request (their own data embedded; never kept or shared), by the session each needs: a
 * merchant's screens, and the shopper's orders. Without a cookie, or with one whose token the
 * API no longer takes, they go out as the SPA's `index.html`.
 */
export const SESSION_RENDERED_ROUTES: Readonly<Record<string, 'merchant' | 'customer'>> = {
  '/dashboard': 'merchant',
  '/store': 'merchant',
  '/store/orders': 'merchant',
  '/my/orders': 'customer',
};

/**
 * The cookies the SPA keeps beside local storage with each session's bearer token, so that the
 * server can render that person's pages: read by the page renderer alone, never by the API
 * (which takes the `Authorization` header only, so a cookie a browser sends by itself
 * authorises nothing).
 */
export const MERCHANT_SESSION_COOKIE = 'merchant_session';
export const CUSTOMER_SESSION_COOKIE = 'customer_session';
export const SESSION_COOKIES = {
  merchant: MERCHANT_SESSION_COOKIE,
  customer: CUSTOMER_SESSION_COOKIE,
} as const;

/**
 * How long a session cookie lives (seconds): the API's default token life (`TOKEN_TTL_HOURS`,
 * 720 hours). A token that ends sooner (revoked, or a shorter configured life) makes the server
 * expire the cookie on the next page it is sent with.
 */
export const SESSION_COOKIE_MAX_AGE = 720 * 3600;

/**
 * The id of the `<script type="application/json">` in a page rendered per request that carries
 * the API answers it was rendered from (src/ssr/document.ts writes it, src/app/start.tsx reads it).
 */
export const PAGE_DATA_ID = 'page-data';

/** The folder of the build (`dist`) that holds the pages rendered ahead of time. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The file a route's page is kept in, below `prerendered/{language}/`: one flat name per route,
 * matched without case and trailing slash as the router matches (`/additionalFeatures/Orders/` →
 * `additionalfeatures~orders.html`, `/` → `index.html`).
 */
export function prerenderedFileOf(route: string): string {
  const name = route.replace(/^\/+|\/+$/g, '').toLowerCase();
  return name === '' ? 'index.html' : `${name.replace(/\//g, '~')}.html`;
}
