/**
 * Turns schema validation errors into the 422 body of DECISIONS section 3, with one plain
 * sentence per problem per field, in the style the client already displays
 * (`field: messages joined by commas`).
 */
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import type { ValidationErrorBody } from '@contract';

export type FieldErrors = Record<string, string[]>;

/** Which part of the request failed: body, params, headers or querystring. */
type ValidationContext = NonNullable<FastifyError['validationContext']>;

/** Messages for `pattern` failures, by field; other fields get a generic one. */
const PATTERN_MESSAGES: Record<string, string> = {
  phone:
    'The phone field must be a Myanmar mobile number, such as 09 7812 3456 or +95 9 7812 3456.',
};

const TYPE_NAMES: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** How a field reads in a sentence where its wire name would not (`shopname`, `district_id`). */
const LABELS: Record<string, string> = {
  username: 'user name',
  shopname: 'shop name',
  district_id: 'district',
  township_id: 'township',
};

export function label(field: string): string {
  return LABELS[field] ?? field.replace(/[._]/g, ' ');
}

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
  error: FastifySchemaValidationError,
  field: string,
  value: unknown,
  context: string,
): string {
  const params = error.params as Record<string, unknown>;
  const name = label(field);
  // An empty or blank string is a missing value to a person filling a form.
  if (typeof value === 'string' && value.trim() === '' && error.keyword !== 'type') {
    return `The ${name} field is required.`;
  }
  switch (error.keyword) {
    case 'required':
      return `The ${name} field is required.`;
    case 'type': {
      if (field === context) return `The request ${context} must be ${TYPE_NAMES.object}.`;
      const type = String(params.type);
      return `The ${name} field must be ${TYPE_NAMES[type] ?? type}.`;
    }
    case 'format':
      return params.format === 'email'
        ? `The ${name} field must be a valid email address.`
        : `The ${name} field format is invalid.`;
    case 'pattern':
      return PATTERN_MESSAGES[field] ?? `The ${name} field format is invalid.`;
    case 'minLength':
      return `The ${name} field must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `The ${name} field must not be greater than ${String(params.limit)} characters.`;
    case 'minimum':
      return `The ${name} field must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `The ${name} field must not be greater than ${String(params.limit)}.`;
    case 'additionalProperties':
      return `The ${name} field is not allowed.`;
    case 'enum':
    case 'const':
      return `The selected ${name} is invalid.`;
    default:
      return `The ${name} field is invalid.`;
  }
}

/**
 * The most validator errors an answer reports: every field of the largest form, each with a few
 * problems, and still a small answer whatever a request holds.
 */
export const MAX_REPORTED_ERRORS = 50;

/** Field name to its messages, each message once, fields in the order of the errors. */
export function fieldErrors(
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
    const message = messageFor(error, field, value, context);
    const list = out.get(field) ?? [];
    out.set(field, list);
    if (!list.includes(message)) list.push(message);
  }
  return Object.fromEntries(out);
}

/** The 422 body: the first message (and how many more) on top, every message by field below. */
export function validationBody(errors: FieldErrors): ValidationErrorBody {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return { status: false, message, data: { errors } };
}
