/**
 * Fastify's own schema compilers (ajv for what comes in, fast-json-stringify for what goes out),
 * each route's compiled on its first request instead of at start-up. Compiling every route's
 * schemas took about 200 ms of a restart; a route's first request now pays its own few
 * milliseconds. Tests share eager compilers between apps (server/test/helpers.ts), so a schema
 * that cannot compile still fails there, and the server's tests run this lazy path end to end.
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

/** The schema controller of the server: Fastify's compilers, compiled lazily per route. */
export function lazySchemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const buildValidator: BuildValidator = AjvCompiler();
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
