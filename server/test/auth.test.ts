import { buildTestApp, bearer, databases, registerMerchant, useTestDatabase } from './helpers';

describe.each(databases())('bearer tokens on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  /** A route guarded like the later merchant calls (`/merchant/addPlan/{merchantId}` etc.). */
  const OWN_MERCHANT_ROUTE = '/api/test/merchant';

  beforeEach(async () => {
    app = buildTestApp(database.db, { tokenTtlHours: 2 });
    await app.register(async (instance) => {
      instance.post(
        `${OWN_MERCHANT_ROUTE}/:merchantId`,
        {
          config: { merchantAccess: 'self' },
          onRequest: [instance.requireAuth, instance.requireOwnMerchant],
        },
        async (request) => ({ merchantId: request.auth?.merchantId, userId: request.auth?.userId }),
      );
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const categories = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/backend/getCategories', headers });
  const expectTokenNotValid = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token not valid' });
  };

  test('refuses a missing, malformed or unknown token', async () => {
    const { token } = await registerMerchant(app);
    expectTokenNotValid(await categories());
    expectTokenNotValid(await categories({ authorization: token }));
    expectTokenNotValid(await categories({ authorization: `Basic ${token}` }));
    expectTokenNotValid(await categories({ authorization: 'Bearer ' }));
    expectTokenNotValid(await categories(bearer(`${token}x`)));
    expectTokenNotValid(await categories(bearer('not a token')));
    expect((await categories(bearer(token))).statusCode).toBe(200);
    expect((await categories({ authorization: `bearer  ${token}` })).statusCode).toBe(200);
    expect((await categories({ authorization: `BEARER ${token}` })).statusCode).toBe(200);
  });

  test('refuses an expired token', async () => {
    const { token } = await registerMerchant(app);
    await database.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second'`);
    expectTokenNotValid(await categories(bearer(token)));
  });

  test('tokens expire after TOKEN_TTL_HOURS', async () => {
    await registerMerchant(app);
    const { rows } = await database.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM auth_tokens`,
    );
    expect(rows).toEqual([{ hours: 2 }]);
  });

  test('logout revokes the token and answers 204', async () => {
    const { token } = await registerMerchant(app);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/merchant/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expectTokenNotValid(await categories(bearer(token)));
    // A revoked token cannot log out again either.
    expectTokenNotValid(
      await app.inject({ method: 'POST', url: '/api/merchant/logout', headers: bearer(token) }),
    );
  });

  test('logout revokes only its own token', async () => {
    const registered = await registerMerchant(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/merchant/login',
      payload: { phone: registered.payload.phone, password: registered.payload.password },
    });
    const second: string = login.json().token;
    await app.inject({
      method: 'POST',
      url: '/api/merchant/logout',
      headers: bearer(registered.token),
    });
    expect((await categories(bearer(second))).statusCode).toBe(200);
  });

  test('logout without a token is 401', async () => {
    expectTokenNotValid(await app.inject({ method: 'POST', url: '/api/merchant/logout' }));
  });

  test('requireOwnMerchant lets a merchant act on its own id only', async () => {
    const mine = await registerMerchant(app);
    const theirs = await registerMerchant(app);
    const call = (merchantId: number | string, token?: string) =>
      app.inject({
        method: 'POST',
        url: `${OWN_MERCHANT_ROUTE}/${merchantId}`,
        headers: token ? bearer(token) : {},
      });

    const own = await call(mine.user.merchantid, mine.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ merchantId: mine.user.merchantid, userId: mine.user.userid });

    for (const id of [theirs.user.merchantid, 'abc', 0]) {
      const other = await call(id, mine.token);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ message: 'Unauthorized to use this merchant' });
    }
    // No token: 401 comes before the merchant check.
    expectTokenNotValid(await call(mine.user.merchantid));
  });
});
