/**
 * Rate limits of login, registration and the Contact Us form, per phone (email) and per address,
 * with their state in the database: two app instances on one database share it, as two API
 * processes would.
 */
import type { RouteOptions } from 'fastify';
import { RATE_LIMITED } from '../src/plugins/app/rateLimit';
import {
  buildTestApp,
  databases,
  registerMerchant,
  registration,
  useTestDatabase,
} from './helpers';

const LIMITS = { windowSeconds: 600, perPhone: 3, perAddress: 5 };

describe.each(databases())('rate limits on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let routes: RouteOptions[];

  beforeEach(async () => {
    app = buildTestApp(database.db, { rateLimit: LIMITS });
    routes = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.ready();
  });
  afterEach(() => app.close());

  const login = (phone: string, remoteAddress = '203.0.113.1', on = app) =>
    on.inject({
      method: 'POST',
      url: '/api/merchant/login',
      remoteAddress,
      payload: { phone, password: 'not-the-password' },
    });

  const expectLimited = (response: Awaited<ReturnType<typeof login>>) => {
    expect(response.statusCode).toBe(429);
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(LIMITS.windowSeconds);
    expect(response.json()).toEqual({
      message: `Too many attempts. Please try again in ${seconds} seconds.`,
    });
  };

  test('every unauthenticated write is limited', () => {
    const open = routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        [r.method].flat().includes('POST') &&
        ![r.onRequest ?? []].flat().includes(app.requireAuth),
    );
    expect(open.map((r) => r.url).sort()).toEqual(Object.keys(RATE_LIMITED).sort());
  });

  test('login: a phone gets its limit of attempts, whatever the address, then 429', async () => {
    const phone = '09781239999';
    for (let n = 0; n < LIMITS.perPhone; n += 1) {
      expect((await login(phone, `203.0.113.${n + 10}`)).statusCode).toBe(401);
    }
    expectLimited(await login(phone, '203.0.113.99'));
    // The same number spelled the international way is the same phone.
    expectLimited(await login('+95 9 7812 39999', '203.0.113.98'));
    // Another phone is not affected.
    expect((await login('09781238888', '203.0.113.97')).statusCode).toBe(401);
  });

  test('login: an address gets its limit of attempts over any phones, then 429', async () => {
    for (let n = 0; n < LIMITS.perAddress; n += 1) {
      expect((await login(`0978120000${n}`)).statusCode).toBe(401);
    }
    expectLimited(await login('09781200009'));
    expect((await login('09781200009', '198.51.100.7')).statusCode).toBe(401);
  });

  test('even the right password waits once the limit is reached', async () => {
    const { payload } = await registerMerchant(app);
    for (let n = 0; n < LIMITS.perPhone; n += 1) await login(payload.phone, '192.0.2.1');
    const right = await app.inject({
      method: 'POST',
      url: '/api/merchant/login',
      remoteAddress: '192.0.2.2',
      payload: { phone: payload.phone, password: payload.password },
    });
    expectLimited(right);
  });

  test('the window ends: attempts are allowed again', async () => {
    const phone = '09781237777';
    for (let n = 0; n <= LIMITS.perPhone; n += 1) await login(phone);
    expectLimited(await login(phone));
    await database.db.query(`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    expect((await login(phone)).statusCode).toBe(401);
  });

  test('registration is limited per phone and per address', async () => {
    const register = (payload: object, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/merchant/merchantregister', remoteAddress, payload });
    const taken = registration();
    for (let n = 0; n < LIMITS.perPhone; n += 1) {
      const answer = await register(taken, `198.51.100.${n + 1}`);
      expect(answer.statusCode).toBe(n === 0 ? 200 : 422);
    }
    expectLimited(await register(taken, '198.51.100.50'));
    for (let n = 0; n < LIMITS.perAddress; n += 1) {
      expect((await register(registration(), '198.51.100.60')).statusCode).toBe(200);
    }
    expectLimited(await register(registration(), '198.51.100.60'));
    const { rows } = await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(1 + LIMITS.perAddress);
  });

  test('the contact form is limited per address and per email', async () => {
    const contact = (email: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/backend/contact',
        remoteAddress,
        payload: { name: 'Aung', email, message: 'Please call me back soon.' },
      });
    for (let n = 0; n < LIMITS.perPhone; n += 1) {
      expect((await contact('same@example.com', `192.0.2.${n + 1}`)).statusCode).toBe(201);
    }
    expectLimited(await contact('SAME@example.com', '192.0.2.40'));
    for (let n = 0; n < LIMITS.perAddress; n += 1) {
      expect((await contact(`c${n}@example.com`, '192.0.2.50')).statusCode).toBe(201);
    }
    expectLimited(await contact('other@example.com', '192.0.2.50'));
  });

  test('two API instances on one database share the counters', async () => {
    const other = buildTestApp(database.db, { rateLimit: LIMITS });
    try {
      const phone = '09781236666';
      await login(phone, '203.0.113.5', app);
      await login(phone, '203.0.113.5', other);
      await login(phone, '203.0.113.5', app);
      expectLimited(await login(phone, '203.0.113.5', other));
    } finally {
      await other.close();
    }
  });

  test('concurrent attempts are each counted', async () => {
    // One address each, so that only the per-phone limit applies: with both limits in play, which
    // attempts pass depends on the order the two counters happen to be reached in.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('09781235555', `203.0.113.${100 + i}`)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.perPhone);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LIMITS.perPhone);
  });
});
