/**
 * Bodies built to make the validator work hard: tens of thousands of unknown fields in 1 MiB get a
 * short 422 before validation, many problems get a bounded answer, and an ordinary form still
 * hears about every one of its fields.
 */
import { BODY_LIMIT } from '../src/app';
import { MAX_BODY_FIELDS } from '../src/plugins/app/input';
import { MAX_REPORTED_ERRORS } from '../src/validation';
import { INTENT } from './calls';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';

/** A JSON object of as many `kNNNNN: 1` fields as fit in `bytes`. */
function manyFields(bytes: number, extra: Record<string, unknown> = {}): string {
  const parts = Object.entries(extra).map(
    ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`,
  );
  let size = 2 + parts.join(',').length;
  for (let n = 0; size + 12 < bytes; n += 1) {
    const part = `"k${String(n).padStart(6, '0')}":1`;
    parts.push(part);
    size += part.length + 1;
  }
  return `{${parts.join(',')}}`;
}

/** The English answer to a body with too many fields. */
const TOO_MANY_FIELDS = `The request body must not have more than ${MAX_BODY_FIELDS} fields.`;

/** The answer to a body of too many fields: one message, a few hundred bytes. */
const TOO_MANY = {
  status: false,
  message: TOO_MANY_FIELDS,
  data: { errors: { body: [TOO_MANY_FIELDS] } },
};

describe.each(databases())('large bodies on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  test('1 MiB of tens of thousands of unknown fields answers a 422 of a few hundred bytes', async () => {
    const payload = manyFields(BODY_LIMIT - 16);
    expect(payload.length).toBeGreaterThan(BODY_LIMIT - 64);
    expect(payload.length).toBeLessThanOrEqual(BODY_LIMIT);
    expect(Object.keys(JSON.parse(payload) as object).length).toBeGreaterThan(50_000);
    const { token, user } = await registerMerchant(app);
    for (const [url, headers] of [
      ['/api/merchant/merchantregister', {}],
      ['/api/merchant/login', {}],
      ['/api/backend/contact', {}],
      [`/api/merchant/addAddon/${user.merchantid}`, bearer(token)],
    ] as const) {
      const response = await post(url, payload, headers);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 422 });
      expect(response.json()).toEqual(TOO_MANY);
      expect(response.body.length).toBeLessThan(512);
    }
  });

  test('fields nested inside a known one count too', async () => {
    const { token, user } = await registerMerchant(app);
    const metadata = JSON.parse(manyFields(BODY_LIMIT / 2)) as Record<string, unknown>;
    const response = await post(
      `/api/merchant/createPaymentIntent/${user.merchantid}`,
      JSON.stringify({ ...INTENT, metadata }),
      bearer(token),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(TOO_MANY);
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_intents',
    );
    expect(rows[0]?.n).toBe(0);
  });

  test('up to the limit, unknown fields are named, at most a bounded number of them', async () => {
    const unknown = Object.fromEntries(
      Array.from({ length: MAX_BODY_FIELDS - 10 }, (_, n) => [`unknown${n}`, n]),
    );
    const response = await post(
      '/api/merchant/merchantregister',
      JSON.stringify({ ...unknown, email: 42 }),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; data: { errors: Record<string, string[]> } }>();
    const messages = Object.values(body.data.errors).flat();
    expect(messages).toHaveLength(MAX_REPORTED_ERRORS);
    expect(body.data.errors.unknown0).toEqual(['The unknown0 field is not allowed.']);
    expect(body.message).toBe(`${messages[0] ?? ''} (and ${MAX_REPORTED_ERRORS - 1} more errors)`);
    expect(response.body.length).toBeLessThan(8 * 1024);
  });

  test('an ordinary form still hears about every one of its fields', async () => {
    const response = await post(
      '/api/merchant/merchantregister',
      JSON.stringify({
        username: '',
        shopname: 'x'.repeat(151),
        email: 'not-an-email',
        phone: '12345',
        district_id: '2',
        township_id: 0,
        password: 'short',
        password_confirmation: '',
        surprise: true,
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ data: { errors: object } }>().data.errors).sort()).toEqual([
      'district_id',
      'email',
      'password',
      'password_confirmation',
      'phone',
      'shopname',
      'surprise',
      'township_id',
      'username',
    ]);
  });
});
