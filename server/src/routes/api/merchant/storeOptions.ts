/**
 * Choices on an item (`…/items/:itemId/option-groups`): a group added (with an Idempotency-Key: a
 * retry adds nothing), replaced, removed and reordered. Every answer is the item's groups as they
 * now are. A group's least must not pass its most, nor its most its options (422 on `min` or
 * `max`); another merchant's item or group is 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AuthHeaders } from '@contract';
import { groupShapeProblem } from '@contract/optionRules';
import { optionPaths } from '@contract/optionPaths';
import {
  OPTION_LIMITS,
  OptionGroupParams,
  OptionGroupRequest,
  OptionGroups,
} from '@contract/options';
import { ItemParams, ReorderRequest } from '@contract/store';
import type { Messages } from '../../../i18n';
import type { OptionGroupsResult } from '../../../repositories/itemOptions';
import { validationBody } from '../../../validation';
import { answers } from './storeCommon';

const KeyedHeaders = Type.Object({
  authorization: AuthHeaders.properties.authorization,
  'idempotency-key': Type.String({ minLength: 1, maxLength: 255 }),
});

/** Trims the names typed, so that a name of blanks is refused as empty. */
async function tidyNames(request: { body: unknown }) {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return;
  for (const key of ['name', 'name_my']) {
    if (typeof body[key] === 'string') body[key] = body[key].trim();
  }
  if (Array.isArray(body.options)) {
    for (const option of body.options as Array<Record<string, unknown>>) {
      if (!option || typeof option !== 'object') continue;
      for (const key of ['name', 'name_my']) {
        if (typeof option[key] === 'string') option[key] = option[key].trim();
      }
    }
  }
}

/** 422 on `min` or `max` when the group's bounds do not fit its options, else null. */
function shapeRefusal(m: Messages, group: OptionGroupRequest) {
  const problem = groupShapeProblem(group);
  if (problem === null) return null;
  return problem === 'max_above_options'
    ? validationBody(m, { max: [m.optionMaxAboveOptions] })
    : validationBody(m, { min: [m.optionMinAboveMax] });
}

const merchantOptionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { itemOptions } = fastify.repositories;
  const onRequest = [fastify.requireAuth, fastify.requireOwnMerchant];

  function answer(reply: FastifyReply, m: Messages, result: OptionGroupsResult) {
    switch (result.kind) {
      case 'notFound':
        return reply.code(404).send({ message: m.optionGroupNotFound });
      case 'limit':
        return reply
          .code(422)
          .send(validationBody(m, { name: [m.optionGroupLimit(OPTION_LIMITS.groups)] }));
      case 'badOption':
        return reply.code(422).send(validationBody(m, { options: [m.optionGroupNotFound] }));
      case 'done':
        return reply.code(result.created ? 201 : 200).send({ groups: result.groups });
    }
  }

  fastify.post(
    `/${optionPaths.storeOptionGroups}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyNames,
      preHandler: fastify.refuseZawgyi('storeOptionGroups'),
      schema: {
        headers: KeyedHeaders,
        params: ItemParams,
        body: OptionGroupRequest,
        response: answers({ 200: OptionGroups, 201: OptionGroups }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const refusal = shapeRefusal(m, request.body);
      if (refusal) return reply.code(422).send(refusal);
      const { merchantId, itemId } = request.params;
      return answer(
        reply,
        m,
        await itemOptions.add(merchantId, itemId, request.body, request.headers['idempotency-key']),
      );
    },
  );

  // Registered before `storeOptionGroup`; the router prefers the static `order` anyway.
  fastify.put(
    `/${optionPaths.storeOptionGroupOrder}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: ItemParams,
        body: ReorderRequest,
        response: answers({ 200: OptionGroups }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const { merchantId, itemId } = request.params;
      const result = await itemOptions.reorder(merchantId, itemId, request.body.ids);
      if (result.kind === 'badOption') {
        return reply.code(422).send(validationBody(m, { ids: [m.optionGroupOrderInvalid] }));
      }
      return answer(reply, m, result);
    },
  );

  fastify.put(
    `/${optionPaths.storeOptionGroup}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      preValidation: tidyNames,
      preHandler: fastify.refuseZawgyi('storeOptionGroup'),
      schema: {
        headers: AuthHeaders,
        params: OptionGroupParams,
        body: OptionGroupRequest,
        response: answers({ 200: OptionGroups }, 401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const m = request.messages();
      const refusal = shapeRefusal(m, request.body);
      if (refusal) return reply.code(422).send(refusal);
      const { merchantId, itemId, groupId } = request.params;
      return answer(reply, m, await itemOptions.replace(merchantId, itemId, groupId, request.body));
    },
  );

  fastify.delete(
    `/${optionPaths.storeOptionGroup}`,
    {
      config: { merchantAccess: 'store' },
      onRequest,
      schema: {
        headers: AuthHeaders,
        params: OptionGroupParams,
        response: answers({ 200: OptionGroups }, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { merchantId, itemId, groupId } = request.params;
      return answer(
        reply,
        request.messages(),
        await itemOptions.remove(merchantId, itemId, groupId),
      );
    },
  );
};

export default merchantOptionRoutes;
