/**
 * Rate limits of login, registration and the Contact Us form, per phone (email), per address and,
 * for login, failures per phone and address, with their state in the database: two app instances
 * on one database share it, as two API processes would. The address is the socket's, or a trusted
 * proxy's X-Forwarded-For.
 */
import type { RouteOptions } from 'fastify';
import { RATE_LIMITED } from '../src/plugins/app/rateLimit';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { DEFAULT_OTP_CONFIG } from '../src/otp/config';
import {
  buildTestApp,
  databases,
  registerMerchant,
  registration,
  useTestDatabase,
} from './helpers';

const LIMITS = { windowSeconds: 600, perPhone: 3, perAddress: 5 };
/** The one-time codes' limits set to the same numbers, so every limited call counts alike here. */
const OTP = { ...DEFAULT_OTP_CONFIG, sendLimits: LIMITS, verifyLimits: LIMITS };

describe.each(databases())('rate limits on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let routes: RouteOptions[];

  beforeEach(async () => {
    app = buildTestApp(database.db, { rateLimit: LIMITS, otp: OTP });
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

  test('every unauthenticated write is limited, and so are the one-time codes', () => {
    const posts = routes.filter(
      (r) => r.url.startsWith('/api/') && [r.method].flat().includes('POST'),
    );
    // A customer token guards a call as a merchant's does, and so does an operator's session
    // (every back-office route but the sign-in itself).
    const open = posts.filter((r) => {
      const hooks = [r.onRequest ?? []].flat();
      const operatorAccess = r.config?.operatorAccess;
      if (operatorAccess !== undefined && operatorAccess !== 'public') return false;
      return !hooks.includes(app.requireAuth) && !hooks.includes(app.requireCustomer);
    });
    const codes = posts.filter((r) => /\/(sendOtp|verifyOtp)\//.test(r.url));
    expect(codes).toHaveLength(2);
    expect([...open, ...codes].map((r) => r.url).sort()).toEqual(Object.keys(RATE_LIMITED).sort());
  });

  const loginWith = (payload: object, remoteAddress: string, headers: object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/merchant/login',
      remoteAddress,
      headers: { ...headers },
      payload,
    });

  test('login: failed attempts on a phone from one address are limited, then 429', async () => {
    // Only the per-phone limit in play here.
    const phoneOnly = buildTestApp(database.db, { rateLimit: { ...LIMITS, perAddress: 1000 } });
    try {
      const phone = '09781239999';
      for (let n = 0; n < LIMITS.perPhone; n += 1) {
        expect((await login(phone, '203.0.113.10', phoneOnly)).statusCode).toBe(401);
      }
      expectLimited(await login(phone, '203.0.113.10', phoneOnly));
      // The same number spelled the international way is the same phone.
      expectLimited(await login('+95 9 7812 39999', '203.0.113.10', phoneOnly));
      // Another phone from that address is not affected...
      expect((await login('09781238888', '203.0.113.10', phoneOnly)).statusCode).toBe(401);
      // ...nor that phone from another address.
      expect((await login(phone, '203.0.113.11', phoneOnly)).statusCode).toBe(401);
    } finally {
      await phoneOnly.close();
    }
  });

  test("another address's guesses never lock the owner out; the guesser's right password waits", async () => {
    const { payload } = await registerMerchant(app);
    const wrong = { phone: payload.phone, password: 'not-the-password' };
    const right = { phone: payload.phone, password: payload.password };
    for (let n = 0; n < LIMITS.perPhone; n += 1) {
      expect((await loginWith(wrong, '192.0.2.66')).statusCode).toBe(401);
    }
    expectLimited(await loginWith(wrong, '192.0.2.66'));
    // From the guessing address, even the right password is refused: the guesses are spent.
    expectLimited(await loginWith(right, '192.0.2.66'));
    // The owner, from their own address, logs in.
    const owner = await loginWith(right, '192.0.2.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ user: { phone: payload.phone } });
  });

  test('successful logins do not count toward the phone limit, only failures do', async () => {
    const { payload } = await registerMerchant(app);
    const right = { phone: payload.phone, password: payload.password };
    // perAddress (5) > perPhone (3): more successes than the phone limit, all allowed.
    for (let n = 0; n < LIMITS.perPhone + 1; n += 1) {
      expect((await loginWith(right, '192.0.2.7')).statusCode).toBe(200);
    }
    const { rows } = await database.db.query<{ key: string; hits: number }>(
      `SELECT key, hits FROM rate_limits WHERE key LIKE 'login:%' ORDER BY key`,
    );
    expect(rows).toEqual([{ key: 'login:address:192.0.2.7', hits: LIMITS.perPhone + 1 }]);
    // The address still counts every attempt: its fifth passes, its sixth is refused.
    expect((await loginWith({ ...right, password: 'wrong-one' }, '192.0.2.7')).statusCode).toBe(
      401,
    );
    expectLimited(await loginWith(right, '192.0.2.7'));
  });

  test('login: an address gets its limit of attempts over any phones, then 429', async () => {
    for (let n = 0; n < LIMITS.perAddress; n += 1) {
      expect((await login(`0978120000${n}`)).statusCode).toBe(401);
    }
    expectLimited(await login('09781200009'));
    expect((await login('09781200009', '198.51.100.7')).statusCode).toBe(401);
  });

  // Except sending a code: only the codes actually issued count (otpLimits.test.ts).
  test('invalid requests count toward the per-address limit and end in 429', async () => {
    // The calls that need a token get a valid one: only then do they count (see the next test).
    const merchant = await registerMerchant(app);
    const post = (url: string, payload: string, contentType = 'application/json') =>
      app.inject({
        method: 'POST',
        url: url.replace(':merchantId', String(merchant.user.merchantid)),
        remoteAddress: '198.51.100.99',
        headers: {
          'content-type': contentType,
          ...(url.includes(':merchantId') ? { authorization: `Bearer ${merchant.token}` } : {}),
        },
        payload,
      });
    const invalid = [
      '{"phone":',
      '{}',
      '{"phone":42,"password":[1]}',
      JSON.stringify(Object.fromEntries(Array.from({ length: 500 }, (_, n) => [`k${n}`, n]))),
      'phone=09781230001',
    ];
    for (const url of Object.keys(RATE_LIMITED).filter((u) => !/sendOtp/i.test(u))) {
      await database.db.query('TRUNCATE rate_limits');
      for (let n = 0; n < LIMITS.perAddress; n += 1) {
        const payload = invalid[n % invalid.length] ?? '';
        const type = payload.startsWith('phone=') ? 'application/x-www-form-urlencoded' : undefined;
        const answer = await post(url, payload, type);
        expect({ url, payload, status: answer.statusCode }).toEqual({
          url,
          payload,
          status: expect.any(Number),
        });
        expect(answer.statusCode).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(429);
      }
      for (const payload of invalid) {
        const answer = await post(url, payload);
        expect({ url, payload, status: answer.statusCode }).toEqual({ url, payload, status: 429 });
      }
    }
  });

  test('calls for one-time codes without a valid token count against no address', async () => {
    const merchant = await registerMerchant(app);
    for (const url of Object.keys(RATE_LIMITED).filter((u) => u.includes(':merchantId'))) {
      for (let n = 0; n <= LIMITS.perAddress * 2; n += 1) {
        const answer = await app.inject({
          method: 'POST',
          url: url.replace(':merchantId', String(merchant.user.merchantid)),
          remoteAddress: '198.51.100.77',
          headers: { authorization: 'Bearer not-a-token' },
          payload: { phone: merchant.payload.phone, otp: '123456' },
        });
        expect(answer.statusCode).toBe(401);
      }
    }
    const { rows } = await database.db.query(`SELECT key FROM rate_limits WHERE key LIKE 'otp%'`);
    expect(rows).toEqual([]);
    // The merchant at that address still gets a code.
    const sent = await app.inject({
      method: 'POST',
      url: `/api/merchant/sendOtp/${merchant.user.merchantid}`,
      remoteAddress: '198.51.100.77',
      headers: { authorization: `Bearer ${merchant.token}` },
      payload: { phone: merchant.payload.phone },
    });
    expect(sent.statusCode).toBe(200);
  });

  test("shoppers' public calls have a per-address limit of their own, for carrier NAT", async () => {
    const shoppers = buildTestApp(database.db, { rateLimit: { ...LIMITS, shopperPerAddress: 8 } });
    try {
      for (const url of [
        '/api/customer/shops/no-such-shop/quote',
        '/api/marketplace/banners/1/click',
      ]) {
        const post = () =>
          shoppers.inject({ method: 'POST', url, remoteAddress: '2001:db8:9:9::1', payload: {} });
        for (let n = 0; n < 8; n += 1) {
          const answer = await post();
          expect({ url, status: answer.statusCode }).not.toEqual({ url, status: 429 });
        }
        expectLimited(await post());
      }
    } finally {
      await shoppers.close();
    }
    expect(loadConfig({}).rateLimit).toMatchObject({ perAddress: 100, shopperPerAddress: 1_000 });
    expect(loadConfig({ RATE_LIMIT_SHOPPER_PER_ADDRESS: '5000' }).rateLimit).toMatchObject({
      shopperPerAddress: 5_000,
    });
    expect(() => loadConfig({ RATE_LIMIT_SHOPPER_PER_ADDRESS: '0' })).toThrow(
      'RATE_LIMIT_SHOPPER_PER_ADDRESS must be an integer from 1 to 1000000000, got "0"',
    );
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

  test('concurrent attempts are each counted, per phone and per address', async () => {
    const byPhone = buildTestApp(database.db, { rateLimit: { ...LIMITS, perAddress: 1000 } });
    const byAddress = buildTestApp(database.db, { rateLimit: { ...LIMITS, perPhone: 1000 } });
    try {
      const statuses = async (answers: Promise<{ statusCode: number }>[]) =>
        (await Promise.all(answers)).map((a) => a.statusCode);
      const samePhone = await statuses(
        Array.from({ length: 12 }, () => login('09781235555', '203.0.113.100', byPhone)),
      );
      expect(samePhone.filter((s) => s === 401)).toHaveLength(LIMITS.perPhone);
      expect(samePhone.filter((s) => s === 429)).toHaveLength(12 - LIMITS.perPhone);
      const sameAddress = await statuses(
        Array.from({ length: 12 }, (_, i) =>
          login(`097812344${10 + i}`, '203.0.113.101', byAddress),
        ),
      );
      expect(sameAddress.filter((s) => s === 401)).toHaveLength(LIMITS.perAddress);
      expect(sameAddress.filter((s) => s === 429)).toHaveLength(12 - LIMITS.perAddress);
    } finally {
      await Promise.all([byPhone.close(), byAddress.close()]);
    }
  });

  describe('the address counted', () => {
    let n = 0;
    /** A failed login on a new phone each time, so that only the per-address limit applies. */
    const attempt = (on: App, remoteAddress: string, forwardedFor?: string) => {
      n += 1;
      return on.inject({
        method: 'POST',
        url: '/api/merchant/login',
        remoteAddress,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
        payload: { phone: `09781${String(n).padStart(6, '0')}`, password: 'not-the-password' },
      });
    };
    const addressKeys = async () =>
      (
        await database.db.query<{ key: string; hits: number }>(
          `SELECT key, hits FROM rate_limits WHERE key LIKE 'login:address:%' ORDER BY key`,
        )
      ).rows;

    test('with TRUST_PROXY, X-Forwarded-For from the proxy decides the client', async () => {
      const proxied = buildTestApp(database.db, { rateLimit: LIMITS, trustProxy: ['10.0.0.1'] });
      try {
        for (let i = 0; i < LIMITS.perAddress; i += 1) {
          expect((await attempt(proxied, '10.0.0.1', '198.51.100.1')).statusCode).toBe(401);
        }
        expectLimited(await attempt(proxied, '10.0.0.1', '198.51.100.1'));
        // A client that writes its own X-Forwarded-For before the proxy's entry is still itself.
        expectLimited(await attempt(proxied, '10.0.0.1', '192.0.2.200, 198.51.100.1'));
        // Another client behind the same proxy has its own count.
        expect((await attempt(proxied, '10.0.0.1', '198.51.100.2')).statusCode).toBe(401);
        // A socket that is not the proxy is counted as itself, whatever it forwards.
        expect((await attempt(proxied, '203.0.113.77', '198.51.100.3')).statusCode).toBe(401);
        expect(await addressKeys()).toEqual([
          { key: 'login:address:198.51.100.1', hits: LIMITS.perAddress + 2 },
          { key: 'login:address:198.51.100.2', hits: 1 },
          { key: 'login:address:203.0.113.77', hits: 1 },
        ]);
      } finally {
        await proxied.close();
      }
    });

    test('an IPv6 client is counted by its /64, an IPv4-mapped one as its IPv4 address', async () => {
      for (let i = 0; i < LIMITS.perAddress; i += 1) {
        expect((await attempt(app, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(401);
      }
      // Any other address of that /64 is the same subscriber; the next /64 is another.
      expectLimited(await attempt(app, '2001:db8:1:2:ffff:ffff:ffff:ffff'));
      expect((await attempt(app, '2001:db8:1:3::1')).statusCode).toBe(401);
      for (let i = 0; i < LIMITS.perAddress; i += 1) {
        const address = i % 2 === 0 ? '192.0.2.44' : '::ffff:192.0.2.44';
        expect((await attempt(app, address)).statusCode).toBe(401);
      }
      expectLimited(await attempt(app, '::ffff:c000:22c'));
      expect(await addressKeys()).toEqual([
        { key: 'login:address:192.0.2.44', hits: LIMITS.perAddress + 1 },
        { key: 'login:address:2001:db8:1:2::/64', hits: LIMITS.perAddress + 1 },
        { key: 'login:address:2001:db8:1:3::/64', hits: 1 },
      ]);
      // A phone's failed logins from one /64 are counted together too.
      const phone = '09781233333';
      for (let i = 0; i < LIMITS.perPhone; i += 1) {
        expect((await login(phone, `2001:db8:7:7::${i + 1}`)).statusCode).toBe(401);
      }
      expectLimited(await login(phone, '2001:db8:7:7::99'));
      expect((await login(phone, '2001:db8:7:8::1')).statusCode).toBe(401);
    });

    test('without TRUST_PROXY, a forged X-Forwarded-For changes nothing', async () => {
      for (let i = 0; i < LIMITS.perAddress; i += 1) {
        const answer = await attempt(app, '203.0.113.88', `198.51.100.${i + 1}`);
        expect(answer.statusCode).toBe(401);
      }
      expectLimited(await attempt(app, '203.0.113.88', '198.51.100.200'));
      expectLimited(await attempt(app, '203.0.113.88'));
      expect(await addressKeys()).toEqual([
        { key: 'login:address:203.0.113.88', hits: LIMITS.perAddress + 2 },
      ]);
    });
  });
});
