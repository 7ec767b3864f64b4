import type { FastifyRequest } from 'fastify';

/**
 * One spelling per Myanmar phone number, so that `09 7812 3456`, `+95 9 7812 3456` and
 * `0978123456` register and log in as the same number: spaces, dashes, dots and brackets are
 * dropped and the country code is replaced by the local trunk prefix 0.
 */
export function normalisePhone(input: string): string {
  const compact = input.replace(/[\s\-.()]/g, '');
  return compact.replace(/^\+?95(?=9)/, '0');
}

/**
 * A `preValidation` hook for the calls that take a phone (and perhaps a name): the phone gets its
 * one spelling and the name loses stray spaces before the contract checks them.
 */
export async function normalisePhoneInput(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return;
  const fields = body as Record<string, unknown>;
  if (typeof fields.phone === 'string') fields.phone = normalisePhone(fields.phone);
  if (typeof fields.name === 'string') fields.name = fields.name.trim();
}
