/**
 * The merchant's store: `merchant/store/{merchantId}` (the editor's overview; PUT saves the
 * profile, creating the store the first time), its publishing, and its branches. Editing needs no
 * feature of a plan; publishing needs what `missingForPublishing` lists (an active subscription
 * among them), and branches obey the plan's limit.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, MerchantParams, apiPaths } from '@contract';
import { isListed, missingForPublishing, type ListingRequirement } from '@contract/listing';
import { RESERVED_SLUGS, isValidSlug, slugify } from '@contract/slug';
import {
  Branch,
  BranchList,
  BranchParams,
  BranchRequest,
  MerchantStoreResponse,
  StoreProfileRequest,
} from '@contract/store';
import { fieldLabel, type Messages } from '../../../i18n';
import type { SlugChoice } from '../../../repositories/stores';
import { validationBody, type FieldErrors } from '../../../validation';
import { IdempotentHeaders, answers, hoursErrors, tidyText } from './storeCommon';

/** The words of each requirement of publishing, as `cannotPublish` lists them. */
const NEEDS: Record<ListingRequirement, 'needsSubscription' | 'needsPhone' | 'needsItems'> = {
  subscription: 'needsSubscription',
  phone: 'needsPhone',
  items: 'needsItems',
};

const merchantStoreRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { stores, entitlements, reference, photos, planBilling } = fastify.repositories;
  // The token first (401), then the merchant (403), before the body is even validated.
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  async function storeView(merchantId: number): Promise<MerchantStoreResponse> {
    const [overview, allowed, period] = await Promise.all([
      stores.overview(merchantId),
      entitlements.forMerchant(merchantId),
      planBilling.planPeriod(merchantId),
    ]);
    const facts = {
      subscribed: allowed.subscribed,
      phoneVerified: overview.phoneVerified,
      itemCount: overview.itemCount,
      published: overview.profile?.published ?? false,
    };
    return {
      profile: overview.profile,
      entitlements: allowed,
      phone_verified: overview.phoneVerified,
      branch_count: overview.branchCount,
      item_count: overview.itemCount,
      missing: missingForPublishing(facts),
      listed: isListed(facts),
      plan_period: period,
    };
  }

  /** Field errors for a township that does not exist and for hours that break the rules. */
  async function placeErrors(
    m: Messages,
    input: { township_id: number; hours: BranchRequest['hours'] },
  ): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const townships = await reference.townships();
    if (!townships.some((t) => t.id === input.township_id)) {
      errors.township_id = [m.selectedInvalid(fieldLabel(m, 'township_id'))];
    }
    const hours = hoursErrors(m, input.hours);
    if (hours.length > 0) errors.hours = hours;
    return errors;
  }

  fastify.get(
    `/${apiPaths.store}`,
    {
      config: { merchantAccess: 'view' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: MerchantStoreResponse }, 401, 403, 422),
      },
    },
    (request) => storeView(request.params.merchantId),
  );

  fastify.put(
    `/${apiPaths.store}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyText,
      preHandler: fastify.refuseZawgyi('store'),
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: StoreProfileRequest,
        response: answers({ 200: MerchantStoreResponse }, 401, 403, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const { slug, ...input } = request.body;
      const m = request.messages();
      const photoIds = [input.logo_photo_id, input.cover_photo_id].filter((id) => id !== null);
      const [categories, current, ownPhotos, errors] = await Promise.all([
        reference.categories(),
        stores.currentSlug(merchantId),
        photos.ownedBy(merchantId, photoIds),
        placeErrors(m, input),
      ]);
      if (!categories.some((c) => c.id === input.category_id)) {
        errors.category_id = [m.selectedInvalid(fieldLabel(m, 'category_id'))];
      }
      for (const field of ['logo_photo_id', 'cover_photo_id'] as const) {
        const id = input[field];
        if (id !== null && !ownPhotos.has(id)) {
          errors[field] = [m.selectedInvalid(fieldLabel(m, field))];
        }
      }

      // The slug: as typed (valid and free), else the current one, else made from the name.
      let choice: SlugChoice | null = null;
      if (slug !== '') {
        if (!isValidSlug(slug)) {
          errors.slug = [RESERVED_SLUGS.includes(slug) ? m.slugReserved : m.slugInvalid];
        } else if (slug !== current && (await stores.slugTaken(merchantId, slug))) {
          errors.slug = [m.slugTaken];
        } else {
          choice = { kind: 'typed', slug };
        }
      } else if (current !== null) {
        choice = { kind: 'typed', slug: current };
      } else {
        const base = slugify(input.name);
        if (base === '') errors.slug = [m.slugNeeded];
        else choice = { kind: 'derived', base };
      }

      if (Object.keys(errors).length > 0 || choice === null) {
        return reply.code(422).send(validationBody(m, errors));
      }
      const saved = await stores.save(merchantId, input, choice);
      if (!saved.ok) return reply.code(422).send(validationBody(m, { slug: [m.slugTaken] }));
      request.log.info({ merchantId, slug: saved.slug, created: current === null }, 'store saved');
      return storeView(merchantId);
    },
  );

  fastify.post(
    `/${apiPaths.storePublish}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: MerchantStoreResponse }, 401, 403, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const m = request.messages();
      const view = await storeView(merchantId);
      if (view.profile === null) return reply.code(404).send({ message: m.storeNotFound });
      if (view.missing.length > 0) {
        const missing = view.missing.map((requirement) => m[NEEDS[requirement]]);
        return reply.code(409).send({ message: m.cannotPublish(missing) });
      }
      await stores.setPublished(merchantId, true);
      request.log.info({ merchantId }, 'store published');
      return storeView(merchantId);
    },
  );

  fastify.delete(
    `/${apiPaths.storePublish}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: MerchantStoreResponse }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      if (!(await stores.setPublished(merchantId, false))) {
        return reply.code(404).send({ message: request.messages().storeNotFound });
      }
      request.log.info({ merchantId }, 'store unpublished');
      return storeView(merchantId);
    },
  );

  /* ------------------------------ branches ----------------------------- */

  fastify.get(
    `/${apiPaths.storeBranches}`,
    {
      config: { merchantAccess: 'view' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: BranchList }, 401, 403, 422),
      },
    },
    (request) => stores.branches(request.params.merchantId),
  );

  fastify.post(
    `/${apiPaths.storeBranches}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyText,
      preHandler: fastify.refuseZawgyi('storeBranches'),
      schema: {
        headers: IdempotentHeaders,
        params: MerchantParams,
        body: BranchRequest,
        response: answers({ 200: Branch, 201: Branch }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const m = request.messages();
      const errors = await placeErrors(m, request.body);
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const allowed = await entitlements.forMerchant(merchantId);
      const result = await stores.createBranch(
        merchantId,
        request.body,
        request.headers['idempotency-key'],
        allowed.max_branches,
      );
      switch (result.kind) {
        case 'noStore':
          return reply.code(404).send({ message: m.storeNotFound });
        case 'limit': {
          const message = allowed.subscribed
            ? m.branchLimit(allowed.max_branches ?? 0)
            : m.branchesNeedPlan;
          return reply.code(422).send(validationBody(m, { name: [message] }));
        }
        case 'replayed':
          return result.branch;
        case 'created':
          request.log.info({ merchantId, branchId: result.branch.id }, 'branch added');
          return reply.code(201).send(result.branch);
      }
    },
  );

  fastify.put(
    `/${apiPaths.storeBranch}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyText,
      preHandler: fastify.refuseZawgyi('storeBranch'),
      schema: {
        headers: AuthHeaders,
        params: BranchParams,
        body: BranchRequest,
        response: answers({ 200: Branch }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, branchId } = request.params;
      const m = request.messages();
      const errors = await placeErrors(m, request.body);
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const branch = await stores.updateBranch(merchantId, branchId, request.body);
      if (!branch) return reply.code(404).send({ message: m.branchNotFound });
      return branch;
    },
  );

  fastify.delete(
    `/${apiPaths.storeBranch}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: BranchParams,
        response: answers({}, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, branchId } = request.params;
      if (!(await stores.deleteBranch(merchantId, branchId))) {
        return reply.code(404).send({ message: request.messages().branchNotFound });
      }
      return reply.code(204).send();
    },
  );
};

export default merchantStoreRoutes;
