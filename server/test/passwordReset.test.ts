/**
 * A forgotten password, end to end through the API on each database: a code of its own purpose
 * to the phone, the same answer for a phone with or without an account, the new password set and
 * every token of the account ended, a retry answered by its Idempotency-Key; the OTP screen's read
 * of the code already sent; and registration refusing a township outside the chosen district.
 */
import type { App } from '../src/app';
import type { Config } from '../src/config';
import {
  GENEROUS_OTP,
  bearer,
  buildTestApp,
  databases,
  registerMerchant,
  registration,
  useTestDatabase,
} from './helpers';

type Merchant = Awaited<ReturnType<typeof registerMerchant>>;

describe.each(databases())('password reset on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;

  const build = async (config: Partial<Config> = {}) => {
    const built = buildTestApp(database.db, config);
    await built.ready();
    return built;
  };

  beforeEach(async () => {
    app = await build();
  });
  afterEach(() => app.close());

  const sendCode = (phone: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/merchant/password/sendOtp',
      headers: { 'accept-language': language },
      payload: { phone },
    });

  const reset = (
    phone: string,
    otp: string,
    {
      password = 'new-secret-77',
      confirmation = undefined as string | undefined,
      key = 'reset-key-0001',
    } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/merchant/password/reset',
      headers: { 'idempotency-key': key },
      payload: { phone, otp, password, password_confirmation: confirmation ?? password },
    });

  const login = (phone: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/merchant/login', payload: { phone, password } });

  const dashboard = (m: Merchant, token = m.token) =>
    app.inject({
      method: 'GET',
      url: `/api/merchant/dashboard/${m.user.merchantid}`,
      headers: bearer(token),
    });

  const codeOf = async (phone: string) => {
    const sent = await sendCode(phone);
    expect(sent.statusCode).toBe(200);
    return sent.json<{ data: { code: string } }>().data.code;
  };

  const wrongCode = (code: string) => (code === '123456' ? '654321' : '123456');

  test('the right code sets the new password and ends every token of the account', async () => {
    const m = await registerMerchant(app);
    const second = await login(m.payload.phone, m.payload.password);
    const secondToken = second.json<{ token: string }>().token;
    expect((await dashboard(m)).statusCode).toBe(200);

    const code = await codeOf(m.payload.phone);
    const done = await reset(m.payload.phone, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      status: true,
      message: 'Your password has been changed. Please log in with your new password.',
    });

    // Every session the account had is over.
    for (const token of [m.token, secondToken]) {
      const old = await dashboard(m, token);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({ message: 'Token not valid' });
    }
    expect((await login(m.payload.phone, m.payload.password)).statusCode).toBe(401);
    const fresh = await login(m.payload.phone, 'new-secret-77');
    expect(fresh.statusCode).toBe(200);
    expect((await dashboard(m, fresh.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  test('a retry with the same key answers the first success; another key finds the code used', async () => {
    const m = await registerMerchant(app);
    const code = await codeOf(m.payload.phone);
    expect((await reset(m.payload.phone, code)).statusCode).toBe(200);

    const retry = await reset(m.payload.phone, code);
    expect(retry.statusCode).toBe(200);

    const other = await reset(m.payload.phone, code, { key: 'another-key-0002' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ reason: 'expired' });
  });

  test('without a key the reset works, and its retry finds the code used', async () => {
    const m = await registerMerchant(app);
    const code = await codeOf(m.payload.phone);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/merchant/password/reset',
        payload: {
          phone: m.payload.phone,
          otp: code,
          password: 'new-secret-77',
          password_confirmation: 'new-secret-77',
        },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).json()).toMatchObject({ reason: 'expired' });
  });

  test('a wrong code costs a try and changes nothing; a mismatched confirmation costs none', async () => {
    const m = await registerMerchant(app);
    const code = await codeOf(m.payload.phone);

    const mismatch = await reset(m.payload.phone, code, {
      password: 'new-secret-77',
      confirmation: 'new-secret-78',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({
      status: false,
      data: { errors: { password_confirmation: ['The password confirmation does not match.'] } },
    });

    const wrong = await reset(m.payload.phone, wrongCode(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ reason: 'invalid', tries_left: 4 });
    expect((await dashboard(m)).statusCode).toBe(200);
    expect((await login(m.payload.phone, m.payload.password)).statusCode).toBe(200);
  });

  test('the password rule of registration holds', async () => {
    const m = await registerMerchant(app);
    const code = await codeOf(m.payload.phone);
    const short = await reset(m.payload.phone, code, { password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json<{ data: { errors: object } }>().data.errors)).toEqual([
      'password',
    ]);
  });

  test('a phone without an account gets the same answer; only its right code learns it', async () => {
    const m = await registerMerchant(app);
    const known = await sendCode(m.payload.phone);
    const unknownPhone = '09799999999';
    const unknown = await sendCode(unknownPhone);
    expect(unknown.statusCode).toBe(known.statusCode);
    const shape = (body: { data: Record<string, unknown> }) => ({
      ...body,
      data: Object.keys(body.data).sort(),
    });
    expect(shape(unknown.json())).toEqual({
      ...shape(known.json()),
      data: Object.keys(known.json<{ data: object }>().data).sort(),
    });
    expect(unknown.json<{ message: string }>().message).toBe(
      known.json<{ message: string }>().message,
    );

    const code = unknown.json<{ data: { code: string } }>().data.code;
    const wrong = await reset(unknownPhone, wrongCode(code));
    expect(wrong.json()).toMatchObject({ reason: 'invalid', tries_left: 4 });
    const right = await reset(unknownPhone, code);
    expect(right.statusCode).toBe(422);
    expect(right.json()).toMatchObject({
      reason: 'no_account',
      data: { errors: { phone: ['No account uses this phone number. You can register with it.'] } },
    });
  });

  test("a code of another purpose never resets a password, and the purposes' limits are apart", async () => {
    app = await build({
      otp: { ...GENEROUS_OTP, sendLimits: { windowSeconds: 3600, perPhone: 1, perAddress: 100 } },
    });
    const m = await registerMerchant(app);
    const verifying = await app.inject({
      method: 'POST',
      url: `/api/merchant/sendOtp/${m.user.merchantid}`,
      headers: bearer(m.token),
      payload: { phone: m.payload.phone },
    });
    expect(verifying.statusCode).toBe(200);
    const phoneCode = verifying.json<{ data: { code: string } }>().data.code;

    // The verification's one code an hour leaves the reset's own.
    const resetCode = await codeOf(m.payload.phone);
    const second = await sendCode(m.payload.phone);
    expect(second.statusCode).toBe(429);

    if (phoneCode !== resetCode) {
      const crossed = await reset(m.payload.phone, phoneCode);
      expect(crossed.statusCode).toBe(422);
      expect(crossed.json()).toMatchObject({ reason: 'invalid' });
    }
    expect((await reset(m.payload.phone, resetCode)).statusCode).toBe(200);
  });

  test('answers in the reader’s language', async () => {
    const m = await registerMerchant(app);
    const sent = await sendCode(m.payload.phone, 'my');
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ message: string }>().message).toBe('OTP ကုဒ်ကို ပို့ပြီးပါပြီ။');
  });

  describe('the OTP screen opened again', () => {
    const status = (m: Merchant, token = m.token) =>
      app.inject({
        method: 'GET',
        url: `/api/merchant/otpStatus/${m.user.merchantid}`,
        headers: bearer(token),
      });

    test('reads the code already sent and the wait before another', async () => {
      const m = await registerMerchant(app);
      const before = await status(m);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ phone: m.payload.phone, verified_at: null, challenge: null });

      const sent = await app.inject({
        method: 'POST',
        url: `/api/merchant/sendOtp/${m.user.merchantid}`,
        headers: bearer(m.token),
        payload: { phone: m.payload.phone },
      });
      expect(sent.statusCode).toBe(200);
      const after = await status(m);
      const challenge = after.json<{ challenge: { resend_in: number; expires_in: number } }>()
        .challenge;
      expect(challenge.resend_in).toBeGreaterThan(50);
      expect(challenge.resend_in).toBeLessThanOrEqual(60);
      expect(challenge.expires_in).toBeGreaterThan(290);

      // A minute later: the code still waits, and another may be asked for.
      await database.db.query(
        `UPDATE otp_challenges SET sent_at = sent_at - interval '61 seconds' WHERE phone = $1`,
        [m.payload.phone],
      );
      const later = await status(m);
      expect(later.json()).toMatchObject({ challenge: { resend_in: 0 } });
      expect(
        later.json<{ challenge: { expires_in: number } }>().challenge.expires_in,
      ).toBeGreaterThan(0);

      // Expired as well: nothing waits.
      await database.db.query(
        `UPDATE otp_challenges SET expires_at = now() - interval '1 second' WHERE phone = $1`,
        [m.payload.phone],
      );
      expect((await status(m)).json()).toMatchObject({ challenge: null });
    });

    test("needs the merchant's own token", async () => {
      const m = await registerMerchant(app);
      const other = await registerMerchant(app);
      expect((await status(m, other.token)).statusCode).toBe(403);
      const none = await app.inject({
        method: 'GET',
        url: `/api/merchant/otpStatus/${m.user.merchantid}`,
      });
      expect(none.statusCode).toBe(401);
    });
  });

  describe('registration', () => {
    test('refuses a township outside the chosen district, under the township', async () => {
      const { rows } = await database.db.query<{ id: number }>(
        'SELECT id FROM townships WHERE district_id <> 1 ORDER BY id LIMIT 1',
      );
      const elsewhere = rows[0]!.id;
      const refused = await app.inject({
        method: 'POST',
        url: '/api/merchant/merchantregister',
        payload: registration({ district_id: 1, township_id: elsewhere }),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        status: false,
        data: {
          errors: { township_id: ['The selected township is not in the selected district.'] },
        },
      });

      const inside = await database.db.query<{ id: number }>(
        'SELECT id FROM townships WHERE district_id = 1 ORDER BY id DESC LIMIT 1',
      );
      const accepted = await app.inject({
        method: 'POST',
        url: '/api/merchant/merchantregister',
        payload: registration({ district_id: 1, township_id: inside.rows[0]!.id }),
      });
      expect(accepted.statusCode).toBe(200);
    });

    test('says it in Burmese to a Burmese reader', async () => {
      const { rows } = await database.db.query<{ id: number }>(
        'SELECT id FROM townships WHERE district_id <> 1 ORDER BY id LIMIT 1',
      );
      const refused = await app.inject({
        method: 'POST',
        url: '/api/merchant/merchantregister',
        headers: { 'accept-language': 'my' },
        payload: registration({ district_id: 1, township_id: rows[0]!.id }),
      });
      expect(refused.json()).toMatchObject({
        data: {
          errors: { township_id: ['ရွေးထားသော မြို့နယ်သည် ရွေးထားသော ခရိုင်အတွင်း မရှိပါ။'] },
        },
      });
    });
  });
});
