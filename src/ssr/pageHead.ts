/**
 * What a rendered page says about itself in its `<head>` beside its markup: its description,
 * canonical and alternate-language addresses, share picture (socialTags.ts), and, on a store
 * page, schema.org's `LocalBusiness` and `Menu` as JSON-LD (jsonLd.ts). Made from the answers the
 * page was rendered from and the catalogue of its language, after the render (renderRoute.tsx);
 * written into the document by `pageDocument`.
 *
 * Addresses are absolute, at the site's public origin: the server's (`PUBLIC_URL`, else the
 * request's) for a page rendered per request; `ORIGIN_PLACEHOLDER` for a page rendered at build
 * time, which the server replaces as it sends the page.
 */
import {
  languageUrls,
  pageUrl,
  shareVersion,
  shopShare,
  shopShareImagePath,
  siteShareImagePath,
} from '@contract/pageLinks';
import type { PageLanguage } from '@contract/pages';
import { routePaths } from '../app/routes';
import type { RootState } from '../app/store';
import { marketplaceApi } from '../features/marketplace/marketplaceApi';
import { translatorFor } from '../i18n/catalogues';
import { shopJsonLd } from './jsonLd';
import { sharedPostHead } from './sharedPostHead';
import { SHARED_POST_ROUTE } from '@contract/socialPostRules';
import type { SocialPage } from './socialTags';

/** The page's head, less its title (the document's own, from the page's heading). */
export interface PageHead {
  social: Omit<SocialPage, 'title'>;
  /** schema.org objects, each written in its own `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
}

/** The site's share picture's words (the landing page's and every page's without its own). */
export function siteShareWords(language: PageLanguage): { title: string; subtitle: string } {
  const t = translatorFor(language);
  return { title: t('app.brandName'), subtitle: t('app.tagline') };
}

/** The site's share picture's address at `origin`, its version named by its words. */
export function siteShareImage(origin: string, language: PageLanguage): string {
  const { title, subtitle } = siteShareWords(language);
  return `${origin}${siteShareImagePath(language, shareVersion([title, subtitle]))}`;
}

/**
 * The head of the page at `url` (its path: the query, a marketplace's filters say, is not part
 * of its canonical address), matched as `route`, in `language`.
 */
export function pageHead({
  route,
  params,
  url,
  state,
  language,
  origin,
}: {
  route: string | undefined;
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  state: RootState;
  language: PageLanguage;
  origin: string;
}): PageHead | undefined {
  const t = translatorFor(language);
  const site = origin.replace(/\/+$/, '');
  const path = url.pathname;
  if (route === routePaths.shop) {
    const slug = params.slug ?? '';
    const shop = marketplaceApi.endpoints.getShopPage.select(slug)(state).data;
    if (!shop) return undefined;
    const share = shopShare(shop);
    const address = languageUrls(site, path);
    const place = t('marketplace.place', {
      townshipName: shop.township.name,
      districtName: shop.district.name,
    });
    return {
      social: {
        description:
          shop.description.trim() ||
          t('marketplace.shopSummary', { kind: shop.category.name, place }),
        url: address[language],
        alternates: address,
        image: `${site}${shopShareImagePath(shop.slug, language, share.version)}`,
        imageAlt: shop.name,
        language,
        type: 'business.business',
      },
      jsonLd: shopJsonLd(shop, { url: address[language], image: shop.cover, origin: site }),
    };
  }
  // A shared post's page (Social Media Content add-on): its own text and picture.
  if (route === SHARED_POST_ROUTE) {
    return sharedPostHead({ params, path, state, language, site });
  }
  // The marketplace and the public pages: the site's picture.
  const address = languageUrls(site, path);
  const description =
    route === routePaths.customer ? t('marketplace.lead') : t('pages.metaDescription');
  return {
    social: {
      description,
      url: pageUrl(site, path, language),
      alternates: address,
      image: siteShareImage(site, language),
      imageAlt: t('app.brandName'),
      language,
      type: 'website',
    },
  };
}
