/**
 * What apps and search engines read about the site beside its pages: the share pictures of the
 * store pages (`/shops/{slug}/share.jpg`) and of the site (`/share.jpg`, the landing page's and
 * the other public pages'), the sitemap of the public pages and the listed shops in both
 * languages (`/sitemap.xml`), and `/robots.txt`.
 *
 * A share picture is made by sharp (share/shareImage.ts) from the shop's name, category and
 * township in the language asked (`?lang=`), and its cover and logo, as the page's API answer
 * has them. Its version (`shopShare`) names all of those: the page links the picture with
 * `?v=` its version, an address whose picture never changes, kept for a year; any other address
 * is revalidated. Each process keeps the pictures it made, by version, and makes each once.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import {
  languageUrls,
  pageUrl,
  shareVersion,
  shopShare,
  type ShopShareParts,
} from '@contract/pageLinks';
import { PRERENDERED_ROUTES, type PageLanguage } from '@contract/pages';
import { ShopParams, type PhotoRef } from '@contract/store';
import { MESSAGES } from '../../i18n';
import { SHARE_IMAGE_TYPE, renderShareImage } from '../../share/shareImage';
import { PHOTO_CACHE_CONTROL } from '../../routes/api/photos';
import { ifNoneMatch } from './httpCaching';

/** Share pictures kept per process (the oldest made go first). */
export const SHARE_IMAGES_KEPT = 200;

/** The widest photo width drawn into a share picture (it is 1200 wide). */
const COVER_WIDTH = 1280;
/** The logo is drawn 152 pixels wide: the narrowest width at least that wide. */
const LOGO_WIDTH = 160;

/** A share picture whose address names no version, or an old one: asked again each time. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** The sitemap and robots.txt: an hour in any cache. */
const TEXT_CACHE_CONTROL = 'public, max-age=3600';

/** Public pages the sitemap lists beside the shops: the build's public pages and the marketplace. */
export const SITEMAP_PAGES: readonly string[] = [
  ...PRERENDERED_ROUTES.filter((route) => route !== '/login'),
  '/customer',
];

/**
 * What robots may not fetch: the API (but its public photos) and every signed-in or one-person
 * page. Store pages, the marketplace and the public pages are theirs to read.
 */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/api/',
  '/store',
  '/dashboard',
  '/admin',
  '/my/',
  '/billing',
  '/payment',
  '/paymentMethod',
  '/otp-verification',
  '/forgot-password',
  '/signin',
  '/staff/',
  '/sandbox/',
];

const ImageQuery = Type.Object(
  {
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('my')])),
    v: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
type ImageQuery = { lang?: PageLanguage; v?: string };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The width of `photo` to draw: the widest stored up to `most`, else its narrowest. */
function widthOf(photo: PhotoRef, most: number): number | null {
  const fitting = photo.widths.filter((width) => width <= most);
  return fitting.length > 0 ? Math.max(...fitting) : (photo.widths[0] ?? null);
}

/** The brand's name, the same in both languages (the SPA's `app.brandName`). */
const BRAND_NAME = 'Merchant Marketplace';

/** The site's share picture's words and version in `language` (the SPA names the same). */
export function siteShare(language: PageLanguage) {
  const title = BRAND_NAME;
  const subtitle = MESSAGES[language].siteShareSubtitle;
  return { title, subtitle, version: shareVersion([title, subtitle]) };
}

/** One `<url>` of the sitemap per language, each naming both (and the default) as alternates. */
function sitemapUrls(origin: string, path: string, lastmod?: Date): string {
  const address = languageUrls(origin, path);
  const links =
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(address.en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="my" href="${escapeXml(address.my)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(address.en)}"/>`;
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return (['en', 'my'] as const)
    .map(
      (language) =>
        `<url><loc>${escapeXml(pageUrl(origin, path, language))}</loc>${modified}${links}</url>`,
    )
    .join('\n');
}

export default fp(
  async (fastify) => {
    const { marketplace, photos, sitemap } = fastify.repositories;
    /** The site's public origin: `PUBLIC_URL`, else the one the request came to. */
    const originOf = (request: FastifyRequest) =>
      fastify.config.payments.publicUrl ?? `${request.protocol}://${request.host}`;

    const images = new Map<string, Promise<Buffer>>();
    /** The picture kept under `key`, else made by `make` (once, however many ask at once). */
    const imageOf = (key: string, make: () => Promise<Buffer>) => {
      let image = images.get(key);
      if (!image) {
        image = make();
        images.set(key, image);
        image.catch(() => images.delete(key));
        while (images.size > SHARE_IMAGES_KEPT) {
          images.delete(images.keys().next().value as string);
        }
      }
      return image;
    };
    const photoBytes = async (photo: PhotoRef | null, most: number) => {
      const width = photo && widthOf(photo, most);
      return photo && width !== null ? photos.variant(photo.id, width) : null;
    };

    /** Sends the picture of `version`, or 304 to a cache that has it. */
    const sendImage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      version: string,
      language: PageLanguage,
      key: string,
      make: () => Promise<Buffer>,
    ) => {
      const { v } = request.query as ImageQuery;
      const etag = `"${version}-${language}"`;
      reply
        .header('Cache-Control', v === version ? PHOTO_CACHE_CONTROL : REVALIDATE)
        .header('ETag', etag);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(SHARE_IMAGE_TYPE).send(await imageOf(key, make));
    };

    fastify.get(
      '/shops/:slug/share.jpg',
      { config: { cache: 'own' }, schema: { params: ShopParams, querystring: ImageQuery } },
      async (request, reply) => {
        const { slug } = request.params as ShopParams;
        const { lang: language = 'en' } = request.query as ImageQuery;
        const shop = await marketplace.shopPage(slug, language);
        if (!shop) {
          return reply
            .code(404)
            .header('Cache-Control', 'no-store')
            .send({ message: request.messages().shopNotFound });
        }
        const share = shopShare(shop satisfies ShopShareParts);
        return sendImage(
          request,
          reply,
          share.version,
          language,
          `shop ${slug} ${share.version} ${language}`,
          async () =>
            renderShareImage({
              title: share.title,
              subtitle: share.subtitle,
              language,
              cover: await photoBytes(shop.cover, COVER_WIDTH),
              logo: await photoBytes(shop.logo, LOGO_WIDTH * 2),
            }),
        );
      },
    );

    fastify.get(
      '/share.jpg',
      { config: { cache: 'own' }, schema: { querystring: ImageQuery } },
      async (request, reply) => {
        const { lang: language = 'en' } = request.query as ImageQuery;
        const share = siteShare(language);
        return sendImage(
          request,
          reply,
          share.version,
          language,
          `site ${share.version} ${language}`,
          () => renderShareImage({ title: share.title, subtitle: share.subtitle, language }),
        );
      },
    );

    fastify.get('/sitemap.xml', { config: { cache: 'own' } }, async (request, reply) => {
      const origin = originOf(request);
      const shops = await sitemap.listedShops();
      const urls = [
        ...SITEMAP_PAGES.map((path) => sitemapUrls(origin, path)),
        ...shops.map((shop) =>
          sitemapUrls(origin, `/shops/${encodeURIComponent(shop.slug)}`, shop.updatedAt),
        ),
      ];
      reply.header('Cache-Control', TEXT_CACHE_CONTROL).type('application/xml; charset=utf-8');
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `${urls.join('\n')}\n</urlset>\n`
      );
    });

    fastify.get('/robots.txt', { config: { cache: 'own' } }, async (request, reply) => {
      reply.header('Cache-Control', TEXT_CACHE_CONTROL).type('text/plain; charset=utf-8');
      return [
        'User-agent: *',
        'Allow: /',
        // The photos of the store pages (their pictures and JSON-LD name them).
        'Allow: /api/photos/',
        ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${originOf(request)}/sitemap.xml`,
        '',
      ].join('\n');
    });
  },
  { name: 'share-links', dependencies: ['config', 'repositories', 'language'] },
);
