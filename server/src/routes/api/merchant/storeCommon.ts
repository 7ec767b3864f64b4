/** What the store's routes share: headers, tidying of typed text, and the checks of hours. */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AuthHeaders, ErrorBody, ValidationErrorBody } from '@contract';
import { hoursProblems, type WeeklyHours as Week } from '@contract/hours';
import type { WeeklyHours } from '@contract/store';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Messages } from '../../../i18n';
import { normalisePhone } from '../../../phone';

/** Headers of a call that creates something: the token, and a key that makes a retry safe. */
export const IdempotentHeaders = Type.Object({
  authorization: AuthHeaders.properties.authorization,
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});

/**
 * The answers of a route by status: `ok` under each success code, `{message}` (429 and 503 with
 * Retry-After) or 422 errors.
 */
export function answers(
  ok: Partial<Record<200 | 201, TSchema>>,
  ...errors: Array<400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503>
): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const [code, schema] of Object.entries(ok)) out[Number(code)] = schema;
  for (const code of errors) out[code] = code === 422 ? ValidationErrorBody : ErrorBody;
  return out;
}

/**
 * Trims what people type (and gives a phone its one spelling, a typed slug its lower-case NFC
 * form) before validation, so that the checks and the stored text agree.
 */
export async function tidyText(request: FastifyRequest) {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const key of ['name', 'description', 'address']) {
    if (typeof fields[key] === 'string') fields[key] = fields[key].trim();
  }
  if (typeof fields.phone === 'string') fields.phone = normalisePhone(fields.phone);
  if (typeof fields.slug === 'string') {
    fields.slug = fields.slug.trim().normalize('NFC').toLowerCase();
  }
}

/** The problems of a week's hours, one sentence each naming the day; empty when all is well. */
export function hoursErrors(m: Messages, hours: Static<typeof WeeklyHours>): string[] {
  // The schema has bounded each weekday to 1..7 already.
  return Object.entries(hoursProblems(hours as Week)).map(([index, problem]) => {
    const day = m.weekdays[(hours[Number(index)]?.weekday ?? 1) - 1] ?? '';
    return problem === 'duplicateDay' ? m.dayListedTwice(day) : m.closesBeforeOpens(day);
  });
}
