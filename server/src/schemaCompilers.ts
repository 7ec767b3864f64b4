/**
 * Fastify's own schema compilers (ajv for what comes in, fast-json-stringify for what goes out),
 * each route's compiled on its first request instead of at start-up. Compiling every route's
 * schemas took about 200 ms of a restart; a route's first request now pays its own few
 * milliseconds. Tests share eager compilers between apps (server/test/helpers.ts), so a schema
 * that cannot compile still fails there, and the server's tests run this lazy path end to end.
 *
 * Both validate each part of a request with its own ajv (`requestValidators`): a JSON body keeps
 * its types (`"2"` is text, not a number), while the URL's parameters and query string, which are
 * text by nature, are read as numbers where the schema asks for one, but never as a number that
 * is not finite.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** A compiled ajv validator: false with `errors` set, or true. */
interface Validate {
  (data: unknown): unknown;
  errors?: unknown;
}

/** Defers `compile(route)` to the first call, and mirrors the validator's `errors`. */
function lazyValidator<R>(compile: (route: R) => Validate): (route: R) => Validate {
  return (route) => {
    let validate: Validate | undefined;
    const lazy: Validate = (data) => {
      validate ??= compile(route);
      const result = validate(data);
      lazy.errors = validate.errors;
      return result;
    };
    return lazy;
  };
}

/** Defers `compile(route)` to the first call. */
function lazySerializer<R>(
  compile: (route: R) => (data: unknown) => string,
): (route: R) => (data: unknown) => string {
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= compile(route))(data);
  };
}

type BuildValidator = ReturnType<typeof AjvCompiler>;
type BuildSerializer = ReturnType<typeof SerializerSelector>;

/** What Fastify hands a validator compiler for one part of one route. */
interface RouteSchema {
  schema: { properties?: Record<string, { type?: unknown; minimum?: number; maximum?: number }> };
  method: string;
  url: string;
  httpPart?: string;
}

/** A validator error in ajv's shape, as the error handler reads it. */
interface ValidatorError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * Ajv reads `"1e400"`, `"Infinity"` or 400 nines in a URL as Infinity, and then skips the
 * schema's `minimum` and `maximum`, which it checks on finite numbers only: the value would reach
 * the database. After a successful validation, any such number fails as out of range.
 */
function finiteNumbers(validate: Validate, route: RouteSchema): Validate {
  const properties = route.schema.properties ?? {};
  const checked: Validate = (data) => {
    const valid = validate(data);
    checked.errors = validate.errors;
    if (!valid || typeof data !== 'object' || data === null) return valid;
    const errors: ValidatorError[] = [];
    for (const [key, value] of Object.entries(data)) {
      const values: unknown[] = Array.isArray(value) ? value : [value];
      if (!values.some((v) => typeof v === 'number' && !Number.isFinite(v))) continue;
      const schema = properties[key] ?? {};
      const instancePath = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const high = values.some((v) => v === Infinity);
      const keyword = high ? 'maximum' : 'minimum';
      const limit = high ? schema.maximum : schema.minimum;
      errors.push(
        limit === undefined
          ? {
              keyword: 'type',
              instancePath,
              schemaPath: `#/properties/${key}/type`,
              params: { type: schema.type ?? 'number' },
              message: 'must be a finite number',
            }
          : {
              keyword,
              instancePath,
              schemaPath: `#/properties/${key}/${keyword}`,
              params: { comparison: high ? '<=' : '>=', limit },
              message: `must be ${high ? '<=' : '>='} ${limit}`,
            },
      );
    }
    if (errors.length === 0) return true;
    checked.errors = errors;
    return false;
  };
  return checked;
}

/**
 * The validator factory of every app: bodies on an ajv that never converts types, the other parts
 * (parameters, query string, headers) on Fastify's default, which converts text to the schema's
 * type, guarded by `finiteNumbers`.
 */
export function requestValidators(pool: BuildValidator = AjvCompiler()): BuildValidator {
  return ((externalSchemas: object, options: { customOptions?: object }) => {
    const forBody = pool(
      externalSchemas as never,
      {
        ...options,
        customOptions: { ...options.customOptions, coerceTypes: false },
      } as never,
    ) as unknown as (route: RouteSchema) => Validate;
    const forText = pool(externalSchemas as never, options as never) as unknown as (
      route: RouteSchema,
    ) => Validate;
    return (route: RouteSchema) =>
      route.httpPart === 'body' ? forBody(route) : finiteNumbers(forText(route), route);
  }) as unknown as BuildValidator;
}

/** The schema controller of the server: Fastify's compilers, compiled lazily per route. */
export function lazySchemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const buildValidator: BuildValidator = requestValidators();
  const buildSerializer: BuildSerializer = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: ((...args: Parameters<BuildValidator>) =>
        lazyValidator(buildValidator(...args) as never)) as never,
      buildSerializer: ((...args: Parameters<BuildSerializer>) =>
        lazySerializer(buildSerializer(...args) as never)) as never,
    },
  };
}
