/**
 * Nobody can lock a phone out of its codes: the limits of one-time codes count the codes actually
 * issued and the checks that failed, for each purpose apart, with a client counted by
 * `addressKey` (an IPv6 client by its /64); and the SMS spending caps of the hour and the day stop
 * a script pumping SMS, across processes. Time is moved by changing the rows' times in the
 * database, never by waiting.
 */
import { apiPaths } from '@contract/apiPaths';
import type { App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { DEFAULT_OTP_CONFIG, type CallLimits } from '../src/otp/config';
import { SmsError, createSandboxSms, type SmsProvider } from '../src/sms';
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

const HOUR = 3600;

/** Six digits that are not `code`. */
const wrongCode = (code: string) => (code === '123456' ? '654321' : '123456');

describe.each(databases())('the limits of one-time codes on %s', (kind) => {
  const database = useTestDatabase(kind);
  const apps: App[] = [];

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** An app with the given limits of codes (generous where not given). */
  const build = async (
    otp: Partial<Config['otp']> = {},
    { log, sms }: { log?: LogCapture; sms?: SmsProvider } = {},
  ) => {
    const app = buildTestApp(database.db, { otp: { ...GENEROUS_OTP, ...otp } }, { log });
    if (sms) app.decorate('smsProvider', sms);
    apps.push(app);
    await app.ready();
    return app;
  };

  const customerSend = (app: App, phone: string, address = '203.0.113.1', language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/${apiPaths.customerSendOtp}`,
      remoteAddress: address,
      headers: { 'accept-language': language },
      payload: { phone },
    });

  const signIn = (app: App, phone: string, otp: string, address = '203.0.113.1') =>
    app.inject({
      method: 'POST',
      url: `/api/${apiPaths.customerSignIn}`,
      remoteAddress: address,
      payload: { phone, otp },
    });

  const merchantSend = (app: App, m: Merchant, address = '203.0.113.1') =>
    app.inject({
      method: 'POST',
      url: `/api/${apiPaths.sendOtp}/${m.user.merchantid}`,
      remoteAddress: address,
      headers: bearer(m.token),
      payload: { phone: m.payload.phone },
    });

  const merchantVerify = (app: App, m: Merchant, otp: string, address = '203.0.113.1') =>
    app.inject({
      method: 'POST',
      url: `/api/${apiPaths.verifyOtp}/${m.user.merchantid}`,
      remoteAddress: address,
      headers: bearer(m.token),
      payload: { phone: m.payload.phone, otp },
    });

  const codeOf = (response: { statusCode: number; body: string; json: <T>() => T }) => {
    expect({ status: response.statusCode, body: response.body }).toEqual({
      status: 200,
      body: expect.any(String),
    });
    const code = response.json<{ data: { code?: string } }>().data.code;
    if (code === undefined) throw new Error('the sandbox revealed no code');
    return code;
  };

  /** Moves every code of the phone back in time, as if `seconds` had passed. */
  const age = async (phone: string, seconds: number) => {
    await database.db.query(
      `UPDATE otp_challenges
          SET sent_at = sent_at - $2::integer * interval '1 second',
              expires_at = expires_at - $2::integer * interval '1 second'
        WHERE phone = $1`,
      [phone, seconds],
    );
  };

  const counter = async (key: string) => {
    const { rows } = await database.db.query<{ hits: number }>(
      'SELECT hits FROM rate_limits WHERE key = $1',
      [key],
    );
    return rows[0]?.hits ?? 0;
  };

  describe('sending', () => {
    const FIVE_AN_HOUR: CallLimits = { windowSeconds: HOUR, perPhone: 5, perAddress: 300 };

    test("strangers asking for someone's code cannot lock them out: only codes issued count", async () => {
      const app = await build({ sendLimits: FIVE_AN_HOUR });
      const phone = '09790001001';
      // Five anonymous requests at once: one code goes out, four are told to wait.
      const asked = [];
      for (let n = 0; n < 5; n += 1) asked.push(await customerSend(app, phone, '198.51.100.66'));
      expect(asked.map((a) => a.statusCode)).toEqual([200, 429, 429, 429, 429]);
      expect(asked[4]?.json()).toMatchObject({ reason: 'resend_too_soon' });
      expect(await counter(`otpSend:customer_sign_in:phone:${phone}`)).toBe(1);
      expect(await counter('otpSend:customer_sign_in:address:198.51.100.66')).toBe(1);

      // After the resend gap the owner gets a code and signs in with it.
      await age(phone, 60);
      const code = codeOf(await customerSend(app, phone, '203.0.113.9'));
      expect((await signIn(app, phone, code, '203.0.113.9')).statusCode).toBe(200);
      expect(await counter(`otpSend:customer_sign_in:phone:${phone}`)).toBe(2);
    });

    test('the per-phone limit still counts every code issued, from any address', async () => {
      const app = await build({ sendLimits: { ...FIVE_AN_HOUR, perPhone: 2 } });
      const phone = '09790001002';
      codeOf(await customerSend(app, phone, '198.51.100.1'));
      await age(phone, 60);
      codeOf(await customerSend(app, phone, '198.51.100.2'));
      await age(phone, 60);
      const third = await customerSend(app, phone, '198.51.100.3');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        message: `Too many attempts. Please try again in ${third.headers['retry-after']} seconds.`,
      });
      // Refused by the limit, it is not counted either.
      expect(await counter(`otpSend:customer_sign_in:phone:${phone}`)).toBe(2);
    });

    test('invalid requests to send a code cost nothing', async () => {
      const app = await build({ sendLimits: { ...FIVE_AN_HOUR, perAddress: 2 } });
      for (const phone of ['', '12', 'not a phone', '0979000100300000000']) {
        for (let n = 0; n < 3; n += 1) {
          const answer = await customerSend(app, phone, '198.51.100.70');
          expect({ phone, status: answer.statusCode }).toEqual({ phone, status: 422 });
        }
      }
      codeOf(await customerSend(app, '09790001003', '198.51.100.70'));
      codeOf(await customerSend(app, '09790001004', '198.51.100.70'));
      expect((await customerSend(app, '09790001005', '198.51.100.70')).statusCode).toBe(429);
    });

    test('a code whose SMS the provider refused is not counted', async () => {
      let refuse = true;
      const flaky: SmsProvider = {
        ...createSandboxSms(),
        name: 'flaky',
        send: async () => {
          if (refuse) throw new SmsError('rejected', 'refused by the test');
        },
      };
      const app = await build(
        { sendLimits: { windowSeconds: HOUR, perPhone: 1, perAddress: 1 } },
        { sms: flaky },
      );
      const phone = '09790001006';
      for (let n = 0; n < 3; n += 1) {
        expect((await customerSend(app, phone)).statusCode).toBe(502);
      }
      refuse = false;
      codeOf(await customerSend(app, phone));
      expect((await customerSend(app, '09790001007')).statusCode).toBe(429);
    });

    test("a customer's sign-in never uses up a merchant's verification, nor the other way round", async () => {
      const app = await build({
        sendLimits: { windowSeconds: HOUR, perPhone: 2, perAddress: 300 },
        verifyLimits: { windowSeconds: HOUR, perPhone: 2, perAddress: 300 },
      });
      const m = await registerMerchant(app);
      const phone = m.payload.phone;
      // Strangers ask for customer codes to the merchant's phone until its limit.
      codeOf(await customerSend(app, phone, '198.51.100.20'));
      await age(phone, 60);
      codeOf(await customerSend(app, phone, '198.51.100.20'));
      await age(phone, 60);
      expect((await customerSend(app, phone, '198.51.100.20')).statusCode).toBe(429);
      // ...and guess at customer sign-ins from the merchant's own address.
      for (let n = 0; n < 2; n += 1) {
        expect((await signIn(app, phone, '123456', '203.0.113.1')).statusCode).toBe(422);
      }
      expect((await signIn(app, phone, '123456', '203.0.113.1')).statusCode).toBe(429);

      // The merchant still verifies their phone, from that address.
      const code = codeOf(await merchantSend(app, m, '203.0.113.1'));
      expect((await merchantVerify(app, m, code, '203.0.113.1')).statusCode).toBe(200);
    });

    test('an IPv6 client is counted by its /64, an IPv4-mapped one as its IPv4 address', async () => {
      const app = await build({ sendLimits: { ...FIVE_AN_HOUR, perAddress: 2 } });
      codeOf(await customerSend(app, '09790002001', '2001:db8:1:2::1'));
      codeOf(await customerSend(app, '09790002002', '2001:db8:1:2::99'));
      expect((await customerSend(app, '09790002003', '2001:db8:1:2:a:b:c:d')).statusCode).toBe(429);
      codeOf(await customerSend(app, '09790002003', '2001:db8:1:3::1'));
      expect(await counter('otpSend:customer_sign_in:address:2001:db8:1:2::/64')).toBe(2);

      codeOf(await customerSend(app, '09790002004', '::ffff:192.0.2.4'));
      codeOf(await customerSend(app, '09790002005', '192.0.2.4'));
      expect((await customerSend(app, '09790002006', '::ffff:192.0.2.4')).statusCode).toBe(429);
      expect((await customerSend(app, '09790002006', '192.0.2.4')).statusCode).toBe(429);
      expect(await counter('otpSend:customer_sign_in:address:192.0.2.4')).toBe(2);
    });
  });

  describe('checking', () => {
    const DEFAULT_CHECKS = DEFAULT_OTP_CONFIG.verifyLimits;

    test('thirty junk sign-ins for a phone do not stop its owner signing in from elsewhere', async () => {
      const app = await build({ verifyLimits: DEFAULT_CHECKS });
      const phone = '09790003001';
      // No code was sent: every guess fails, until the guesser's address is refused.
      for (let n = 0; n < DEFAULT_CHECKS.perPhone; n += 1) {
        expect((await signIn(app, phone, '123456', '198.51.100.66')).statusCode).toBe(422);
      }
      expect((await signIn(app, phone, '123456', '198.51.100.66')).statusCode).toBe(429);

      const code = codeOf(await customerSend(app, phone, '203.0.113.5'));
      // Wrong codes kill the code after its 5 tries, whoever types them...
      for (let n = 0; n < DEFAULT_OTP_CONFIG.maxTries; n += 1) {
        await signIn(app, phone, wrongCode(code), '198.51.100.67');
      }
      expect((await signIn(app, phone, code, '203.0.113.5')).json()).toMatchObject({
        reason: 'too_many_tries',
      });
      // ...and the owner asks for a new one after the resend gap, and signs in.
      await age(phone, 60);
      const fresh = codeOf(await customerSend(app, phone, '203.0.113.5'));
      expect((await signIn(app, phone, fresh, '203.0.113.5')).statusCode).toBe(200);
    });

    test('only failures count: a success gives its attempt back, per phone and per address', async () => {
      const app = await build({
        verifyLimits: { windowSeconds: HOUR, perPhone: 2, perAddress: 3 },
      });
      const address = '198.51.100.80';
      // More sign-ins than either limit from one address, all of them right.
      for (let n = 0; n < 5; n += 1) {
        const phone = `0979000401${n}`;
        const code = codeOf(await customerSend(app, phone, address));
        expect((await signIn(app, phone, code, address)).statusCode).toBe(200);
      }
      expect(await counter(`otpVerify:customer_sign_in:address:${address}`)).toBe(0);

      // Failures over any phones from one address meet the address's cap.
      for (let n = 0; n < 3; n += 1) {
        expect((await signIn(app, `0979000402${n}`, '123456', address)).statusCode).toBe(422);
      }
      expect((await signIn(app, '09790004029', '123456', address)).statusCode).toBe(429);
      expect((await signIn(app, '09790004029', '123456', '198.51.100.81')).statusCode).toBe(422);
    });

    test('failures from one IPv6 /64 are counted together', async () => {
      const app = await build({
        verifyLimits: { windowSeconds: HOUR, perPhone: 2, perAddress: 300 },
      });
      const phone = '09790005001';
      expect((await signIn(app, phone, '123456', '2001:db8:5:5::1')).statusCode).toBe(422);
      expect((await signIn(app, phone, '123456', '2001:db8:5:5::2')).statusCode).toBe(422);
      expect((await signIn(app, phone, '123456', '2001:db8:5:5::3')).statusCode).toBe(429);
      expect((await signIn(app, phone, '123456', '2001:db8:5:6::1')).statusCode).toBe(422);
    });
  });

  describe('the SMS spending caps', () => {
    const capLines = (log: LogCapture) =>
      log
        .text()
        .split('\n')
        .filter((line) => line.includes('SMS spending cap reached'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);

    test("over the hour's cap no SMS goes out, with Retry-After, logged once", async () => {
      const log = logCapture();
      const app = await build({ smsCap: { perHour: 2, perDay: 100 } }, { log });
      codeOf(await customerSend(app, '09790006001', '198.51.100.1'));
      codeOf(await customerSend(app, '09790006002', '198.51.100.2'));
      const refused = [];
      for (let n = 0; n < 3; n += 1) {
        refused.push(await customerSend(app, `0979000610${n}`, `198.51.100.${10 + n}`));
      }
      for (const answer of refused) {
        expect(answer.statusCode).toBe(429);
        const seconds = Number(answer.headers['retry-after']);
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(HOUR);
        expect(answer.json()).toEqual({
          message: `We cannot send more codes just now. Please try again in ${seconds} seconds.`,
        });
      }
      const lines = capLines(log);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 40, window: 'hour', cap: 2 });

      // Nothing waits for the refused phones, and they and their addresses were not counted.
      const { rows } = await database.db.query<{ phone: string }>(
        'SELECT phone FROM otp_challenges ORDER BY phone',
      );
      expect(rows.map((r) => r.phone)).toEqual(['09790006001', '09790006002']);
      expect(await counter('otpSend:customer_sign_in:phone:09790006100')).toBe(0);
      expect(await counter('otpSend:customer_sign_in:address:198.51.100.10')).toBe(0);
      expect(await counter('smsSent:day')).toBe(2);

      // In Burmese too; and once the hour ends, codes go out again.
      const burmese = await customerSend(app, '09790006103', '198.51.100.20', 'my');
      expect(burmese.json<{ message: string }>().message).toMatch(
        /^ယခု ကုဒ်များ ထပ်မံ ပို့၍ မရသေးပါ။ [၀-၉]+ စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ။$/,
      );
      await database.db.query(
        `UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key = 'smsSent:hour'`,
      );
      codeOf(await customerSend(app, '09790006100', '198.51.100.10'));
    });

    test("the day's cap, shared by every process and purpose", async () => {
      const log = logCapture();
      const caps = { smsCap: { perHour: 100, perDay: 2 } };
      const one = await build(caps, { log });
      const other = await build(caps);
      const m = await registerMerchant(one);
      codeOf(await merchantSend(one, m));
      codeOf(await customerSend(other, '09790007001'));
      expect((await customerSend(one, '09790007002')).statusCode).toBe(429);
      const refused = await merchantSend(other, await registerMerchant(other));
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toMatch(/^We cannot send more codes/);
      expect(capLines(log)).toEqual([
        expect.objectContaining({ window: 'day', cap: 2, purpose: 'customer_sign_in' }),
      ]);
      // The refusals by the day's cap were not counted in the hour's window.
      expect(await counter('smsSent:hour')).toBe(2);
    });

    test('an SMS the provider refused is not counted against the caps', async () => {
      let refuse = true;
      const flaky: SmsProvider = {
        ...createSandboxSms(),
        name: 'flaky',
        send: async () => {
          if (refuse) throw new SmsError('rejected', 'refused by the test');
        },
      };
      const app = await build({ smsCap: { perHour: 1, perDay: 1 } }, { sms: flaky });
      expect((await customerSend(app, '09790008001')).statusCode).toBe(502);
      expect((await customerSend(app, '09790008002')).statusCode).toBe(502);
      refuse = false;
      codeOf(await customerSend(app, '09790008003'));
      expect((await customerSend(app, '09790008004')).statusCode).toBe(429);
    });
  });
});

describe('the settings of the limits', () => {
  test('every limit of codes and SMS may be set', () => {
    const config = loadConfig({
      OTP_SEND_PER_PHONE: '4',
      OTP_SEND_PER_ADDRESS: '800',
      OTP_VERIFY_FAILURES_PER_PHONE: '20',
      OTP_VERIFY_FAILURES_PER_ADDRESS: '900',
      SMS_MAX_PER_HOUR: '50',
      SMS_MAX_PER_DAY: '400',
    });
    expect(config.otp).toMatchObject({
      sendLimits: { windowSeconds: HOUR, perPhone: 4, perAddress: 800 },
      verifyLimits: { windowSeconds: HOUR, perPhone: 20, perAddress: 900 },
      smsCap: { perHour: 50, perDay: 400 },
    });
    expect(loadConfig({}).otp).toMatchObject({
      sendLimits: { perPhone: 5, perAddress: 300 },
      verifyLimits: { perPhone: 30, perAddress: 300 },
      smsCap: { perHour: 1_000, perDay: 10_000 },
    });
  });

  test.each([
    ['OTP_SEND_PER_ADDRESS', '0'],
    ['OTP_SEND_PER_PHONE', 'five'],
    ['OTP_VERIFY_FAILURES_PER_PHONE', '2.5'],
    ['OTP_VERIFY_FAILURES_PER_ADDRESS', '-1'],
    ['SMS_MAX_PER_HOUR', '1e10'],
    ['SMS_MAX_PER_DAY', 'lots'],
  ])('a bad %s stops the start', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `${name} must be an integer from 1 to 1000000000, got "${value}"`,
    );
  });
});
