/**
 * What a page tells the apps and search engines that read it without running it: Open Graph
 * (Facebook, Viber, Telegram, and most other apps that show a link as a card), the Twitter card,
 * the page's description, its canonical address and the address of each of its languages. Put in
 * the page's `<head>` by `pageDocument` (src/ssr/document.ts), in the page's own language.
 *
 * Every value is written inside double-quoted attributes, escaped: a shop's name or description
 * is the merchant's text and may hold any character.
 */

export interface SocialPage {
  title: string;
  description: string;
  /** The page's absolute canonical address (`https://example.com/shops/golden?lang=my`). */
  url: string;
  /** The share picture's absolute address, 1200 x 630. */
  image?: string;
  /** What the picture shows, for readers who cannot see it. */
  imageAlt?: string;
  language: 'en' | 'my';
  /** The page's absolute address in each language. */
  alternates?: { en: string; my: string };
  type?: 'website' | 'article' | 'business.business';
}

/** Open Graph's locale of each language (`og:locale`). */
export const OG_LOCALES = { en: 'en_US', my: 'my_MM' } as const;

/** The longest description written: apps and search engines cut what is longer anyway. */
const DESCRIPTION_LIMIT = 300;

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Spaces and line breaks run together, and at most `DESCRIPTION_LIMIT` characters (code points),
 * cut at a space where one is near.
 */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= DESCRIPTION_LIMIT) return flat;
  const cut = characters.slice(0, DESCRIPTION_LIMIT - 1).join('');
  // At the last space, where there is one near: a Burmese syllable cut in two draws wrong.
  const space = cut.lastIndexOf(' ');
  return `${(space > cut.length - 60 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const meta = (attribute: 'property' | 'name', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;

const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeAttribute(href)}">`;

/** The tags, one string, for the page's `<head>`. */
export function socialTags(page: SocialPage): string {
  const { title, url, image, imageAlt, language, alternates, type = 'website' } = page;
  const description = shortDescription(page.description);
  const other = language === 'en' ? 'my' : 'en';
  const tags = [
    meta('name', 'description', description),
    link('canonical', url),
    ...(alternates
      ? [
          link('alternate', alternates.en, 'en'),
          link('alternate', alternates.my, 'my'),
          // A reader whose language is neither gets the English page.
          link('alternate', alternates.en, 'x-default'),
        ]
      : []),
    meta('property', 'og:type', type),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...(alternates ? [meta('property', 'og:locale:alternate', OG_LOCALES[other])] : []),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          ...(imageAlt ? [meta('property', 'og:image:alt', imageAlt)] : []),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(image && imageAlt ? [meta('name', 'twitter:image:alt', imageAlt)] : []),
  ];
  return tags.join('');
}
