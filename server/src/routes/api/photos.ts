/**
 * `photos/{photoId}/{width}` (public): a stored photo at one of its widths, as WebP. A photo never
 * changes once stored and its id is never reused, so browsers and proxies may keep it for a year
 * without asking again; the ETag lets a revalidation answer 304 without the bytes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '@contract';
import { PhotoParams } from '@contract/store';
import { ifNoneMatch } from '../../plugins/app/httpCaching';

export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const photoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { photos } = fastify.repositories;

  fastify.get(
    `/${apiPaths.photo}`,
    {
      // Its own caching (a year, an ETag of its id): its bytes are never hashed.
      config: { cache: 'own' },
      // No response schema: the answer is bytes, or a small `{message}` for an unknown photo.
      schema: { params: PhotoParams },
    },
    async (request, reply) => {
      const { photoId, width } = request.params;
      const bytes = await photos.variant(photoId, width);
      if (!bytes) return reply.code(404).send({ message: request.messages().notFound });
      const etag = `"${photoId}-${width}"`;
      reply.header('cache-control', PHOTO_CACHE_CONTROL).header('etag', etag);
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/webp').send(bytes);
    },
  );
};

export default photoRoutes;
