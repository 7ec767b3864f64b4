/**
 * Text the database cannot hold, or that no person types, is refused before validation: NUL
 * (PostgreSQL text cannot store it), other control characters except tab and line breaks, and
 * unpaired UTF-16 surrogates. Answers 422 in the shape of DECISIONS section 3.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { label, validationBody, type FieldErrors } from '../../validation';

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

export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      const fields = badTextFields(request.body);
      if (fields.length === 0) return;
      const errors: FieldErrors = {};
      for (const field of fields) {
        errors[field] = [`The ${label(field)} field must not contain control characters.`];
      }
      return reply.code(422).send(validationBody(errors));
    });
  },
  { name: 'input' },
);
