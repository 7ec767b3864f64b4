/**
 * The server compiles each route's schemas on its first request (src/schemaCompilers.ts); the
 * other suites use eager compilers. An app of each kind must answer alike.
 */
import type { InjectOptions } from 'fastify';
import { lazySchemaController } from '../src/schemaCompilers';
import {
  bearer,
  buildTestApp,
  databases,
  registerMerchant,
  registration,
  useTestDatabase,
} from './helpers';

describe.each(databases())('lazily compiled schemas on %s', (kind) => {
  const database = useTestDatabase(kind);
  let lazy: ReturnType<typeof buildTestApp>;
  let eager: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    lazy = buildTestApp(database.db, {}, { lazySchemas: true });
    eager = buildTestApp(database.db);
    await Promise.all([lazy.ready(), eager.ready()]);
  });
  afterEach(() => Promise.all([lazy.close(), eager.close()]));

  const both = async (request: InjectOptions) => {
    const [a, b] = await Promise.all([lazy.inject(request), eager.inject(request)]);
    return {
      lazy: { status: a.statusCode, body: a.json() },
      eager: { status: b.statusCode, body: b.json() },
    };
  };

  test('a bad body gets the same 422, every problem named, on its first and later requests', async () => {
    const payload = { ...registration(), phone: 'not a phone', email: 42, surprise: true };
    for (let round = 0; round < 2; round += 1) {
      const answers = await both({
        method: 'POST',
        url: '/api/merchant/merchantregister',
        payload,
      });
      expect(answers.lazy.status).toBe(422);
      expect(answers.lazy).toEqual(answers.eager);
      expect(JSON.stringify(answers.lazy.body)).toMatch(/surprise/);
      expect(JSON.stringify(answers.lazy.body)).toMatch(/email/);
    }
  });

  test('a body keeps its types; a URL parameter becomes a number, never an infinite one', async () => {
    const { token, user } = await registerMerchant(eager);
    const headers = bearer(token);
    await eager.inject({
      method: 'POST',
      url: `/api/merchant/addPlan/${user.merchantid}`,
      headers,
      payload: { plan_id: 2, duration_month: 6 },
    });
    const addon = (quantity: unknown) =>
      both({
        method: 'POST',
        url: `/api/merchant/addAddon/${user.merchantid}`,
        headers,
        payload: { addon_type_id: 1, quantity },
      });
    for (const quantity of ['2', '9'.repeat(400), 'Infinity', '-0']) {
      const answers = await addon(quantity);
      expect(answers.lazy).toEqual(answers.eager);
      expect(answers.lazy).toEqual({
        status: 422,
        body: {
          status: false,
          message: 'The quantity field must be an integer.',
          data: { errors: { quantity: ['The quantity field must be an integer.'] } },
        },
      });
    }
    expect((await addon(2)).lazy.status).toBe(200);

    const plans = (id: string) =>
      both({ method: 'GET', url: `/api/merchant/getPlans/${id}`, headers });
    const tooLarge = 'The id field must not be greater than 2147483647.';
    const tooSmall = 'The id field must be at least 1.';
    const notInteger = 'The id field must be an integer.';
    for (const [id, message] of [
      ['Infinity', tooLarge],
      ['1e400', tooLarge],
      ['9'.repeat(99), tooLarge],
      ['1e308', tooLarge],
      ['-Infinity', tooSmall],
      ['-0', tooSmall],
      ['NaN', notInteger],
    ] as const) {
      const answers = await plans(id);
      expect(answers.lazy).toEqual(answers.eager);
      expect(answers.lazy).toEqual({
        status: 422,
        body: { status: false, message, data: { errors: { id: [message] } } },
      });
    }
    // Text is still read as the number it spells.
    for (const id of ['1', '1e0', '2']) {
      const answers = await plans(id);
      expect(answers.lazy.status).toBe(200);
      expect(answers.lazy).toEqual(answers.eager);
    }
  });

  test('answers are serialized by the same response schemas', async () => {
    for (const url of [
      '/api/backend/getplans',
      '/api/backend/getaddons',
      '/api/backend/getDistricts',
    ]) {
      const answers = await both({ method: 'GET', url });
      expect(answers.lazy.status).toBe(200);
      expect(answers.lazy).toEqual(answers.eager);
    }
  });
});

describe('lazySchemaController', () => {
  test('compiles a route only when it is first used, and keeps the validator errors', () => {
    const controller = lazySchemaController();
    const factory = controller.compilersFactory as unknown as {
      buildValidator: (
        external: object,
        options: object,
      ) => (route: object) => {
        (data: unknown): unknown;
        errors?: Array<{ message?: string }> | null;
      };
    };
    const compile = factory.buildValidator({}, { customOptions: { allErrors: true } });
    // A schema ajv cannot compile: nothing fails until the validator is first called.
    const broken = compile({
      schema: { type: 'not-a-type' },
      method: 'GET',
      url: '/x',
      httpPart: 'body',
    });
    expect(() => broken({})).toThrow();

    const validate = compile({
      schema: { type: 'object', required: ['a', 'b'], properties: { a: { type: 'string' } } },
      method: 'POST',
      url: '/y',
      httpPart: 'body',
    });
    expect(validate({ a: {} })).toBe(false);
    expect(validate.errors?.map((error) => error.message)).toEqual([
      "must have required property 'b'",
      'must be string',
    ]);
    expect(validate({ a: 'x', b: 2 })).toBe(true);
  });
});
