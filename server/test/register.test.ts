import { hashToken } from '../src/security/tokens';
import {
  bearer,
  buildTestApp,
  databases,
  registerMerchant,
  registration,
  useTestDatabase,
} from './helpers';

const URL = '/api/merchant/merchantregister';

describe.each(databases())('POST /api/merchant/merchantregister on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const register = (payload: unknown) =>
    app.inject({ method: 'POST', url: URL, payload: payload as object });
  const count = async (table: string) => {
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}`,
    );
    return rows[0]?.n;
  };

  test('creates the user and the merchant and answers a token, the user and the merchant', async () => {
    const payload = registration({ username: 'Aung Aung', shopname: 'Shwe Yee Tea House' });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: 'Registration successful',
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: {
          userid: expect.any(Number),
          username: 'Aung Aung',
          name: 'Aung Aung',
          shopname: 'Shwe Yee Tea House',
          merchantid: expect.any(Number),
          phone: payload.phone,
          email: payload.email,
        },
        merchant: { name: 'Shwe Yee Tea House', id: body.data.user.merchantid },
      },
    });
    expect(await count('users')).toBe(1);
    expect(await count('merchants')).toBe(1);

    // The token works at once.
    const categories = await app.inject({
      method: 'GET',
      url: '/api/backend/getCategories',
      headers: bearer(body.data.token),
    });
    expect(categories.statusCode).toBe(200);
  });

  test('stores the password only as an argon2id hash and the token only as its SHA-256', async () => {
    const { payload, token } = await registerMerchant(app, {
      password: 'golden-rock-42',
      password_confirmation: 'golden-rock-42',
    });
    const { rows } = await database.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE phone = $1',
      [payload.phone],
    );
    const stored = rows[0]?.password_hash ?? '';
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain('golden-rock-42');
    const tokens = await database.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM auth_tokens',
    );
    expect(tokens.rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);
  });

  test('stores the phone without spaces, in its local form', async () => {
    const first = await registerMerchant(app, { phone: ' 09 7812 3456 ' });
    expect(first.user.phone).toBe('0978123456');
    const second = await registerMerchant(app, { phone: '+95 9 7812 3457' });
    expect(second.user.phone).toBe('0978123457');
  });

  test('gives district merchant ids numbered per district', async () => {
    const login = async (phone: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/merchant/login',
          payload: { phone, password: 'golden-rock-42' },
        })
      ).json<{
        merchantUser: { district_merchant_id: string };
      }>().merchantUser.district_merchant_id;
    const east1 = await registerMerchant(app, { district_id: 1 });
    const east2 = await registerMerchant(app, { district_id: 1 });
    const mandalay = await registerMerchant(app, { district_id: 5, township_id: 50 });
    expect(await login(east1.payload.phone)).toBe('YGN-E-000001');
    expect(await login(east2.payload.phone)).toBe('YGN-E-000002');
    expect(await login(mandalay.payload.phone)).toBe('MDY-000001');
  });

  test('rejects a password confirmation that does not match, creating nothing', async () => {
    const response = await register(
      registration({ password: 'golden-rock-42', password_confirmation: 'golden-rock-43' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: 'The password confirmation does not match.',
      data: { errors: { password_confirmation: ['The password confirmation does not match.'] } },
    });
    expect(await count('users')).toBe(0);
  });

  test('names every missing field', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe(false);
    expect(body.data.errors).toEqual({
      username: ['The user name field is required.'],
      shopname: ['The shop name field is required.'],
      email: ['The email field is required.'],
      phone: ['The phone field is required.'],
      district_id: ['The district field is required.'],
      township_id: ['The township field is required.'],
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
    expect(body.message).toBe('The user name field is required. (and 7 more errors)');
  });

  test('treats blank text as missing', async () => {
    const response = await register(registration({ username: '   ', email: '' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({
      username: ['The user name field is required.'],
      email: ['The email field is required.'],
    });
  });

  test('explains malformed fields', async () => {
    const response = await register(
      registration({
        email: 'aung-at-example.com',
        phone: '12345',
        district_id: 'east',
        password: 'short',
        password_confirmation: 'short',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      phone: [
        'The phone field must be a Myanmar mobile number, such as 09 7812 3456 or +95 9 7812 3456.',
      ],
      district_id: ['The district field must be an integer.'],
      password: ['The password field must be at least 8 characters.'],
    });
  });

  test('refuses numeric ids sent as text: a JSON body keeps its types, writing nothing', async () => {
    const response = await register(registration({ district_id: '2', township_id: '16' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({
      district_id: ['The district field must be an integer.'],
      township_id: ['The township field must be an integer.'],
    });
    const { rows } = await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(0);
  });

  test('rejects a body that is not a JSON object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ body: ['The request body must be an object.'] });
  });

  test('rejects malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  test('rejects a district or township that does not exist', async () => {
    const response = await register(registration({ district_id: 9999, township_id: 9999 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({
      district_id: ['The selected district is invalid.'],
      township_id: ['The selected township is invalid.'],
    });
    expect(await count('users')).toBe(0);
  });

  test('rejects a phone already registered, in any spelling', async () => {
    await registerMerchant(app, { phone: '09781234567' });
    const response = await register(registration({ phone: '+95 9 7812 34567' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: 'The phone has already been taken.',
      data: { errors: { phone: ['The phone has already been taken.'] } },
    });
    expect(await count('users')).toBe(1);
  });

  test('rejects an email already registered, whatever its case', async () => {
    await registerMerchant(app, { email: 'thida@example.com' });
    const response = await register(registration({ email: 'Thida@Example.com' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  test('reports a taken phone and a taken email together', async () => {
    const first = await registerMerchant(app);
    const response = await register(
      registration({ phone: first.payload.phone, email: first.payload.email }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({
      email: ['The email has already been taken.'],
      phone: ['The phone has already been taken.'],
    });
  });

  test('lets only one of two simultaneous registrations of a phone succeed', async () => {
    const phone = '09799999999';
    const responses = await Promise.all([
      register(registration({ phone })),
      register(registration({ phone })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const rejected = responses.find((r) => r.statusCode === 422);
    expect(rejected?.json().data.errors).toEqual({ phone: ['The phone has already been taken.'] });
    expect(await count('users')).toBe(1);
    expect(await count('merchants')).toBe(1);
  });
});
