/**
 * The public marketplace's shops, no token needed: the listed shops a page at a time
 * (`marketplace/shops`), and a listed shop's store page (`marketplace/shops/{slug}`).
 *
 * A township outside the chosen district, or an id that names nothing, matches no shop: the
 * answer is an empty page (a link made before a township moved still opens), not an error.
 *
 * Both are the same for every visitor: public, with an ETag of their bytes (see
 * plugins/app/httpCaching.ts), so a CDN may keep them briefly and a changed shop has a new ETag.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, responses } from '@contract';
import {
  MARKETPLACE_PAGE_SIZE,
  ShopPageResponse,
  ShopParams,
  ShopSearchQuery,
  ShopSearchResponse,
} from '@contract/store';
import { fieldLabel } from '../../../i18n';
import { badTextFields } from '../../../plugins/app/input';
import { validationBody, type FieldErrors } from '../../../validation';
import { answerLanguage } from './language';
import { RENDER_HEADER } from '../../../plugins/app/pageRender';

const shopRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { marketplace } = fastify.repositories;

  fastify.get(
    `/${apiPaths.marketplaceShops}`,
    {
      config: { cache: 'public' },
      schema: {
        querystring: ShopSearchQuery,
        response: responses(ShopSearchResponse, 422),
      },
    },
    async (request, reply) => {
      // The query string is not a body: the input plugin does not see it. Text that PostgreSQL
      // cannot hold (NUL) or no person types is refused here, before it reaches a query.
      const bad = badTextFields(request.query);
      if (bad.length > 0) {
        const m = request.messages();
        const errors: FieldErrors = {};
        for (const field of bad) errors[field] = [m.controlCharacters(fieldLabel(m, field))];
        return reply.code(422).send(validationBody(m, errors));
      }
      const page = request.query.page ?? 1;
      const { shops, total } = await marketplace.searchShops(
        request.query,
        answerLanguage(request),
      );
      return { shops, page, page_size: MARKETPLACE_PAGE_SIZE, total };
    },
  );

  fastify.get(
    `/${apiPaths.marketplaceShop}`,
    {
      config: { cache: 'public' },
      schema: {
        params: ShopParams,
        response: responses(ShopPageResponse, 404),
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // Unlisted, unpublished, expired, unverified or unknown: the same answer for all, so the
      // public learns nothing about shops it cannot see. A slug no shop can have (control
      // characters) is unknown too.
      const page =
        badTextFields(slug).length > 0
          ? undefined
          : await marketplace.shopPage(slug, answerLanguage(request));
      if (!page) return reply.code(404).send({ message: request.messages().shopNotFound });
      // The store page opened inside the app: a view (a render's read is not: the page sent by
      // the server counts itself).
      if (request.method === 'GET' && request.headers[RENDER_HEADER] === undefined) {
        fastify.pageViews.count(slug);
      }
      return page;
    },
  );
};

export default shopRoutes;
