/**
 * The store's catalogue: menu sections and items (products, services, menu items), their order,
 * and the catalogue as the editor shows it. A menu item sits in one of the merchant's menu
 * sections; a product or a service in none.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthHeaders, MerchantParams, apiPaths } from '@contract';
import {
  Catalogue,
  CatalogueItem,
  CatalogueItemRequest,
  ItemAvailabilityRequest,
  ItemParams,
  MenuSection,
  MenuSectionRequest,
  ReorderRequest,
  STORE_LIMITS,
  SectionParams,
} from '@contract/store';
import { branchScope } from '@contract/staff';
import { fieldLabel, type Messages } from '../../../i18n';
import { validationBody, type FieldErrors } from '../../../validation';
import { IdempotentHeaders, answers, tidyText } from './storeCommon';

const merchantCatalogueRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { catalogue, photos } = fastify.repositories;
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  /** The rules of an item that need no lookup but its photo's owner. */
  async function itemErrors(
    m: Messages,
    merchantId: number,
    input: CatalogueItemRequest,
  ): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    if (input.kind === 'menu_item' && input.section_id === null) {
      errors.section_id = [m.sectionNeeded];
    }
    if (input.kind !== 'menu_item' && input.section_id !== null) {
      errors.section_id = [m.sectionOnlyForMenu];
    }
    if (input.photo_id !== null) {
      const own = await photos.ownedBy(merchantId, [input.photo_id]);
      if (!own.has(input.photo_id))
        errors.photo_id = [m.selectedInvalid(fieldLabel(m, 'photo_id'))];
    }
    return errors;
  }

  const badSection = (m: Messages) =>
    validationBody(m, { section_id: [m.selectedInvalid(fieldLabel(m, 'section_id'))] });

  fastify.get(
    `/${apiPaths.storeCatalogue}`,
    {
      config: { merchantAccess: 'availability' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        response: answers({ 200: Catalogue }, 401, 403, 422),
      },
    },
    (request) => catalogue.catalogue(request.params.merchantId),
  );

  /* ---------------------------- menu sections ---------------------------- */

  fastify.post(
    `/${apiPaths.storeSections}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyText,
      preHandler: fastify.refuseZawgyi('storeSections'),
      schema: {
        headers: IdempotentHeaders,
        params: MerchantParams,
        body: MenuSectionRequest,
        response: answers({ 200: MenuSection, 201: MenuSection }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const result = await catalogue.createSection(
        request.params.merchantId,
        request.body.name,
        request.headers['idempotency-key'],
      );
      switch (result.kind) {
        case 'noStore':
          return reply.code(404).send({ message: m.storeNotFound });
        case 'limit':
          return reply
            .code(422)
            .send(validationBody(m, { name: [m.sectionLimit(STORE_LIMITS.sections)] }));
        case 'replayed':
          return result.section;
        case 'created':
          return reply.code(201).send(result.section);
      }
    },
  );

  // Registered before `storeSection`; the router prefers the static `order` to `:sectionId` anyway.
  fastify.put(
    `/${apiPaths.storeSectionOrder}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: ReorderRequest,
        response: answers({ 200: Catalogue }, 401, 403, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      if (!(await catalogue.reorderSections(merchantId, request.body.ids))) {
        const m = request.messages();
        return reply.code(422).send(validationBody(m, { ids: [m.sectionOrderInvalid] }));
      }
      return catalogue.catalogue(merchantId);
    },
  );

  fastify.put(
    `/${apiPaths.storeSection}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyText,
      preHandler: fastify.refuseZawgyi('storeSection'),
      schema: {
        headers: AuthHeaders,
        params: SectionParams,
        body: MenuSectionRequest,
        response: answers({ 200: MenuSection }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, sectionId } = request.params;
      const section = await catalogue.renameSection(merchantId, sectionId, request.body.name);
      if (!section) return reply.code(404).send({ message: request.messages().sectionNotFound });
      return section;
    },
  );

  fastify.delete(
    `/${apiPaths.storeSection}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: SectionParams,
        response: answers({}, 401, 403, 404, 409, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, sectionId } = request.params;
      const m = request.messages();
      switch (await catalogue.deleteSection(merchantId, sectionId)) {
        case 'notFound':
          return reply.code(404).send({ message: m.sectionNotFound });
        case 'hasItems':
          return reply.code(409).send({ message: m.sectionHasItems });
        case 'deleted':
          return reply.code(204).send();
      }
    },
  );

  /* -------------------------------- items -------------------------------- */

  fastify.post(
    `/${apiPaths.storeItems}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyText,
      preHandler: fastify.refuseZawgyi('storeItems'),
      schema: {
        headers: IdempotentHeaders,
        params: MerchantParams,
        body: CatalogueItemRequest,
        response: answers({ 200: CatalogueItem, 201: CatalogueItem }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      const m = request.messages();
      const errors = await itemErrors(m, merchantId, request.body);
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const result = await catalogue.createItem(
        merchantId,
        request.body,
        request.headers['idempotency-key'],
      );
      switch (result.kind) {
        case 'noStore':
          return reply.code(404).send({ message: m.storeNotFound });
        case 'badSection':
          return reply.code(422).send(badSection(m));
        case 'limit':
          return reply
            .code(422)
            .send(validationBody(m, { name: [m.itemLimit(STORE_LIMITS.items)] }));
        case 'replayed':
          return result.item;
        case 'created':
          return reply.code(201).send(result.item);
      }
    },
  );

  fastify.put(
    `/${apiPaths.storeItemOrder}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: MerchantParams,
        body: ReorderRequest,
        response: answers({ 200: Catalogue }, 401, 403, 422),
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      if (!(await catalogue.reorderItems(merchantId, request.body.ids))) {
        const m = request.messages();
        return reply.code(422).send(validationBody(m, { ids: [m.itemOrderInvalid] }));
      }
      return catalogue.catalogue(merchantId);
    },
  );

  fastify.put(
    `/${apiPaths.storeItem}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyText,
      preHandler: fastify.refuseZawgyi('storeItem'),
      schema: {
        headers: AuthHeaders,
        params: ItemParams,
        body: CatalogueItemRequest,
        response: answers({ 200: CatalogueItem }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, itemId } = request.params;
      const m = request.messages();
      const errors = await itemErrors(m, merchantId, request.body);
      if (Object.keys(errors).length > 0) return reply.code(422).send(validationBody(m, errors));
      const result = await catalogue.updateItem(merchantId, itemId, request.body);
      switch (result.kind) {
        case 'notFound':
          return reply.code(404).send({ message: m.itemNotFound });
        case 'badSection':
          return reply.code(422).send(badSection(m));
        case 'updated':
          return result.item;
      }
    },
  );

  // The one change of an item every role may make: sold out, or back.
  fastify.put(
    `/${apiPaths.storeItemAvailability}`,
    {
      config: { merchantAccess: 'availability' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: ItemParams,
        body: ItemAvailabilityRequest,
        response: answers({ 200: CatalogueItem }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { merchantId, itemId } = request.params;
      // A cashier limited to a branch marks that branch's items only.
      const branchId = branchScope(request.auth) ?? request.body.branch_id ?? null;
      const item = await catalogue.setAvailable(
        merchantId,
        itemId,
        request.body.available,
        branchId,
      );
      if (!item) return reply.code(404).send({ message: request.messages().itemNotFound });
      return item;
    },
  );

  fastify.delete(
    `/${apiPaths.storeItem}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: ItemParams,
        response: answers({}, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const { merchantId, itemId } = request.params;
      if (!(await catalogue.deleteItem(merchantId, itemId))) {
        return reply.code(404).send({ message: request.messages().itemNotFound });
      }
      return reply.code(204).send();
    },
  );
};

export default merchantCatalogueRoutes;
