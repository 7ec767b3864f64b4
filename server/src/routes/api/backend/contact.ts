/**
 * Public calls of the landing page: the Contact Us form (its message is stored for the team to
 * answer) and the shop categories of its Category List
 * (`backend/getCategories` needs a token, and a visitor has none).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoryList,
  ContactRequest,
  ContactResponse,
  ValidationErrorBody,
  apiPaths,
  responses,
} from '@contract';
import { CONTACT_LIMITS } from '@contract/contact';
import { fieldLabel } from '../../../i18n';
import { validationBody } from '../../../validation';

/** Surrounding blanks are not part of what someone typed; the schema has already checked the rest. */
function trimmed(body: ContactRequest): ContactRequest {
  return { name: body.name.trim(), email: body.email.trim(), message: body.message.trim() };
}

const contactRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { contact, reference } = fastify.repositories;

  fastify.post(
    `/${apiPaths.contact}`,
    {
      preHandler: fastify.refuseZawgyi('contact'),
      schema: {
        body: ContactRequest,
        response: { 201: ContactResponse, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const body = trimmed(request.body);
      const m = request.messages();
      // The schema counts blanks; a message of ten characters must have ten once trimmed.
      if (body.message.length < CONTACT_LIMITS.messageMin) {
        return reply.code(422).send(
          validationBody(m, {
            message: [m.minLength(fieldLabel(m, 'message'), CONTACT_LIMITS.messageMin)],
          }),
        );
      }
      const id = await contact.insert(body);
      return reply.code(201).send({ status: true, message: m.contactSent, data: { id } });
    },
  );

  fastify.get(
    `/${apiPaths.publicCategories}`,
    { config: { cache: 'public' }, schema: { response: responses(CategoryList) } },
    () => reference.categories(),
  );
};

export default contactRoutes;
