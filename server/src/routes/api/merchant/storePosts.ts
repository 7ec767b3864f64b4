/**
 * The shop's announcements and events (`merchant/store/{merchantId}/posts`): the list with the
 * month's count against the plan, adding one (an active subscription, at most
 * `max_posts_per_month` per Asia/Yangon month, Idempotency-Key), editing one (it does not count
 * again) and deleting one (it still counts). An event has a date and a time, an announcement
 * neither. Another merchant's post is 404, as if it did not exist. With the Social Media Content
 * add-on each unit adds 15 posts a month, and those are shared posts (their own page and share
 * links, `socialPostRules.ts`); the list carries the shared posts' opens from each network.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AuthHeaders, MerchantParams, apiPaths } from '@contract';
import { MerchantPosts, PostParams, PostRequest, ShopPost } from '@contract/loyalty';
import { yangonMonth } from '@contract/loyaltyRules';
import { postAllowance, sharedPostPath } from '@contract/socialPostRules';
import { isCalendarDate } from '@contract/orderRules';
import { fieldLabel, type Messages } from '../../../i18n';
import { validationBody, type FieldErrors } from '../../../validation';
import { IdempotentHeaders, answers } from './storeCommon';

/** Trims the title and the body before validation, so that a title of blanks is no title. */
async function tidyPost(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const key of ['title', 'body']) {
    if (typeof fields[key] === 'string') fields[key] = fields[key].trim();
  }
}

const merchantPostRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { posts, photos, entitlements, stores } = fastify.repositories;
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  /** The rules of a post beyond its schema: an event's date and time, and the photo's owner. */
  async function postErrors(
    m: Messages,
    merchantId: number,
    input: PostRequest,
  ): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    if (input.kind === 'event') {
      if (input.event_date === null) {
        errors.event_date = [m.required(fieldLabel(m, 'event_date'))];
      } else if (!isCalendarDate(input.event_date)) {
        errors.event_date = [m.fieldInvalid(fieldLabel(m, 'event_date'))];
      }
      if (input.event_time === null) errors.event_time = [m.required(fieldLabel(m, 'event_time'))];
    } else {
      if (input.event_date !== null) errors.event_date = [m.eventOnly];
      if (input.event_time !== null) errors.event_time = [m.eventOnly];
    }
    if (input.photo_id !== null) {
      const own = await photos.ownedBy(merchantId, [input.photo_id]);
      if (!own.has(input.photo_id)) {
        errors.photo_id = [m.selectedInvalid(fieldLabel(m, 'photo_id'))];
      }
    }
    return errors;
  }

  fastify.get(
    `/${apiPaths.merchantPosts}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: MerchantPosts }, 401, 403, 422),
      },
    },
    async (request): Promise<MerchantPosts> => {
      const { merchantId } = request.params;
      const month = yangonMonth(new Date());
      const [list, counts, allowed, shared, slug] = await Promise.all([
        posts.list(merchantId),
        posts.monthCounts(merchantId, month),
        entitlements.forMerchant(merchantId),
        posts.sharedOpens(merchantId),
        stores.currentSlug(merchantId),
      ]);
      const allowance = postAllowance(allowed.max_posts_per_month, allowed.social_media_units);
      return {
        posts: list,
        month: { month: month.month, used: counts.used, limit: allowance.limit },
        sharing: {
          active: allowance.shared > 0,
          used: counts.shared,
          limit: allowance.shared,
          // Without the add-on (or an address) the pages answer 404: no links to them.
          posts:
            allowance.shared > 0 && slug !== null
              ? shared.map(({ post_id, opens }) => ({
                  post_id,
                  path: sharedPostPath(slug, post_id),
                  opens,
                }))
              : [],
        },
      };
    },
  );

  fastify.post(
    `/${apiPaths.merchantPosts}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyPost,
      preHandler: fastify.refuseZawgyi('merchantPosts'),
      schema: {
        headers: IdempotentHeaders,
        params: MerchantParams,
        body: PostRequest,
        response: answers({ 200: ShopPost, 201: ShopPost }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const m = request.messages();
      const errors = await postErrors(m, merchantId, request.body);
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const allowed = await entitlements.forMerchant(merchantId);
      if (!allowed.subscribed) return reply.code(403).send({ message: m.featureNotIncluded });
      const allowance = postAllowance(allowed.max_posts_per_month, allowed.social_media_units);
      const limit = allowance.limit;
      const result = await posts.create(
        merchantId,
        request.body,
        request.headers['idempotency-key'],
        allowance,
        yangonMonth(new Date()),
      );
      switch (result.kind) {
        case 'noStore':
          return reply.code(404).send({ message: m.storeNotFound });
        case 'limit':
          return reply.code(422).send(validationBody(m, { title: [m.postLimit(limit ?? 0)] }));
        case 'replayed':
          return result.post;
        case 'created':
          request.log.info({ merchantId, postId: result.post.id }, 'post added');
          return reply.code(201).send(result.post);
      }
    },
  );

  fastify.put(
    `/${apiPaths.merchantPost}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyPost,
      preHandler: fastify.refuseZawgyi('merchantPost'),
      schema: {
        headers: AuthHeaders,
        params: PostParams,
        body: PostRequest,
        response: answers({ 200: ShopPost }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, postId } = request.params;
      const m = request.messages();
      const errors = await postErrors(m, merchantId, request.body);
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const post = await posts.update(merchantId, postId, request.body);
      if (!post) return reply.code(404).send({ message: m.postNotFound });
      return post;
    },
  );

  fastify.delete(
    `/${apiPaths.merchantPost}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: PostParams,
        response: answers({}, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, postId } = request.params;
      if (!(await posts.remove(merchantId, postId))) {
        return reply.code(404).send({ message: request.messages().postNotFound });
      }
      return reply.code(204).send();
    },
  );
};

export default merchantPostRoutes;
