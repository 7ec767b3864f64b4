/**
 * Registration and login when the password hashing pool is full: 503 with Retry-After in the
 * request's language, nothing written, and the same request sent again succeeds.
 */
import type { App } from '../src/app';
import {
  buildTestApp,
  databases,
  registerMerchant,
  registration,
  useTestDatabase,
} from './helpers';

const REGISTER = '/api/merchant/merchantregister';
const LOGIN = '/api/merchant/login';
const PASSWORD = 'golden-rock-42';
const POOL = { concurrency: 1, queue: 2, busyRetryAfterSeconds: 3 };

/** Takes the pool's one slot until `open()`, as a hash that is slow to finish would. */
function holdSlot(app: App) {
  let open!: () => void;
  const held = app.passwords.pool.run(() => new Promise<void>((resolve) => (open = resolve)));
  return {
    open: async () => {
      open();
      await held;
    },
  };
}

describe.each(databases())('registration and login when hashing is busy, on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;

  beforeEach(async () => {
    app = buildTestApp(database.db, { passwordHashing: POOL });
    await app.ready();
  });
  afterEach(() => app.close());

  const users = async (phones: string[]) => {
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE phone = ANY($1)',
      [phones],
    );
    return rows[0]?.n;
  };

  test('a flood beyond the queue answers 503 with Retry-After; the queued finish and the refused succeed when sent again', async () => {
    const slot = holdSlot(app);
    const payloads = Array.from({ length: 5 }, () => registration());
    const finished: Array<{ phone: string; status: number }> = [];
    const answers = payloads.map((payload) =>
      app.inject({ method: 'POST', url: REGISTER, payload }).then((response) => {
        finished.push({ phone: payload.phone, status: response.statusCode });
        return response;
      }),
    );
    // Two wait in the queue; the three beyond it are answered at once.
    while (finished.length < 3) await new Promise((resolve) => setImmediate(resolve));
    expect(finished.map((f) => f.status)).toEqual([503, 503, 503]);
    expect(app.passwords.pool.waiting).toBe(2);
    // Nothing was written for any of them yet: the hash comes before the insert.
    expect(await users(payloads.map((p) => p.phone))).toBe(0);

    await slot.open();
    const responses = await Promise.all(answers);
    const busy = responses.filter((r) => r.statusCode === 503);
    expect(busy).toHaveLength(3);
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('3');
      expect(response.json()).toEqual({
        message:
          'Many people are signing in or registering right now. Please try again in 3 seconds.',
      });
    }
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(2);

    // The refused registrations, sent again as they were, succeed: nothing is lost.
    const again = finished.filter((f) => f.status === 503).map((f) => f.phone);
    for (const phone of again) {
      const payload = payloads.find((p) => p.phone === phone);
      const retried = await app.inject({ method: 'POST', url: REGISTER, payload });
      expect({ phone, status: retried.statusCode }).toEqual({ phone, status: 200 });
    }
    expect(await users(payloads.map((p) => p.phone))).toBe(5);
    for (const payload of payloads) {
      const login = await app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { phone: payload.phone, password: PASSWORD },
      });
      expect({ phone: payload.phone, status: login.statusCode }).toEqual({
        phone: payload.phone,
        status: 200,
      });
    }
  });

  test('a login refused as busy says so in Burmese too, issues no token, and works once the pool has room', async () => {
    const { payload } = await registerMerchant(app);
    const tokens = async () =>
      (await database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_tokens')).rows[0]
        ?.n;
    const before = await tokens();
    const slot = holdSlot(app);
    // Fill the queue too, with hashes of the test's own.
    const queued = [app.passwords.hash('a'), app.passwords.hash('b')];

    const english = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { phone: payload.phone, password: PASSWORD },
    });
    expect(english.statusCode).toBe(503);
    expect(english.headers['retry-after']).toBe('3');
    expect(english.json()).toEqual({
      message:
        'Many people are signing in or registering right now. Please try again in 3 seconds.',
    });

    const burmese = await app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'accept-language': 'my' },
      payload: { phone: '09700000000', password: PASSWORD },
    });
    expect(burmese.statusCode).toBe(503);
    expect(burmese.headers['retry-after']).toBe('3');
    expect(burmese.json()).toEqual({
      message: 'ယခု အကောင့်ဝင်သူနှင့် အကောင့်ဖွင့်သူ များပြားနေပါသည်။ ၃ စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ။',
    });
    expect(await tokens()).toBe(before);

    await slot.open();
    await Promise.all(queued);
    const login = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { phone: payload.phone, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const unknown = await app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { phone: '09700000000', password: PASSWORD },
    });
    expect(unknown.statusCode).toBe(401);
  });

  test('refusals as busy do not count towards the login limit: the person is let in once there is room', async () => {
    const limited = buildTestApp(database.db, {
      passwordHashing: POOL,
      rateLimit: { windowSeconds: 900, perPhone: 2, perAddress: 2 },
    });
    await limited.ready();
    try {
      const { payload } = await registerMerchant(limited);
      const slot = holdSlot(limited);
      const queued = [limited.passwords.hash('a'), limited.passwords.hash('b')];
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: LOGIN,
          remoteAddress: '203.0.113.77',
          payload: { phone: payload.phone, password: PASSWORD },
        });
      // More refusals than the limit allows attempts.
      for (let n = 0; n < 4; n += 1) expect((await attempt()).statusCode).toBe(503);
      await slot.open();
      await Promise.all(queued);
      expect((await attempt()).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
