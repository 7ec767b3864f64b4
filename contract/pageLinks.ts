/**
 * Each public page's address in each language, for the links that name them (canonical and
 * alternate-language links, Open Graph, the sitemap). A page's language is otherwise the
 * reader's (their `lang` cookie, else their browser's languages: `resolvePageLanguage`), which a
 * search engine or an app reading a shared link does not have: `?lang=my` and `?lang=en` name the
 * language in the address, and win over the cookie for that page (the server renders it so, and
 * the SPA starts in it). English is the pages' default, so its address is the plain one.
 */
import { LANGUAGE_KEY, type PageLanguage } from './pages';

/** The query parameter that names a page's language (the same name as the stored choice). */
export const LANGUAGE_PARAM = LANGUAGE_KEY;

/** The language an address names (`?lang=my`), or null when it names none we have. */
export function languageInUrl(url: string): PageLanguage | null {
  const query = url.indexOf('?');
  if (query === -1) return null;
  const value = new URLSearchParams(url.slice(query + 1).split('#')[0]).get(LANGUAGE_PARAM);
  return value === 'en' || value === 'my' ? value : null;
}

/** `path` (no query) at `origin` in `language`: the plain address in English, `?lang=my` in Burmese. */
export function pageUrl(origin: string, path: string, language: PageLanguage): string {
  const base = `${origin.replace(/\/+$/, '')}${path}`;
  return language === 'en' ? base : `${base}?${LANGUAGE_PARAM}=${language}`;
}

/** The page at `path` in both languages. */
export function languageUrls(origin: string, path: string): { en: string; my: string } {
  return { en: pageUrl(origin, path, 'en'), my: pageUrl(origin, path, 'my') };
}

/**
 * The origin written into the pages rendered at build time, where the site's address is not
 * known yet: the server puts its public origin in its place when it sends them.
 */
export const ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';

/**
 * A short name of what a share picture shows (its words and photos), for its address: a new
 * name when any of them changes, so that apps which keep a picture by its address fetch the new
 * one. FNV-1a over the parts, in base 36.
 */
export function shareVersion(parts: ReadonlyArray<string | number | null | undefined>): string {
  let hash = 0x811c9dc5;
  for (const char of parts.map((part) => String(part ?? '')).join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** What a store page's share picture is made of (its API answer, in the page's language). */
export interface ShopShareParts {
  name: string;
  category: { name: string };
  township: { name: string };
  logo: { id: string } | null;
  cover: { id: string } | null;
}

/** The shop's share picture: its title and second line, and the version of both and its photos. */
export function shopShare(shop: ShopShareParts): {
  title: string;
  subtitle: string;
  version: string;
} {
  const subtitle = `${shop.category.name} · ${shop.township.name}`;
  return {
    title: shop.name,
    subtitle,
    version: shareVersion([shop.name, subtitle, shop.logo?.id, shop.cover?.id]),
  };
}

/** The address of a store page's share picture (`?v=` its version: kept for ever by that name). */
export function shopShareImagePath(slug: string, language: PageLanguage, version: string): string {
  return `/shops/${encodeURIComponent(slug)}/share.jpg?${LANGUAGE_PARAM}=${language}&v=${version}`;
}

/** The address of the site's own share picture (the landing page and the other public pages). */
export function siteShareImagePath(language: PageLanguage, version: string): string {
  return `/share.jpg?${LANGUAGE_PARAM}=${language}&v=${version}`;
}
