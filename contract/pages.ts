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
];

/**
 * The routes rendered per request, with the data they show embedded (store pages, and the
 * marketplace whatever its filters): their content changes with the merchants' edits.
 */
export const SERVER_RENDERED_ROUTES: readonly string[] = ['/shops/:slug', '/customer'];

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
