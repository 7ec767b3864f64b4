/**
 * Turns schema validation errors into the 422 body: one plain sentence per problem per field, in
 * the style the client already displays (`field: messages joined by commas`), in the language of
 * the request (`messages`).
 */
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import type { ValidationErrorBody } from '@contract';
import { fieldLabel, type Messages } from './i18n';

export type FieldErrors = Record<string, string[]>;

/** Which part of the request failed: body, params, headers or querystring. */
type ValidationContext = NonNullable<FastifyError['validationContext']>;

/** Fields whose `pattern` failure has its own message; other fields get a generic one. */
const PATTERN_MESSAGES: Record<string, (m: Messages) => string> = {
  phone: (m) => m.phonePattern,
};

/** Keywords whose message already says what a too-short value gets wrong. */
const SHAPE_KEYWORDS = new Set(['format', 'pattern']);

function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const params = error.params as Record<string, unknown>;
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  // JSON pointer escapes (~1 for "/", ~0 for "~") decoded for display.
  const path = segments.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
  return path === '' ? context : path;
}

function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function messageFor(
  m: Messages,
  error: FastifySchemaValidationError,
  field: string,
  value: unknown,
  context: string,
): string {
  const params = error.params as Record<string, unknown>;
  const name = fieldLabel(m, field);
  // An empty or blank string is a missing value to a person filling a form.
  if (typeof value === 'string' && value.trim() === '' && error.keyword !== 'type') {
    return m.required(name);
  }
  switch (error.keyword) {
    case 'required':
      return m.required(name);
    case 'type': {
      if (field === context) return m.requestMustBeObject(context);
      const type = String(params.type);
      return m.mustBeType(name, m.typeNames[type] ?? type);
    }
    case 'format':
      return params.format === 'email' ? m.mustBeEmail(name) : m.formatInvalid(name);
    case 'pattern':
      return PATTERN_MESSAGES[field]?.(m) ?? m.formatInvalid(name);
    case 'minLength':
      return m.minLength(name, String(params.limit));
    case 'maxLength':
      return m.maxLength(name, String(params.limit));
    case 'minimum':
      return m.minimum(name, String(params.limit));
    case 'maximum':
      return m.maximum(name, String(params.limit));
    case 'additionalProperties':
      return m.notAllowed(name);
    case 'enum':
    case 'const':
      return m.selectedInvalid(name);
    default:
      return m.fieldInvalid(name);
  }
}

/**
 * The most validator errors an answer reports: every field of the largest form, each with a few
 * problems, and still a small answer whatever a request holds.
 */
export const MAX_REPORTED_ERRORS = 50;

/** Field name to its messages, each message once, fields in the order of the errors. */
export function fieldErrors(
  m: Messages,
  errors: readonly FastifySchemaValidationError[],
  context: ValidationContext,
  input: unknown,
): FieldErrors {
  // A Map, not an object: a field may be called `toString` or `constructor`.
  const out = new Map<string, string[]>();
  const reported = errors.slice(0, MAX_REPORTED_ERRORS);
  const shaped = new Set(
    reported.filter((e) => SHAPE_KEYWORDS.has(e.keyword)).map((e) => fieldOf(e, context)),
  );
  for (const error of reported) {
    const field = fieldOf(error, context);
    // "must be a valid email address" is the useful half of "x": skip "at least 3 characters".
    if (error.keyword === 'minLength' && shaped.has(field)) continue;
    const value = field === context ? input : valueAt(input, field);
    const message = messageFor(m, error, field, value, context);
    const list = out.get(field) ?? [];
    out.set(field, list);
    if (!list.includes(message)) list.push(message);
  }
  return Object.fromEntries(out);
}

/** The 422 body: the first message (and how many more) on top, every message by field below. */
export function validationBody(m: Messages, errors: FieldErrors): ValidationErrorBody {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? m.dataInvalid;
  const more = messages.length - 1;
  const message = more > 0 ? m.andMore(first, more) : first;
  return { status: false, message, data: { errors } };
}
