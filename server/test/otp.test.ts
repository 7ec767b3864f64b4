/**
 * One-time codes, end to end through the API on each database: a merchant's phone proved by a
 * code (sandbox and SMSPoh against a local fake), and the rules: 5 minutes, once, 5 wrong tries,
 * a new code no sooner than 60 s after the last, limits per phone and per address, purposes kept
 * apart, only a hash stored, nothing of a code in the log, several API processes acting as one.
 * Time is moved by changing the rows' times in the database, never by waiting.
 */
import type { OtpPurpose } from '@contract/otp';
import type { App } from '../src/app';
import type { Config } from '../src/config';
import { hashCode } from '../src/otp/codes';
import { createSandboxSms, type SmsProvider } from '../src/sms';
import { startFakeSmsPoh, type FakeSmsPoh } from './fakeSmsPoh';
import {
  GENEROUS_OTP,
  bearer,
  buildTestApp,
  databases,
  logCapture,
  registerMerchant,
  useTestDatabase,
  type LogCapture,
} from './helpers';

type Merchant = Awaited<ReturnType<typeof registerMerchant>>;

/** True when `text` holds the code as a number of its own (not inside a longer run of digits). */
const mentions = (text: string, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text);

describe.each(databases())('one-time codes on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;

  const build = async (config: Partial<Config> = {}, log?: LogCapture) => {
    const built = buildTestApp(database.db, config, { log });
    await built.ready();
    return built;
  };

  beforeEach(async () => {
    app = await build();
  });
  afterEach(() => app.close());

  const send = (
    m: Merchant,
    { on = app, phone = m.payload.phone, address = '203.0.113.1', language = 'en' } = {},
  ) =>
    on.inject({
      method: 'POST',
      url: `/api/merchant/sendOtp/${m.user.merchantid}`,
      remoteAddress: address,
      headers: { ...bearer(m.token), 'accept-language': language },
      payload: { phone },
    });

  const verify = (
    m: Merchant,
    otp: string,
    { on = app, phone = m.payload.phone, address = '203.0.113.1', language = 'en' } = {},
  ) =>
    on.inject({
      method: 'POST',
      url: `/api/merchant/verifyOtp/${m.user.merchantid}`,
      remoteAddress: address,
      headers: { ...bearer(m.token), 'accept-language': language },
      payload: { phone, otp },
    });

  /** Sends a code (sandbox) and returns it. */
  const codeFor = async (m: Merchant, on = app) => {
    const response = await send(m, { on });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { code: string } }>().data.code;
  };

  const wrongCode = (code: string) => (code === '123456' ? '654321' : '123456');

  /** Moves the last code of the phone back in time, as if `seconds` had passed. */
  const age = async (phone: string, seconds: number) => {
    await database.db.query(
      `UPDATE otp_challenges
          SET sent_at = sent_at - $2::integer * interval '1 second',
              expires_at = expires_at - $2::integer * interval '1 second'
        WHERE phone = $1`,
      [phone, seconds],
    );
  };

  const verifiedAt = async (m: Merchant) => {
    const { rows } = await database.db.query<{ at: unknown }>(
      'SELECT phone_verified_at AS at FROM merchants WHERE id = $1',
      [m.user.merchantid],
    );
    return rows[0]?.at ?? null;
  };

  test("sends six digits, then the right code verifies the merchant's phone", async () => {
    const m = await registerMerchant(app);
    const sent = await send(m);
    expect(sent.statusCode).toBe(200);
    const body = sent.json<{ data: { code: string } }>();
    expect(body).toEqual({
      status: true,
      message: 'OTP sent.',
      data: { phone: m.payload.phone, expires_in: 300, resend_in: 60, code: expect.any(String) },
    });
    const code = body.data.code;
    expect(code).toMatch(/^[1-9]\d{5}$/);
    expect(await verifiedAt(m)).toBeNull();

    const verified = await verify(m, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      status: true,
      message: 'Your phone number is verified.',
      data: { phone: m.payload.phone, verified_at: expect.any(String) },
    });
    expect(await verifiedAt(m)).not.toBeNull();

    const dashboard = await app.inject({
      method: 'GET',
      url: `/api/merchant/dashboard/${m.user.merchantid}`,
      headers: bearer(m.token),
    });
    expect(dashboard.json()).toMatchObject({
      phone: m.payload.phone,
      phone_verified_at: verified.json<{ data: { verified_at: string } }>().data.verified_at,
    });
  });

  test('the phone may be spelled the international way; another phone is refused', async () => {
    const m = await registerMerchant(app);
    const international = `+95 ${m.payload.phone.slice(1, 2)} ${m.payload.phone.slice(2)}`;
    const sent = await send(m, { phone: international });
    expect(sent.statusCode).toBe(200);
    const code = sent.json<{ data: { code: string } }>().data.code;

    const other = await registerMerchant(app);
    for (const response of [
      await send(m, { phone: other.payload.phone }),
      await verify(m, code, { phone: other.payload.phone }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: 'This is not the phone number of your account.',
        data: { errors: { phone: ['This is not the phone number of your account.'] } },
        reason: 'not_account_phone',
      });
    }
    expect((await verify(m, code, { phone: international })).statusCode).toBe(200);
  });

  test('a code works once', async () => {
    const m = await registerMerchant(app);
    const code = await codeFor(m);
    expect((await verify(m, code)).statusCode).toBe(200);
    const again = await verify(m, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'OTP expired. Please request a new one.',
      reason: 'expired',
    });
  });

  test('a code is valid 5 minutes', async () => {
    const m = await registerMerchant(app);
    const code = await codeFor(m);
    await age(m.payload.phone, 299);
    expect((await verify(m, wrongCode(code))).json()).toMatchObject({ reason: 'invalid' });
    await age(m.payload.phone, 1);
    const late = await verify(m, code);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      status: false,
      message: 'OTP expired. Please request a new one.',
      data: { errors: { otp: ['OTP expired. Please request a new one.'] } },
      reason: 'expired',
    });
    expect(await verifiedAt(m)).toBeNull();
  });

  test('no code sent: expired', async () => {
    const m = await registerMerchant(app);
    expect((await verify(m, '123456')).json()).toMatchObject({ reason: 'expired' });
  });

  test('5 wrong tries and the code is dead, even for the right code; a new code works', async () => {
    const m = await registerMerchant(app);
    const code = await codeFor(m);
    const wrong = wrongCode(code);
    for (const left of [4, 3, 2, 1]) {
      const response = await verify(m, wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: `Invalid OTP. Please try again. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        data: {
          errors: {
            otp: [`Invalid OTP. Please try again. ${left} ${left === 1 ? 'try' : 'tries'} left.`],
          },
        },
        reason: 'invalid',
        tries_left: left,
      });
    }
    const fifth = await verify(m, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      message: 'Too many wrong codes. Please request a new OTP.',
      reason: 'too_many_tries',
    });
    expect((await verify(m, code)).json()).toMatchObject({ reason: 'too_many_tries' });
    expect(await verifiedAt(m)).toBeNull();

    await age(m.payload.phone, 60);
    const fresh = await codeFor(m);
    expect((await verify(m, fresh)).statusCode).toBe(200);
  });

  test('a new code no sooner than 60 s after the last; it replaces the last', async () => {
    const m = await registerMerchant(app);
    const first = await codeFor(m);
    const soon = await send(m);
    expect(soon.statusCode).toBe(429);
    const seconds = Number(soon.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(soon.json()).toEqual({
      message: `Please wait ${seconds} seconds before requesting a new OTP.`,
      reason: 'resend_too_soon',
      retry_after: seconds,
    });

    await age(m.payload.phone, 45);
    const later = await send(m);
    expect(later.json()).toMatchObject({ reason: 'resend_too_soon' });
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(15);
    // The refused resends changed nothing: the first code still works...
    const { rows } = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM otp_challenges',
    );
    expect(rows[0]?.n).toBe(1);

    await age(m.payload.phone, 15);
    const second = await codeFor(m);
    // ...until a new one replaces it.
    if (second !== first) {
      expect((await verify(m, first)).json()).toMatchObject({ reason: 'invalid' });
    }
    expect((await verify(m, second)).statusCode).toBe(200);
  });

  test('limits per phone: a few codes an hour, whatever the address', async () => {
    const limited = await build({
      otp: { ...GENEROUS_OTP, sendLimits: { windowSeconds: 3600, perPhone: 2, perAddress: 100 } },
    });
    try {
      const m = await registerMerchant(limited);
      expect((await send(m, { on: limited, address: '198.51.100.1' })).statusCode).toBe(200);
      await age(m.payload.phone, 60);
      expect((await send(m, { on: limited, address: '198.51.100.2' })).statusCode).toBe(200);
      await age(m.payload.phone, 60);
      const third = await send(m, { on: limited, address: '198.51.100.3' });
      expect(third.statusCode).toBe(429);
      const seconds = Number(third.headers['retry-after']);
      expect(third.json()).toEqual({
        message: `Too many attempts. Please try again in ${seconds} seconds.`,
      });
      // Another merchant's phone is not affected.
      const other = await registerMerchant(limited);
      expect((await send(other, { on: limited, address: '198.51.100.3' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('limits per address: codes to any phones from one address', async () => {
    const limited = await build({
      otp: { ...GENEROUS_OTP, sendLimits: { windowSeconds: 3600, perPhone: 100, perAddress: 2 } },
    });
    try {
      const [a, b, c] = [
        await registerMerchant(limited),
        await registerMerchant(limited),
        await registerMerchant(limited),
      ] as [Merchant, Merchant, Merchant];
      expect((await send(a, { on: limited, address: '192.0.2.9' })).statusCode).toBe(200);
      expect((await send(b, { on: limited, address: '192.0.2.9' })).statusCode).toBe(200);
      expect((await send(c, { on: limited, address: '192.0.2.9' })).statusCode).toBe(429);
      expect((await send(c, { on: limited, address: '192.0.2.10' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('failed checks are limited per phone from one address; another address is not', async () => {
    const limited = await build({
      otp: { ...GENEROUS_OTP, verifyLimits: { windowSeconds: 3600, perPhone: 3, perAddress: 100 } },
    });
    try {
      const m = await registerMerchant(limited);
      const code = await codeFor(m, limited);
      for (let n = 0; n < 3; n += 1) {
        await verify(m, wrongCode(code), { on: limited, address: '192.0.2.20' });
      }
      const fourth = await verify(m, code, { on: limited, address: '192.0.2.20' });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).not.toHaveProperty('reason');
      // The limiter refused before the code was checked: from another address it still works.
      expect((await verify(m, code, { on: limited, address: '192.0.2.21' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test("one purpose's code never works for another", async () => {
    const m = await registerMerchant(app);
    const phone = m.payload.phone;
    const text = () => 'x';
    const customer = await app.otp.send({ purpose: 'customer_sign_in', phone, text });
    if (customer.kind !== 'sent' || !customer.code) throw new Error('no customer code');

    // Only a customer code exists: the merchant's check finds none.
    expect((await verify(m, customer.code)).json()).toMatchObject({ reason: 'expired' });

    // Both exist: each is checked against its own purpose only, and the customer's code was not
    // replaced by the merchant's (each purpose has its own challenge and resend time).
    const merchantCode = await codeFor(m);
    const check = (purpose: OtpPurpose, code: string) =>
      app.otp.verify({ purpose, phone, code }, async () => purpose);
    if (customer.code !== merchantCode) {
      expect((await verify(m, customer.code)).json()).toMatchObject({ reason: 'invalid' });
      expect(await check('customer_sign_in', merchantCode)).toEqual({
        kind: 'invalid',
        triesLeft: 4,
      });
    }
    expect(await check('customer_sign_in', customer.code)).toEqual({
      kind: 'verified',
      value: 'customer_sign_in',
    });
    expect(await verifiedAt(m)).toBeNull();
    expect((await verify(m, merchantCode)).statusCode).toBe(200);
  });

  test('only a hash of the code is stored, keyed per row and by OTP_SECRET when set', async () => {
    const m = await registerMerchant(app);
    const code = await codeFor(m);
    const { rows } = await database.db.query<Record<string, unknown>>(
      'SELECT * FROM otp_challenges',
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(row).toMatchObject({ purpose: 'merchant_phone', phone: m.payload.phone, tries: 0 });
    const facts = { purpose: 'merchant_phone' as const, phone: m.payload.phone, code };
    expect(row.code_hash).toBe(hashCode(String(row.salt), undefined, facts));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);

    const secret = 's'.repeat(40);
    const peppered = await build({ otp: { ...GENEROUS_OTP, secret } });
    try {
      const n = await registerMerchant(peppered);
      const pepperedCode = await codeFor(n, peppered);
      const { rows: next } = await database.db.query<{ salt: string; code_hash: string }>(
        'SELECT salt, code_hash FROM otp_challenges WHERE phone = $1',
        [n.payload.phone],
      );
      const nFacts = {
        purpose: 'merchant_phone' as const,
        phone: n.payload.phone,
        code: pepperedCode,
      };
      expect(next[0]?.code_hash).toBe(hashCode(next[0]!.salt, secret, nFacts));
      expect(next[0]?.code_hash).not.toBe(hashCode(next[0]!.salt, undefined, nFacts));
      expect((await verify(n, pepperedCode, { on: peppered })).statusCode).toBe(200);
    } finally {
      await peppered.close();
    }
  });

  test('two API instances on one database act as one', async () => {
    const other = await build();
    try {
      const m = await registerMerchant(app);
      const code = await codeFor(m, app);
      expect((await send(m, { on: other })).json()).toMatchObject({ reason: 'resend_too_soon' });
      expect((await verify(m, wrongCode(code), { on: other })).json()).toMatchObject({
        tries_left: 4,
      });
      expect((await verify(m, wrongCode(code), { on: app })).json()).toMatchObject({
        tries_left: 3,
      });
      // The right code, sent to both at once: one succeeds, the other finds it used.
      const answers = await Promise.all([
        verify(m, code, { on: app }),
        verify(m, code, { on: other }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    } finally {
      await other.close();
    }
  });

  test('answers in Burmese, with Myanmar digits', async () => {
    const m = await registerMerchant(app);
    const code = await codeFor(m);
    const wrong = await verify(m, wrongCode(code), { language: 'my' });
    expect(wrong.json()).toMatchObject({
      message: 'OTP ကုဒ် မှားနေပါသည်။ ထပ်ကြိုးစားပါ။ ၄ ကြိမ် ကြိုးစားခွင့် ကျန်ပါသည်။',
      tries_left: 4,
    });
    const soon = await send(m, { language: 'my' });
    expect(soon.json<{ message: string }>().message).toMatch(
      /^OTP ကုဒ်အသစ် မတောင်းမီ [၀-၉]+ စက္ကန့် စောင့်ပါ။$/,
    );
    const ok = await verify(m, code, { language: 'my' });
    expect(ok.json()).toMatchObject({ message: 'သင်၏ ဖုန်းနံပါတ်ကို အတည်ပြုပြီးပါပြီ။' });
  });

  test('a code that is not six digits is refused before it costs a try', async () => {
    const m = await registerMerchant(app);
    const code = await codeFor(m);
    for (const otp of ['12345', '1234567', '12 456', '၁၂၃၄၅၆', '']) {
      const response = await verify(m, otp);
      expect({ otp, status: response.statusCode }).toEqual({ otp, status: 422 });
      expect(response.json()).not.toHaveProperty('reason');
    }
    expect((await verify(m, wrongCode(code))).json()).toMatchObject({ tries_left: 4 });
  });

  describe('through SMSPoh (a local fake of its API)', () => {
    let fake: FakeSmsPoh;
    let smsApp: App;
    let log: LogCapture;

    beforeEach(async () => {
      fake = await startFakeSmsPoh();
      log = logCapture();
      smsApp = await build(
        {
          sms: {
            provider: 'smspoh',
            apiKey: 'test-key',
            baseUrl: fake.baseUrl,
            sender: 'Merchants',
            timeoutMs: 200,
          },
        },
        log,
      );
    });
    afterEach(async () => {
      await smsApp.close();
      await fake.close();
    });

    test("the code goes by SMS in the reader's language and never in the answer", async () => {
      const m = await registerMerchant(smsApp);
      const sent = await send(m, { on: smsApp });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({
        status: true,
        message: 'OTP sent.',
        data: { phone: m.payload.phone, expires_in: 300, resend_in: 60 },
      });
      const code = fake.lastCode();
      expect(sent.body).not.toContain(code);
      expect(fake.received[0]).toMatchObject({
        path: '/api/v2/send',
        authorization: 'Bearer test-key',
        body: {
          to: m.payload.phone,
          message: `${code} is your verification code. It expires in 5 minutes.`,
          sender: 'Merchants',
        },
      });
      expect((await verify(m, code, { on: smsApp })).statusCode).toBe(200);

      const burmese = await registerMerchant(smsApp);
      expect((await send(burmese, { on: smsApp, language: 'my' })).statusCode).toBe(200);
      expect(fake.received[1]?.body.message).toBe(
        `${fake.lastCode()} သည် သင်၏ အတည်ပြုကုဒ် ဖြစ်ပါသည်။ ၅ မိနစ်အတွင်း အသုံးပြုပါ။`,
      );
      expect(mentions(log.text(), code)).toBe(false);
      expect(mentions(log.text(), fake.lastCode())).toBe(false);
    });

    test('refused by the gateway: 502, and a new code may be asked for at once', async () => {
      const m = await registerMerchant(smsApp);
      fake.answer = { kind: 'status', status: 500 };
      const refused = await send(m, { on: smsApp });
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual({
        message: 'The SMS could not be sent. Please try again.',
        reason: 'sms_failed',
      });
      const lost = fake.lastCode();
      const { rows } = await database.db.query('SELECT 1 FROM otp_challenges');
      expect(rows).toHaveLength(0);
      expect(log.text()).toContain('SMS refused');
      expect(mentions(log.text(), lost)).toBe(false);

      fake.answer = { kind: 'accept' };
      expect((await send(m, { on: smsApp })).statusCode).toBe(200);
      expect((await verify(m, fake.lastCode(), { on: smsApp })).statusCode).toBe(200);
    });

    test('no answer in time: 504, and the code stays (its SMS may still arrive)', async () => {
      const m = await registerMerchant(smsApp);
      fake.answer = { kind: 'hang' };
      const slow = await send(m, { on: smsApp });
      expect(slow.statusCode).toBe(504);
      expect(slow.json()).toEqual({
        message:
          'The SMS service did not answer in time. If no OTP arrives, request a new one in 60 seconds.',
        reason: 'sms_timeout',
        resend_in: 60,
      });
      const code = fake.lastCode();
      expect((await verify(m, code, { on: smsApp })).statusCode).toBe(200);
      expect(log.text()).toContain('SMS timed out');
      expect(mentions(log.text(), code)).toBe(false);
    });
  });

  test('no code reaches the log, whatever happens to it', async () => {
    const log = logCapture();
    const logged = await build({}, log);
    try {
      const m = await registerMerchant(logged);
      const code = await codeFor(m, logged);
      await verify(m, wrongCode(code), { on: logged });
      await verify(m, code, { on: logged });
      await verify(m, code, { on: logged });
      expect(log.text()).toContain('phone verified');
      expect(mentions(log.text(), code)).toBe(false);
    } finally {
      await logged.close();
    }
  });

  test('a provider of a test can replace the configured one', async () => {
    const sentTexts: string[] = [];
    const recording: SmsProvider = {
      ...createSandboxSms(),
      name: 'recording',
      revealsCodes: false,
      send: async (_phone, text) => void sentTexts.push(text),
    };
    const custom = buildTestApp(database.db);
    custom.decorate('smsProvider', recording);
    await custom.ready();
    try {
      const m = await registerMerchant(custom);
      const sent = await send(m, { on: custom });
      expect(sent.json()).not.toHaveProperty('data.code');
      const code = /(\d{6})/.exec(sentTexts[0] ?? '')?.[1] ?? '';
      expect((await verify(m, code, { on: custom })).statusCode).toBe(200);
    } finally {
      await custom.close();
    }
  });
});
