/**
 * The whole HTML document of a rendered page, from the browser build's `index.html`: the page's
 * markup in `#root` (marked with its language, which the browser checks before it hydrates),
 * `<html lang>`, its title (the page's heading and the brand), the page's own style sheets (it
 * paints styled before any script runs), and, for a page rendered per request, the answers it was
 * rendered from, as JSON the browser's API cache starts with. Used at build time
 * (scripts/prerender.mjs) and per request (server/src/plugins/app/pageRender.ts).
 */
import { PAGE_DATA_ID, type PageLanguage } from '@contract/pages';
import type { ServerPageData } from '../api/events';

/** What the build gives every page: `index.html`, and each route's files (route-preloads.json). */
export interface DocumentTemplate {
  html: string;
  preloads: Readonly<Record<string, readonly string[]>>;
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** The text of a fragment of React's markup. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * JSON that cannot end its `<script>` element or open a comment there: every `<` is written as
 * `\u003c` (the same string to JSON.parse), and the two line separators JavaScript once refused.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function pageDocument(
  template: DocumentTemplate,
  page: {
    /** The route's key in route-preloads.json (`/price`, `/shops/:slug`). */
    route: string;
    language: PageLanguage;
    html: string;
    data?: ServerPageData;
  },
): string {
  const { route, language, html, data } = page;
  const brand = textOf(/<span class="brand__name">(.*?)<\/span>/.exec(html)?.[1] ?? '');
  const heading = textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');
  const title = heading && heading !== brand ? `${heading} | ${brand}` : brand;
  const styles = (template.preloads[route.toLowerCase()] ?? [])
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link href="${file}" rel="stylesheet">`)
    .join('');
  const dataScript = data
    ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`
    : '';
  const withRoot = template.html.replace(
    /<div id="?root"?><\/div>/,
    () => `<div id="root" data-prerendered="${language}">${html}</div>${dataScript}`,
  );
  if (withRoot === template.html) throw new Error('index.html has no empty #root');
  return (
    withRoot
      .replace(/<html lang="?en"?>/, `<html lang="${language}">`)
      .replace(/<title>.*?<\/title>/, () => `<title>${escapeText(title)}</title>`)
      .replace('</head>', () => `${styles}</head>`)
      // The page is here without scripts: nothing to say about them.
      .replace(/<noscript>.*?<\/noscript>/, '')
  );
}
