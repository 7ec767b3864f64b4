/**
 * Refused before validation, with a 422 in the shape of every validation error:
 * - a body with more fields than any form has (`MAX_BODY_FIELDS`, nested ones included): the
 *   validator reports every problem of a body at once, and tens of thousands of unknown fields
 *   would each cost it work and a line of the answer;
 * - text the database cannot hold, or that no person types: NUL (PostgreSQL text cannot store
 *   it), other control characters except tab and line breaks, and unpaired UTF-16 surrogates.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldLabel } from '../../i18n';
import { validationBody, type FieldErrors } from '../../validation';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(value: string): boolean {
  return CONTROL.test(value) || LONE_SURROGATE.test(value);
}

/** The dotted paths of the strings in `root` (keys included) that hold bad text. */
export function badTextFields(root: unknown): string[] {
  const bad: string[] = [];
  // A stack, not recursion: a deeply nested body must not overflow the call stack.
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0) {
    const [value, at] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (badText(value)) bad.push(at);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const field = at === '' ? key : `${at}.${key}`;
        if (badText(key)) bad.push(at === '' ? 'body' : at);
        else stack.push([child, field]);
      }
    }
  }
  return bad;
}

/** Far more fields than the largest form of the API has (a dozen). */
export const MAX_BODY_FIELDS = 100;

/** True when `root` holds more than `limit` object keys in all; stops counting there. */
export function hasMoreKeys(root: unknown, limit: number): boolean {
  let keys = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      // One by one: spreading a list of a million items would overflow the call's arguments.
      for (const item of value) stack.push(item);
      continue;
    }
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      keys += 1;
      if (keys > limit) return true;
      stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return false;
}

export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasMoreKeys(request.body, MAX_BODY_FIELDS)) {
        const m = request.messages();
        return reply
          .code(422)
          .send(validationBody(m, { body: [m.tooManyFields(MAX_BODY_FIELDS)] }));
      }
      const fields = badTextFields(request.body);
      if (fields.length === 0) return;
      const m = request.messages();
      const errors: FieldErrors = {};
      for (const field of fields) errors[field] = [m.controlCharacters(fieldLabel(m, field))];
      return reply.code(422).send(validationBody(m, errors));
    });
  },
  { name: 'input', dependencies: ['language'] },
);
