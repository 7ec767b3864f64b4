/**
 * Roles by routes: every `/api/admin` route registered (whatever the back office's parts add),
 * called by an operator of every role. A role the route's access does not list gets 403; a role
 * it lists never gets 401 or 403 (whatever else its empty request earns). No token, a merchant's
 * token, a customer's token and an operator session still at its enrolment or its second factor
 * get 401 on every route that needs a signed-in operator; an operator's token gets 401 on the
 * merchants' and customers' routes.
 */
import {
  OPERATOR_ACCESS,
  OPERATOR_ROLES,
  type OperatorAccess,
  type OperatorRole,
} from '@contract/operators';
import type { App } from '../src/app';
import type { OperatorRoute } from '../src/plugins/app/operatorAuth';
import { signInCustomer } from './customerKit';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';
import { insertOperator } from './operatorKit';

jest.setTimeout(120_000);

/** The routes registered when this was written: the walk must cover at least these many. */
const AT_LEAST = 6;

const isPart = (access: OperatorRoute['access']): access is OperatorAccess =>
  Object.hasOwn(OPERATOR_ACCESS, access);

/** A route's URL with each parameter filled in. */
const urlOf = (route: OperatorRoute) => route.url.replace(/:[A-Za-z]+/g, '1');

describe.each(databases())('operator routes by role on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  const call = (route: OperatorRoute, headers: Record<string, string> = {}) =>
    app.inject({
      method: route.method as 'GET',
      url: urlOf(route),
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  test('each role gets exactly the routes its access lists', async () => {
    const routes = app.operatorRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(AT_LEAST);
    const operators = new Map<OperatorRole, number>();
    for (const role of OPERATOR_ROLES) {
      operators.set(role, (await insertOperator(database.db, role)).operatorId);
    }
    let walked = 0;
    for (const route of routes) {
      if (!isPart(route.access) && route.access !== 'active') continue;
      for (const role of OPERATOR_ROLES) {
        // A token of its own for each call: signing out ends the one it is called with.
        const token = await app.issueOperatorToken(operators.get(role)!, 'active');
        const answer = await call(route, bearer(token));
        const allowed =
          route.access === 'active' ||
          (OPERATOR_ACCESS[route.access] as readonly OperatorRole[]).includes(role);
        const seen = { route: `${route.method} ${route.url}`, role, status: answer.statusCode };
        if (allowed) {
          // Shown whole when it fails: which route, which role, what status.
          expect([401, 403].includes(seen.status) ? seen : 'let in').toBe('let in');
        } else {
          expect(seen).toEqual({ ...seen, status: 403 });
          expect(answer.json()).toEqual({ message: 'Your role does not allow this.' });
        }
      }
      walked += 1;
    }
    // Every route that needs a signed-in operator was walked (the sign-in's own steps aside).
    const guarded = routes.filter((r) => isPart(r.access) || r.access === 'active');
    expect(walked).toBe(guarded.length);
    expect(walked).toBeGreaterThanOrEqual(2);
  });

  test('no token, others kinds of token and unfinished sign-ins get 401 everywhere', async () => {
    const merchant = await registerMerchant(app);
    const customer = await signInCustomer(app, '09790001111');
    const { operatorId } = await insertOperator(database.db, 'admin');
    const enrolling = await app.issueOperatorToken(operatorId, 'enrol');
    const secondFactor = await app.issueOperatorToken(operatorId, 'second_factor');
    const callers: Record<string, Record<string, string>> = {
      'no token': {},
      'a merchant': bearer(merchant.token),
      'a customer': customer.headers,
      'an operator enrolling': bearer(enrolling),
      'an operator at the second factor': bearer(secondFactor),
      'a made-up token': bearer('x'.repeat(43)),
    };
    const guarded = app.operatorRoutes.filter((r) => isPart(r.access) || r.access === 'active');
    expect(guarded.length).toBeGreaterThanOrEqual(2);
    for (const route of guarded) {
      for (const [who, headers] of Object.entries(callers)) {
        const answer = await call(route, headers);
        const seen = { route: `${route.method} ${route.url}`, who, status: answer.statusCode };
        expect(seen).toEqual({ ...seen, status: 401 });
      }
    }
    // And a stage's routes refuse the other stages and an active session.
    const active = await app.issueOperatorToken(operatorId, 'active');
    for (const route of app.operatorRoutes.filter(
      (r) => r.access === 'enrol' || r.access === 'second_factor',
    )) {
      const other = route.access === 'enrol' ? secondFactor : enrolling;
      for (const token of [active, other]) {
        expect({ route: route.url, status: (await call(route, bearer(token))).statusCode }).toEqual(
          {
            route: route.url,
            status: 401,
          },
        );
      }
    }
  });

  test("an operator's token opens no merchant's or customer's route", async () => {
    const merchant = await registerMerchant(app);
    const { operatorId } = await insertOperator(database.db, 'admin');
    const token = await app.issueOperatorToken(operatorId, 'active');
    const id = merchant.user.merchantid;
    const calls: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string }> = [
      { method: 'GET', url: `/api/merchant/dashboard/${id}` },
      { method: 'GET', url: `/api/merchant/shopDetails/${id}` },
      { method: 'GET', url: `/api/merchant/otpStatus/${id}` },
      { method: 'POST', url: '/api/merchant/logout' },
      { method: 'GET', url: '/api/customer/me' },
      { method: 'GET', url: '/api/customer/orders' },
      { method: 'POST', url: '/api/customer/signOut' },
    ];
    for (const { method, url } of calls) {
      const answer = await app.inject({ method, url, headers: bearer(token) });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 401 });
    }
  });
});
