/**
 * Bad input, generated: thousands of requests across every call with wrong types, missing and
 * extra fields, huge strings and bodies, control characters, broken JSON, negative, fractional
 * and out-of-range numbers, numbers that JSON or a URL turns into Infinity or -0, numbers sent as
 * text, bad ids and tokens, SQL and script fragments. None may get a 5xx, a
 * request that is certainly invalid must get a 4xx in the API's error shapes, and the
 * database changes only for requests it accepted.
 */
import fc from 'fast-check';
import type { PaymentIntent } from '@contract';
import { BODY_LIMIT } from '../src/app';
import { CALLS, INTENT, urlOf, type Call, type CallContext, type Field } from './calls';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';

/** Tables a request could write; the rate limiter's counters are not user data. */
const TABLES = [
  'users',
  'merchants',
  'auth_tokens',
  'pending_orders',
  'pending_order_addons',
  'payment_intents',
  'payments',
  'subscriptions',
  'subscription_addons',
  'billing_information',
  'cards',
  'contact_messages',
  'stores',
  'branches',
  'menu_sections',
  'catalogue_items',
  'photos',
  'photo_variants',
  'otp_challenges',
];
/** Row counts, and revoked tokens (a revocation changes no count), in one round trip. */
const COUNT_ROWS = `SELECT ${TABLES.map((t) => `(SELECT count(*) FROM ${t})::int AS ${t}`).join(', ')},
  (SELECT count(*) FROM auth_tokens WHERE revoked_at IS NOT NULL)::int AS revoked`;

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 2000);

interface Mutation {
  /** What was done, for the failure report. */
  what: string;
  /** True when no server could accept the request. */
  mustFail: boolean;
  merchantId?: string;
  /** The `:id` parameter, as the URL carries it. */
  id?: string;
  authorization?: string | null;
  query?: string;
  /** The body to send (as JSON unless `raw`). */
  body?: (valid: Record<string, unknown>) => unknown;
  raw?: { payload: string; contentType: string };
}

function getPath(target: Record<string, unknown>, path: string): unknown {
  let at: unknown = target;
  for (const key of path.split('.')) at = (at as Record<string, unknown>)[key];
  return at;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown, remove = false) {
  const keys = path.split('.');
  let at: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = keys[keys.length - 1] as string;
  if (remove) delete at[last];
  else at[last] = value;
}

const objectValue = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { minKeys: 1, maxKeys: 3 }),
  fc.array(fc.oneof(fc.integer(), fc.string()), { minLength: 2, maxLength: 4 }),
);

/** Text that some field may well accept: it must never hurt, whatever the answer. */
const nastyButMaybeValid = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "Robert'); DROP TABLE users;--",
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'မင်္ဂလာပါ',
    '👍🏽 café',
    '\u202Eevil',
    '${7*7}',
    ' ',
    '',
    'null',
    '09781230001',
    '4242424242424242',
    // Dates of the right shape outside the years the database stores (it has no year 0).
    '0000-01-01',
    '1999-12-31',
    '9999-12-31',
  ),
  fc.string({ maxLength: 40, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);

/** A JSON literal sent as written: JSON.stringify cannot write `-0`, `1e400` or 400 nines. */
class RawJson {
  constructor(readonly text: string) {}
}

/** Stands for the field's valid value sent as text (`"2"` for `2`): a string is not a number. */
class AsString {}

/** The JSON text of `body`, with each RawJson written as its literal. */
function toJson(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `@@raw${raws.length - 1}@@`;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_match, n: string) => raws[Number(n)] ?? '');
}

const NINES = '9'.repeat(400);

/**
 * Text that a lenient parser turns into a number that no column holds: Infinity (400 nines,
 * 1e400), NaN, -0, 1e308, hexadecimal. As a URL parameter it may be read as a number, but never
 * as one out of range.
 */
const HOSTILE_NUMBER_TEXT = [
  NINES,
  `-${NINES}`,
  '9'.repeat(99),
  '99999999999999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e400',
  '-1e400',
  '-0',
  '0x7fffffffff',
];

const hostileNumber = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_NUMBER_TEXT, '0x10', '1e0', ' 2'),
  fc.constantFrom<unknown>(1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE),
  fc
    .constantFrom(NINES, `-${NINES}`, '1e400', '-1e400', '-0', '1e308', '-0.0')
    .map((text) => new RawJson(text)),
  fc.constant(new AsString()),
);

function shown(value: unknown): string {
  if (value instanceof RawJson) return `written ${value.text.slice(0, 12)}`;
  if (value instanceof AsString) return 'as text';
  return JSON.stringify(value).slice(0, 14);
}

const controlText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\ud800', '\udfff'),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, c, b]) => `a${a}${c}${b}`);

function badValue(field: Field): fc.Arbitrary<{ value: unknown; mustFail: boolean; what: string }> {
  const certain = (arb: fc.Arbitrary<unknown>, what: string) =>
    arb.map((value) => ({ value, mustFail: true, what }));
  const maybe = (arb: fc.Arbitrary<unknown>, what: string) =>
    arb.map((value) => ({ value, mustFail: false, what }));
  const wrongShape = certain(objectValue, 'object or list');
  if (field.kind === 'text') {
    return fc.oneof(
      certain(controlText, 'control character'),
      certain(
        fc.integer({ min: 2_100, max: 20_000 }).map((n) => 'x'.repeat(n)),
        'huge string',
      ),
      wrongShape,
      maybe(nastyButMaybeValid, 'odd text'),
    );
  }
  const numeric = [
    certain(fc.integer({ max: 0 }), 'zero or negative'),
    certain(fc.constantFrom(2 ** 31, 2 ** 53, 1e300, -1e300), 'out of range'),
    certain(fc.constantFrom('abc', 'NaN', '', '1;DROP TABLE users', '<script>'), 'not a number'),
    hostileNumber.map((value) => ({ value, mustFail: true, what: `number ${shown(value)}` })),
    wrongShape,
  ];
  if (field.kind === 'int') {
    numeric.push(
      certain(
        fc.double({ min: 0.01, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
        'fraction',
      ),
    );
  }
  return fc.oneof(...numeric);
}

function mutations(call: Call): fc.Arbitrary<Mutation> {
  const options: Array<fc.Arbitrary<Mutation>> = [
    fc
      .oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...HOSTILE_NUMBER_TEXT))
      .map((q) => ({ what: 'query string', mustFail: false, query: encodeURIComponent(q) })),
  ];
  if (call.id) {
    options.push(
      fc
        .constantFrom('abc', '0', '-1', '1.5', '%00', ...HOSTILE_NUMBER_TEXT)
        .map((id) => ({ what: `id ${id.slice(0, 20)}`, mustFail: true, id })),
    );
  }
  if (call.merchant) {
    options.push(
      fc
        .constantFrom(
          'abc',
          '-1',
          '0',
          '1.5',
          '1e3',
          '99999999999999999999',
          '%00',
          '1%3BDROP%20TABLE%20users',
          '%27%20OR%201%3D1',
          'OTHER',
        )
        .map((merchantId) => ({ what: `merchant id ${merchantId}`, mustFail: true, merchantId })),
    );
  }
  if (call.auth) {
    options.push(
      fc
        .constantFrom(
          null,
          '',
          'Bearer',
          'Bearer ',
          `Bearer ${'x'.repeat(2_000)}`,
          'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
          "Bearer ' OR 1=1 --",
          'Bearer TOKENx',
          'TOKEN',
        )
        .map((authorization) => ({
          what: `authorization ${String(authorization).slice(0, 20)}`,
          mustFail: true,
          authorization,
        })),
    );
  }
  const fields = call.fields ?? [];
  if (call.body) {
    options.push(
      fc
        .oneof(
          fc.string(),
          fc.integer(),
          fc.constant(null),
          fc.boolean(),
          objectValue.filter(Array.isArray),
        )
        .map((value) => ({ what: 'body not an object', mustFail: true, body: () => value })),
      fc
        .constantFrom(
          { payload: '{"phone":', contentType: 'application/json' },
          { payload: '{"a":1}}', contentType: 'application/json' },
          { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
          { payload: 'phone=09781230001', contentType: 'application/x-www-form-urlencoded' },
          { payload: 'hello', contentType: 'text/plain' },
          { payload: `{"x":"${'a'.repeat(BODY_LIMIT)}"}`, contentType: 'application/json' },
        )
        .map((raw) => ({ what: `raw ${raw.payload.slice(0, 20)}`, mustFail: true, raw })),
      fc
        .tuple(
          fc
            .string({ minLength: 1, maxLength: 12 })
            .filter((k) => !fields.some((f) => f.name === k)),
          nastyButMaybeValid,
        )
        .map(([key, value]) => ({
          what: `extra field ${JSON.stringify(key)}`,
          mustFail: true,
          body: (valid) => ({ ...valid, [key]: value }),
        })),
    );
    const required = fields.filter((f) => !f.optional);
    if (required.length > 0) {
      options.push(
        fc.constantFrom(...required).map((field) => ({
          what: `missing ${field.name}`,
          mustFail: true,
          body: (valid) => {
            const copy = structuredClone(valid);
            setPath(copy, field.name, undefined, true);
            return copy;
          },
        })),
      );
    }
    if (fields.length > 0) {
      options.push(
        fc
          .constantFrom(...fields)
          .chain((field) => badValue(field).map((bad) => ({ field, ...bad })))
          .map(({ field, value, mustFail, what }) => ({
            what: `${field.name}: ${what}`,
            mustFail,
            body: (valid) => {
              const copy = structuredClone(valid);
              const text = String(getPath(valid, field.name));
              setPath(copy, field.name, value instanceof AsString ? text : value);
              return copy;
            },
          })),
      );
    }
  }
  return fc.oneof(...options);
}

const requests = fc
  .constantFrom(...CALLS)
  .chain((call) => mutations(call).map((mutation) => ({ call, mutation })));

describe.each(databases())('bad input on %s', (kind) => {
  const database = useTestDatabase(kind);

  test(`${RUNS} generated bad requests across every call: never a 5xx, nothing written`, async () => {
    const app = buildTestApp(database.db);
    await app.ready();
    try {
      let n = 0;
      const fresh = () => {
        n += 1;
        const digits = String(n).padStart(5, '0');
        return { phone: `0979${digits}00`, email: `fuzz${digits}@example.com` };
      };
      const a = await registerMerchant(app, { phone: '09781230001' });
      const b = await registerMerchant(app);
      const intent = await app.inject({
        method: 'POST',
        url: `/api/merchant/createPaymentIntent/${a.user.merchantid}`,
        headers: bearer(a.token),
        payload: INTENT,
      });
      const context: CallContext = {
        intentId: intent.json<PaymentIntent>().id,
        fresh,
        ownPhone: a.payload.phone,
      };
      const counts = async () => (await database.db.query(COUNT_ROWS)).rows[0];

      await fc.assert(
        fc.asyncProperty(requests, async ({ call, mutation }) => {
          // Logging out revokes the token it is given: give it one of its own.
          const token =
            call.route.endsWith('/logout') && mutation.authorization === undefined
              ? await app.issueToken(a.user.userid, a.user.merchantid)
              : a.token;
          const merchantId =
            mutation.merchantId === 'OTHER'
              ? String(b.user.merchantid)
              : (mutation.merchantId ?? String(a.user.merchantid));
          const headers: Record<string, string> = {};
          if (call.auth) {
            const authorization =
              mutation.authorization === undefined
                ? `Bearer ${token}`
                : mutation.authorization?.replace('TOKEN', token);
            if (authorization != null) headers.authorization = authorization;
          }
          let payload: string | undefined;
          if (mutation.raw) {
            headers['content-type'] = mutation.raw.contentType;
            payload = mutation.raw.payload;
          } else if (call.body) {
            const valid = call.body(context);
            headers['content-type'] = 'application/json';
            payload = toJson(mutation.body ? mutation.body(valid) : valid);
          }
          const query = mutation.query ? `?q=${mutation.query}` : '';
          const url = `${urlOf(call, merchantId, mutation.id)}${query}`;

          const before = await counts();
          const response = await app.inject({ method: call.method, url, headers, payload });
          const after = await counts();

          const where = `${call.method} ${call.route} (${mutation.what}) → ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) throw new Error(`5xx: ${where}`);
          if (mutation.mustFail && response.statusCode < 400) {
            throw new Error(`accepted: ${where}`);
          }
          // Every answer says who may keep it (plugins/app/httpCaching.ts); no error may be kept.
          expect({ where, cached: typeof response.headers['cache-control'] }).toEqual({
            where,
            cached: 'string',
          });
          if (response.statusCode >= 400) {
            expect({ where, cached: response.headers['cache-control'] }).toEqual({
              where,
              cached: 'no-store',
            });
            expect({ where, etag: response.headers.etag }).toEqual({ where, etag: undefined });
          }
          // A declined card is recorded as a failed attempt: the one 4xx that writes.
          if (response.statusCode >= 400 && response.statusCode !== 402) {
            expect({ where, counts: after }).toEqual({ where, counts: before });
            const body = response.json<Record<string, unknown>>();
            expect(typeof body.message).toBe('string');
            if (response.statusCode === 422) {
              expect(body).toMatchObject({ status: false, data: { errors: expect.any(Object) } });
            }
          }
        }),
        { numRuns: RUNS },
      );
    } finally {
      await app.close();
    }
  }, 180_000);
});
