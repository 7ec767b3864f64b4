/**
 * Customers sign in with a phone and a one-time code; their tokens and the merchants' never pass
 * each other's guard, on any route the app has.
 */
import type { RouteOptions } from 'fastify';
import { apiPaths } from '@contract/apiPaths';
import type { Customer, CustomerSignInResponse } from '@contract/orders';
import type { SendOtpResponse } from '@contract/otp';
import { CALLS } from './calls';
import { signInCustomer } from './customerKit';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';

const TOKEN_NOT_VALID = { message: 'Token not valid' };
const url = (path: string) => `/api/${path}`;

describe.each(databases())('customers on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let routes: RouteOptions[];

  beforeEach(async () => {
    app = buildTestApp(database.db);
    routes = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.ready();
  });
  afterEach(() => app.close());

  const sendOtp = (phone: string) =>
    app.inject({ method: 'POST', url: url(apiPaths.customerSendOtp), payload: { phone } });
  const signIn = (phone: string, otp: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: url(apiPaths.customerSignIn),
      payload: { phone, otp },
      headers,
    });
  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: url(apiPaths.customerMe), headers });
  const customerRows = async () =>
    (await database.db.query('SELECT id, phone, name FROM customers ORDER BY id')).rows;

  test('a new customer signs in with the sandbox code, unnamed; a returning one is the same customer', async () => {
    const sent = await sendOtp('+95 9 7900 00011');
    expect(sent.statusCode).toBe(200);
    const body = sent.json<SendOtpResponse>();
    expect(body).toMatchObject({
      status: true,
      message: 'OTP sent.',
      data: { phone: '09790000011', expires_in: 300, resend_in: 60 },
    });
    expect(body.data.code).toMatch(/^\d{6}$/);
    expect(await customerRows()).toEqual([]);

    const first = await signIn('09 7900 00011', body.data.code!);
    expect(first.statusCode).toBe(200);
    const signedIn = first.json<CustomerSignInResponse>();
    expect(signedIn.customer).toEqual({
      id: expect.any(Number),
      phone: '09790000011',
      name: null,
    });
    expect(signedIn.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await customerRows()).toEqual([
      { id: signedIn.customer.id, phone: '09790000011', name: null },
    ]);
    // The code is used up.
    expect((await signIn('09790000011', body.data.code!)).statusCode).toBe(422);

    // Named, signed out, back again: the same customer, with the name, and a new token.
    const named = await app.inject({
      method: 'PUT',
      url: url(apiPaths.customerMe),
      headers: bearer(signedIn.token),
      payload: { name: '  Ma Hnin Wai ' },
    });
    expect(named.json<Customer>()).toEqual({ ...signedIn.customer, name: 'Ma Hnin Wai' });
    const out = await app.inject({
      method: 'POST',
      url: url(apiPaths.customerSignOut),
      headers: bearer(signedIn.token),
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await me(bearer(signedIn.token))).json()).toEqual(TOKEN_NOT_VALID);

    // A minute later (the resend gap), the customer signs in again.
    await database.db.query(`UPDATE otp_challenges SET sent_at = sent_at - interval '61 seconds'`);
    const again = await signInCustomer(app, '09790000011');
    expect(again.customer).toEqual({ ...signedIn.customer, name: 'Ma Hnin Wai' });
    expect(again.token).not.toBe(signedIn.token);
    expect((await me(again.headers)).json()).toEqual(again.customer);
    expect(await customerRows()).toHaveLength(1);
    const tokens = await database.db.query<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM customer_tokens ORDER BY id',
    );
    expect(tokens.rows).toEqual([{ revoked: true }, { revoked: false }]);
  });

  test('a wrong code is 422 with the tries left, in the reader language, and creates nobody', async () => {
    const code = (await sendOtp('09790000012')).json<SendOtpResponse>().data.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await signIn('09790000012', wrong);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      status: false,
      reason: 'invalid',
      tries_left: 4,
      data: { errors: { otp: ['Invalid OTP. Please try again. 4 tries left.'] } },
    });
    const burmese = await signIn('09790000012', wrong, { 'accept-language': 'my' });
    expect(burmese.json()).toMatchObject({ reason: 'invalid', tries_left: 3 });
    expect(burmese.json().message).not.toBe(answer.json().message);
    // A code sent to another phone proves nothing for this one.
    const other = (await sendOtp('09790000013')).json<SendOtpResponse>().data.code!;
    if (other !== code) expect((await signIn('09790000012', other)).statusCode).toBe(422);
    expect(await customerRows()).toEqual([]);
    expect(await database.db.query('SELECT 1 FROM customer_tokens')).toEqual({ rows: [] });
    // The right code still works.
    expect((await signIn('09790000012', code)).statusCode).toBe(200);
  });

  test('a merchant phone code does not sign a customer in', async () => {
    const merchant = await registerMerchant(app);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/merchant/sendOtp/${merchant.user.merchantid}`,
      headers: bearer(merchant.token),
      payload: { phone: merchant.payload.phone },
    });
    const code = sent.json<SendOtpResponse>().data.code!;
    const answer = await signIn(merchant.payload.phone, code);
    expect(answer.statusCode).toBe(422);
    expect(await customerRows()).toEqual([]);
  });

  test('the name: required, at most its length, trimmed; GET and PUT need a customer token', async () => {
    const c = await signInCustomer(app, '09790000014');
    const put = (payload: unknown, headers = c.headers) =>
      app.inject({
        method: 'PUT',
        url: url(apiPaths.customerMe),
        headers,
        payload: payload as object,
      });
    expect((await put({ name: '   ' })).statusCode).toBe(422);
    expect((await put({ name: 'x'.repeat(101) })).statusCode).toBe(422);
    expect((await put({ name: 42 })).statusCode).toBe(422);
    expect((await put({ name: 'Ko Ko', phone: '09790000099' })).statusCode).toBe(422);
    expect((await me(c.headers)).json<Customer>().name).toBeNull();
    const burmese = await put({ name: 'မောင်ကိုကို' });
    expect(burmese.json<Customer>()).toEqual({ ...c.customer, name: 'မောင်ကိုကို' });
    expect((await me({})).json()).toEqual(TOKEN_NOT_VALID);
    expect((await put({ name: 'Ko Ko' }, {})).statusCode).toBe(401);
    const my = await me({ 'accept-language': 'my' });
    expect(my.statusCode).toBe(401);
    expect(my.json().message).not.toBe('Token not valid');
  });

  test('the calls list knows which calls need a customer token', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/'));
    for (const call of CALLS) {
      const route = api.find(
        (r) => [r.method].flat().includes(call.method) && r.url === call.route,
      );
      const hooks = [route?.onRequest ?? []].flat();
      expect({ call: call.route, customer: hooks.includes(app.requireCustomer) }).toEqual({
        call: call.route,
        customer: call.customer ?? false,
      });
    }
  });

  test('a customer token is refused on every merchant route, a merchant token on every customer route', async () => {
    const merchant = await registerMerchant(app);
    const customer = await signInCustomer(app, '09790000015', 'Ma Su');
    const api = routes
      .filter((r) => r.url.startsWith('/api/'))
      .flatMap((r) => [r.method].flat().map((method) => ({ route: r, method })))
      .filter(({ method }) => method !== 'HEAD');
    const hooksOf = (r: RouteOptions) => [r.onRequest ?? []].flat();
    const merchantRoutes = api.filter(({ route }) => hooksOf(route).includes(app.requireAuth));
    const customerRoutes = api.filter(({ route }) => hooksOf(route).includes(app.requireCustomer));
    expect(merchantRoutes.length).toBeGreaterThanOrEqual(30);
    expect(customerRoutes.map(({ method, route }) => `${method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        `POST /api/${apiPaths.customerSignOut}`,
        `GET /api/${apiPaths.customerMe}`,
        `PUT /api/${apiPaths.customerMe}`,
      ]),
    );
    // No route takes both kinds.
    expect(merchantRoutes.filter((r) => customerRoutes.includes(r))).toEqual([]);

    const fill = (path: string) =>
      path
        .replace(':merchantId', String(merchant.user.merchantid))
        .replace(':photoId', 'ph_noSuchPhoto')
        .replace(/:(\w+)/g, '1');
    const send = (method: string, path: string, authorization: string) =>
      app.inject({
        method: method as 'GET',
        url: fill(path),
        headers: { authorization, 'idempotency-key': 'k-1' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
    const answers: Array<[string, number, unknown]> = [];
    for (const { method, route } of merchantRoutes) {
      const answer = await send(method, route.url, `Bearer ${customer.token}`);
      answers.push([`${method} ${route.url}`, answer.statusCode, answer.json()]);
    }
    for (const { method, route } of customerRoutes) {
      const answer = await send(method, route.url, `Bearer ${merchant.token}`);
      answers.push([`${method} ${route.url}`, answer.statusCode, answer.json()]);
    }
    expect(answers).toEqual(
      [...merchantRoutes, ...customerRoutes].map(({ method, route }) => [
        `${method} ${route.url}`,
        401,
        TOKEN_NOT_VALID,
      ]),
    );
    // Each token still works where it belongs.
    expect((await me(customer.headers)).statusCode).toBe(200);
    const dashboard = await app.inject({
      method: 'GET',
      url: `/api/merchant/dashboard/${merchant.user.merchantid}`,
      headers: bearer(merchant.token),
    });
    expect(dashboard.statusCode).toBe(200);
  });
});
