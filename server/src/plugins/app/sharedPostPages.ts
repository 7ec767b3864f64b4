/**
 * The parts of a shared post's page (Social Media Content add-on) beside its render: its share
 * image (`/shops/{slug}/posts/{postId}/share.jpg`, 1200 x 630, the post's photo or else the shop's
 * cover behind the post's title and the shop's name) and the count of the page's opens from each
 * network (`?via=facebook|viber|telegram|link`, per Asia/Yangon day, nothing about who).
 *
 * An open is counted for a GET of the page's HTML that was answered with the page (200 or 304),
 * once per request; a prefetch (`Sec-Purpose`/`Purpose: prefetch`) and the link-preview robots of
 * the networks and search engines (which fetch the very link that was shared) are not opens, and
 * a `via` that is none of ours is ignored.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { yangonNow } from '@contract/orderRules';
import { SHARED_POST_ROUTE, shareViaOf } from '@contract/socialPostRules';
import { SharedPostParams, type SharedPostPage } from '@contract/socialPosts';
import type { PhotoRef } from '@contract/store';
import { SHARE_IMAGE_TYPE, renderShareImage } from '../../share/shareImage';
import { PHOTO_CACHE_CONTROL } from '../../routes/api/photos';
import { ifNoneMatch } from './httpCaching';

/** The route of a shared post's page (`SERVER_RENDERED_ROUTES`). */
export { SHARED_POST_ROUTE };

/** The share image of a shared post's page; `?v=` its version, `?lang=` the page's language. */
export const SHARED_POST_IMAGE_ROUTE = '/shops/:slug/posts/:postId/share.jpg';

/** The share images kept (one per post version and language); the oldest go first. */
const IMAGES_KEPT = 100;

/** The width of a photo drawn into a share image: the widest variant up to 1200, else the least. */
const SHARE_PHOTO_WIDTH = 1200;

/**
 * User agents of the robots that fetch a shared link to draw its preview or index it: Facebook's
 * and Telegram's preview fetchers, Twitter's, search engines' crawlers. Their fetch is no open.
 */
const ROBOT_AGENT = /bot\b|bot\/|crawler|spider|facebookexternalhit|facebookcatalog|slurp|preview/i;

/** Whether a page request is a person opening it, not a prefetch or a robot. */
export function isPersonOpening(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers['purpose'] ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return !ROBOT_AGENT.test(request.headers['user-agent'] ?? '');
}

/** The page's URL without `via`, which names where the reader came from, not what they read. */
export function withoutVia(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  if (!query.has('via')) return url;
  query.delete('via');
  const rest = query.toString();
  return rest === '' ? url.slice(0, at) : `${url.slice(0, at)}?${rest}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts the open of the shared post's page `request` was answered with (a 200 or 304 of
     * `SHARED_POST_ROUTE`) when it names one of our `via`s and a person opened it.
     */
    countSharedPostOpen(request: FastifyRequest): Promise<void>;
  }
}

const ImageQuery = Type.Object(
  {
    v: Type.Optional(Type.String({ maxLength: 40 })),
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('my')])),
  },
  { additionalProperties: false },
);

/** The variant of `photo` a share image draws from. */
function shareWidth(photo: PhotoRef): number | null {
  const fitting = photo.widths.filter((width) => width <= SHARE_PHOTO_WIDTH);
  return fitting.length > 0 ? Math.max(...fitting) : (photo.widths[0] ?? null);
}

export default fp(
  async (fastify) => {
    const { posts, shopOrders, photos } = fastify.repositories;

    fastify.decorate('countSharedPostOpen', async (request: FastifyRequest) => {
      const via = shareViaOf((request.query as Record<string, unknown> | undefined)?.via);
      if (via === null || !isPersonOpening(request)) return;
      const { postId } = request.params as { postId?: string };
      if (postId === undefined || !/^[1-9][0-9]{0,9}$/.test(postId)) return;
      try {
        await posts.countOpen(Number(postId), yangonNow(new Date()).date, via);
      } catch (error) {
        // The page is sent all the same; one open fewer is counted.
        request.log.warn({ err: error, postId }, 'shared post open not counted');
      }
    });

    /** The page's post, as its API answers it: null unless the page exists. */
    const pageOf = async (slug: string, postId: number): Promise<SharedPostPage | null> => {
      const shop = await shopOrders.listedShop(slug);
      if (!shop || shop.entitlements.social_media_units <= 0) return null;
      return posts.sharedPage(shop.merchantId, postId);
    };

    const photoBytes = async (photo: PhotoRef | null) => {
      const width = photo && shareWidth(photo);
      return photo && width !== null ? photos.variant(photo.id, width) : null;
    };

    const images = new Map<string, Promise<Buffer>>();
    const imageOf = (page: SharedPostPage, language: 'en' | 'my') => {
      const key = `${page.post.id} ${page.post.version} ${language}`;
      let image = images.get(key);
      if (!image) {
        image = (async () =>
          renderShareImage({
            title: page.post.title,
            subtitle: page.shop.name,
            language,
            cover: await photoBytes(page.post.photo ?? page.shop.cover),
            logo: await photoBytes(page.shop.logo),
          }))();
        images.set(key, image);
        image.catch(() => images.delete(key));
        while (images.size > IMAGES_KEPT) images.delete(images.keys().next().value as string);
      }
      return image;
    };

    fastify.get(
      SHARED_POST_IMAGE_ROUTE,
      {
        config: { cache: 'own' },
        schema: { params: SharedPostParams, querystring: ImageQuery },
      },
      async (request, reply) => {
        const { slug, postId } = request.params as { slug: string; postId: number };
        const { v, lang = 'en' } = request.query as { v?: string; lang?: 'en' | 'my' };
        const page = await pageOf(slug, postId);
        if (!page) {
          return reply
            .code(404)
            .header('cache-control', 'no-store')
            .send({ message: request.messages().notFound });
        }
        const etag = `"${page.post.id}-${page.post.version}-${lang}"`;
        // The address of this version is kept for ever; any other address is asked again.
        reply
          .header(
            'cache-control',
            v === page.post.version ? PHOTO_CACHE_CONTROL : 'public, max-age=0, must-revalidate',
          )
          .header('etag', etag);
        if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type(SHARE_IMAGE_TYPE).send(await imageOf(page, lang));
      },
    );
  },
  { name: 'shared-post-pages', dependencies: ['repositories', 'language'] },
);
