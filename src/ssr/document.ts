/**
 * The whole HTML document of a rendered page, from the browser build's `index.html`: the page's
 * markup in `#root` (marked with its language, which the browser checks before it hydrates),
 * `<html lang>`, its title (the page's heading and the brand), the shell's and the page's style
 * sheets in the page itself (it paints styled before any script runs, without a round trip for
 * them), the Burmese font it paints with, and, for a page rendered per request, the answers it
 * was rendered from, as JSON the browser's API cache starts with. Used at build time
 * (scripts/prerender.mjs) and per request (server/src/plugins/app/pageRender.ts).
 */
import { PAGE_DATA_ID, type PageLanguage } from '@contract/pages';
import type { ServerPageData } from '../api/events';
import { socialTags, type SocialPage } from './socialTags';

/** What the build gives every page: `index.html`, and each route's files (route-preloads.json). */
export interface DocumentTemplate {
  html: string;
  preloads: Readonly<Record<string, readonly string[]>>;
  /** The app's Burmese font file (`burmeseFontIn` the shell's style sheet), where known. */
  burmeseFont?: string;
  /** The build's style sheets by their path (`/assets/main.1a2b3c4d.css`): inlined in the page. */
  css?: Readonly<Record<string, string>>;
}

/** The Burmese face of Noto Sans Myanmar a style sheet names (src/i18n/fonts.css, as built). */
export function burmeseFontIn(css: string): string | undefined {
  return /url\(["']?(\/[^)"']*noto-sans-myanmar-burmese-400-normal[^)"']*\.woff2)/.exec(css)?.[1];
}

const MYANMAR_LETTERS = /[\u1000-\u109f]/;

/**
 * The Burmese font, fetched beside the page's style sheets when the page paints Burmese at once:
 * a page in Burmese, or an English page whose heading is Burmese (a shop's name). Fetched late,
 * the text would be drawn in a fallback first and move when the font swapped in. It is fetched
 * before the page's first picture: on HTTP/1.1 the first request after the document goes on the
 * document's open connection, and the font is the larger of the two.
 */
function fontPreloads(font: string | undefined, language: PageLanguage, heading: string) {
  if (!font) return [];
  return language === 'my' || MYANMAR_LETTERS.test(heading) ? [font] : [];
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
 * A style sheet in the page itself, marked with its path as webpack's CSS loader looks for it
 * (`style[data-href]`: the app never loads it a second time), so the page paints without a
 * round trip for it; linked where its text is not known.
 */
function styleSheet(template: DocumentTemplate, href: string): string {
  const text = template.css?.[href];
  if (text === undefined || /<\/style/i.test(text)) return `<link href="${href}" rel="stylesheet">`;
  // Its source map's address is relative to the file, not to the page.
  const css = text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  return `<style data-href="${href}">${css}</style>`;
}

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

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The picture the page paints first and largest, fetched before anything else of the page (the
 * parser would reach it only after the page's styles): a video's poster (the landing page's
 * hero), or the image the page marks `fetchpriority="high"` (a store page's cover), with its
 * `srcset` and `sizes` so that the browser fetches the width it will draw.
 */
function firstPicturePreload(html: string): string {
  const poster = /<video[^>]*\sposter="([^"]+)"/.exec(html)?.[1];
  if (poster) return `<link rel="preload" href="${poster}" as="image" fetchpriority="high">`;
  const image = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!image) return '';
  const srcset = attribute(image, 'srcset');
  const sizes = attribute(image, 'sizes');
  const source = srcset
    ? `imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}`
    : `href="${attribute(image, 'src') ?? ''}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high">`;
}

export function pageDocument(
  template: DocumentTemplate,
  page: {
    /** The route's key in route-preloads.json (`/price`, `/shops/:slug`). */
    route: string;
    language: PageLanguage;
    html: string;
    data?: ServerPageData;
    /** Rendered with the reader's session (`data-signed-in`: the app hydrates it signed in). */
    signedIn?: boolean;
    /**
     * What the page tells apps and search engines (pageHead.ts): its description, addresses and
     * share picture, under the document's title; a public page's only.
     */
    social?: Omit<SocialPage, 'title'>;
    /** schema.org objects about the page (a store page's business and menu). */
    jsonLd?: readonly object[];
  },
): string {
  const { route, language, html, data, signedIn = false, social, jsonLd = [] } = page;
  const brand = textOf(/<span class="brand__name">(.*?)<\/span>/.exec(html)?.[1] ?? '');
  const heading = textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');
  const title = heading && heading !== brand ? `${heading} | ${brand}` : brand;
  const about =
    (social ? socialTags({ ...social, title }) : '') +
    jsonLd
      .map((thing) => `<script type="application/ld+json">${scriptSafeJson(thing)}</script>`)
      .join('');
  const styles = (template.preloads[route.toLowerCase()] ?? [])
    .filter((file) => file.endsWith('.css'))
    .map((file) => styleSheet(template, file))
    .join('');
  const fonts = fontPreloads(template.burmeseFont, language, heading)
    .map((file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const picture = firstPicturePreload(html);
  const dataScript = data
    ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`
    : '';
  const withRoot = template.html.replace(
    /<div id="?root"?><\/div>/,
    () =>
      `<div id="root" data-prerendered="${language}"${signedIn ? ' data-signed-in' : ''}>${html}</div>${dataScript}`,
  );
  if (withRoot === template.html) throw new Error('index.html has no empty #root');
  return (
    withRoot
      // The shell's own style sheets (index.html's links), in the page too.
      .replace(/<link href="?(\/[^" >]+\.css)"? rel="?stylesheet"?>/g, (_tag, href: string) =>
        styleSheet(template, href),
      )
      .replace(/<html lang="?en"?>/, `<html lang="${language}">`)
      // The page's own description (with its other tags) replaces the shell's English one.
      .replace(/<meta\s+name="?description"?[^>]*>/, (tag) => (social ? '' : tag))
      .replace(/<title>.*?<\/title>/, () => `<title>${escapeText(title)}</title>`)
      // What the page paints with is fetched before the parser has read its styles.
      .replace(
        /<meta charset=[^>]*>/.test(withRoot) ? /<meta charset=[^>]*>/ : '<head>',
        (tag) => `${tag}${fonts}${picture}`,
      )
      .replace('</head>', () => `${about}${styles}</head>`)
      // The page is here without scripts: nothing to say about them.
      .replace(/<noscript>.*?<\/noscript>/, '')
  );
}
