/**
 * Who may do what, for every call: merchant A's token on merchant B's id is
 * 403 `Unauthorized to use this merchant`; no token, a wrong token, a logged-out (revoked) token
 * and an expired token are 401 `Token not valid`. The list of calls is checked against the routes
 * the app really has, so a new call cannot escape the matrix.
 */
import type { RouteOptions } from 'fastify';
import type { PaymentIntent } from '@contract';
import { CALLS, INTENT, urlOf, type Call } from './calls';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';

const TOKEN_NOT_VALID = { message: 'Token not valid' };
const NOT_OWN_MERCHANT = { message: 'Unauthorized to use this merchant' };

// Six requests for every guarded call: well past Jest's 5 s on a busy machine.
jest.setTimeout(60_000);

describe.each(databases())('the authorisation matrix on %s', (kind) => {
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

  test('the matrix covers every call of the API, with the guards each needs', () => {
    // The back office's calls take an operator's session, never these tokens: every one of them is
    // walked with every role and token by operatorRoutes.test.ts.
    const api = routes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/admin/'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => ({ ...r, m })))
      .filter((r) => r.m !== 'HEAD');
    expect(api.map((r) => `${r.m} ${r.url}`).sort()).toEqual(
      CALLS.map((c) => `${c.method} ${c.route}`).sort(),
    );
    for (const call of CALLS) {
      const route = api.find((r) => r.m === call.method && r.url === call.route);
      const hooks = [route?.onRequest ?? []].flat();
      expect({ call: call.route, auth: hooks.includes(app.requireAuth) }).toEqual({
        call: call.route,
        auth: call.auth,
      });
      expect({ call: call.route, own: hooks.includes(app.requireOwnMerchant) }).toEqual({
        call: call.route,
        own: call.merchant,
      });
    }
  });

  test('A on B is 403; no, wrong, revoked and expired tokens are 401 — on every call', async () => {
    const a = await registerMerchant(app);
    const b = await registerMerchant(app);
    const intent = await app.inject({
      method: 'POST',
      url: `/api/merchant/createPaymentIntent/${b.user.merchantid}`,
      headers: bearer(b.token),
      payload: INTENT,
    });
    const context = {
      intentId: intent.json<PaymentIntent>().id,
      fresh: () => ({ phone: '09420000001', email: 'matrix@example.com' }),
      ownPhone: a.payload.phone,
    };
    const revoked = await registerMerchant(app);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/merchant/logout',
          headers: bearer(revoked.token),
        })
      ).statusCode,
    ).toBe(204);
    const expired = await registerMerchant(app);
    await database.db.query(
      `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [expired.user.userid],
    );

    const send = (call: Call, merchantId: number, authorization?: string) =>
      app.inject({
        method: call.method,
        url: urlOf(call, merchantId),
        headers: authorization === undefined ? {} : { authorization },
        ...(call.body ? { payload: call.body(context) } : {}),
      });

    const guarded = CALLS.filter((c) => c.auth);
    expect(guarded.filter((c) => c.merchant)).toHaveLength(103);
    const answers: Array<{ call: string; who: string; status: number; body: unknown }> = [];
    const expected: typeof answers = [];
    for (const call of guarded) {
      // Logout last among the checks of A: it revokes A's token.
      const cases: Array<[string, number, string | undefined, number, unknown]> = [
        ['no token', a.user.merchantid, undefined, 401, TOKEN_NOT_VALID],
        [
          'wrong token',
          a.user.merchantid,
          `Bearer ${a.token.slice(0, -2)}xy`,
          401,
          TOKEN_NOT_VALID,
        ],
        ['not bearer', a.user.merchantid, a.token, 401, TOKEN_NOT_VALID],
        ['revoked token', revoked.user.merchantid, `Bearer ${revoked.token}`, 401, TOKEN_NOT_VALID],
        ['expired token', expired.user.merchantid, `Bearer ${expired.token}`, 401, TOKEN_NOT_VALID],
      ];
      if (call.merchant) {
        cases.push(['A on B', b.user.merchantid, `Bearer ${a.token}`, 403, NOT_OWN_MERCHANT]);
      }
      for (const [who, merchantId, authorization, status, body] of cases) {
        const response = await send(call, merchantId, authorization);
        answers.push({ call: call.route, who, status: response.statusCode, body: response.json() });
        expected.push({ call: call.route, who, status, body });
      }
    }
    expect(answers).toEqual(expected);

    // And B's data is untouched by all of it.
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM payments)::int + (SELECT count(*) FROM pending_orders)::int
            + (SELECT count(*) FROM cards)::int + (SELECT count(*) FROM billing_information)::int
            + (SELECT count(*) FROM stores)::int + (SELECT count(*) FROM branches)::int
            + (SELECT count(*) FROM menu_sections)::int + (SELECT count(*) FROM catalogue_items)::int
            + (SELECT count(*) FROM photos)::int AS n`,
    );
    expect(rows[0]?.n).toBe(0);

    // The same calls with the right token and id get past both guards (to the plan's, for the
    // calls of a feature A's plan lacks: A has none).
    for (const call of guarded.filter((c) => c.merchant)) {
      const response = await send(call, a.user.merchantid, `Bearer ${a.token}`);
      const passed = call.feature
        ? response.statusCode === 403 &&
          response.json().message === 'Your plan does not include this feature'
        : ![401, 403].includes(response.statusCode);
      expect({ call: call.route, passed }).toEqual({ call: call.route, passed: true });
    }
  });
});
