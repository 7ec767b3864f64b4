/**
 * Refuses Zawgyi in the free text a call stores (`FREE_TEXT_FIELDS` of the contract): 422 in the
 * validation shape, naming each such field. The detector (a model of about 50 KB) is built once,
 * when the app starts. Routes put `fastify.refuseZawgyi(call)` in their `preHandler`: after
 * validation, so each field is known to be text, and before anything is written.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as myanmarTools from 'myanmar-tools';
import { FREE_TEXT_FIELDS, type FreeTextCall } from '@contract/freeText';
import { createZawgyiChecker } from '@contract/zawgyi';
import { validationBody, type FieldErrors } from '../../validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** A `preHandler` hook answering 422 when a free-text field of `call` is Zawgyi. */
    refuseZawgyi(
      call: FreeTextCall,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | void>;
  }
}

/** The values at a dotted path, with its field name: `*` stands for every element of a list. */
function valuesAt(root: unknown, path: string): Array<[string, unknown]> {
  let found: Array<[string, unknown]> = [['', root]];
  for (const key of path.split('.')) {
    found = found.flatMap(([at, value]): Array<[string, unknown]> => {
      if (typeof value !== 'object' || value === null) return [];
      const join = (part: string | number) => (at === '' ? String(part) : `${at}.${part}`);
      if (key === '*') {
        return Array.isArray(value) ? value.map((element, index) => [join(index), element]) : [];
      }
      return [[join(key), (value as Record<string, unknown>)[key]]];
    });
  }
  return found;
}

/** One detector per process, however many apps it builds (the tests build one per test). */
let detector: ReturnType<typeof createZawgyiChecker> | undefined;

export default fp(
  async (fastify) => {
    const isZawgyi = (detector ??= createZawgyiChecker(myanmarTools));
    fastify.decorate('refuseZawgyi', (call: FreeTextCall) => {
      const fields: readonly string[] = FREE_TEXT_FIELDS[call];
      return async function refuseZawgyi(request: FastifyRequest, reply: FastifyReply) {
        const errors: FieldErrors = {};
        for (const path of fields) {
          for (const [field, value] of valuesAt(request.body, path)) {
            if (typeof value === 'string' && isZawgyi(value).isZawgyi) {
              errors[field] = [request.messages().zawgyi];
            }
          }
        }
        if (Object.keys(errors).length === 0) return;
        request.log.info({ fields: Object.keys(errors) }, 'Zawgyi text refused');
        return reply.code(422).send(validationBody(request.messages(), errors));
      };
    });
  },
  { name: 'zawgyi', dependencies: ['language'] },
);
