/**
 * The API answers in the language of the request: Burmese when `Accept-Language` puts a Burmese
 * range first, English (the product's exact words) otherwise, with `Vary: Accept-Language`.
 */
import type { PaymentIntent } from '@contract';
import { MATCHED_MESSAGES, isMessage, type MatchedMessageId } from '@contract/messages';
import type { Config } from '../src/config';
import { MESSAGES, declineReason, fieldLabel, languageOf, myanmarDigits } from '../src/i18n';
import { BODY_LIMIT } from '../src/app';
import { createSandboxGateway, SANDBOX_MESSAGES } from '../src/payments';
import { DEFAULT_PAYMENT_CONFIG } from '../src/payments/config';
import { INTENT, cardPayment, orderIntent } from './calls';
import {
  bearer,
  buildTestApp,
  databases,
  registerMerchant,
  registration,
  useTestDatabase,
} from './helpers';

const MY = { 'accept-language': 'my' };
const MYANMAR_LETTERS = /[\u1000-\u109f]/;
const WESTERN_DIGITS = /[0-9]/;

describe('the language of an answer', () => {
  test.each<[string | undefined, 'en' | 'my']>([
    [undefined, 'en'],
    ['', 'en'],
    ['my', 'my'],
    ['my-MM', 'my'],
    ['MY-mm', 'my'],
    ['en', 'en'],
    ['fr-FR, my;q=0.9', 'en'],
    ['en-US,en;q=0.9,my;q=0.8', 'en'],
    ['en;q=0.5, my;q=0.8', 'my'],
    ['en;q=0.3, my-MM', 'my'],
    ['my;q=0, en', 'en'],
    ['my;q=0', 'en'],
    ['my;q=0.5, en;q=0.5', 'my'],
    ['en;q=0.5, my;q=0.5', 'en'],
    ['*', 'en'],
    ['mya', 'en'],
    ['myv', 'en'],
  ])('Accept-Language %p answers in %p', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });

  test('Myanmar digits in numbers', () => {
    expect(myanmarDigits(1234567890)).toBe('၁၂၃၄၅၆၇၈၉၀');
    expect(myanmarDigits('104.99 USD')).toBe('၁၀၄.၉၉ USD');
  });

  test('every Burmese message is Burmese, with no Western digit, and differs from the English', () => {
    const { en, my } = MESSAGES;
    // Arguments of the right kinds for each message with arguments (a number where one is counted).
    const args: Record<string, unknown[]> = {
      tooManyAttempts: [12],
      tooManyFields: [12],
      amountMustBe: [10499, '104.99', 'USD'],
      amountMustBeTotal: ['104.99', 'USD'],
      currencyMustBe: ['USD'],
      andMore: ['X', 12],
      mustBeType: ['X', 'ကိန်းပြည့်'],
      cannotPublish: [['X', 'Y']],
      itemsUnavailable: [['X', 'Y']],
      branchLimit: [3],
      photoTooLarge: [5],
      promoBelowUses: [1200],
      promoLimit: [200],
      promoMinTotal: [10000],
      optionsTooFew: ['X', 'Y', 2],
      optionsTooMany: ['X', 'Y', 2],
      optionUnknown: ['X'],
      optionGroupLimit: [10],
      deliveryMinimum: [10000],
      reservationClosed: [{ day: 'X', time: '09:00' }],
    };
    const sample = (key: string, value: unknown): string =>
      typeof value === 'function'
        ? String((value as (...a: unknown[]) => string)(...(args[key] ?? ['X', 12])))
        : String(value);
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      if (key === 'typeNames' || key === 'labels') continue;
      const text = sample(key, my[key]);
      expect([key, MYANMAR_LETTERS.test(text)]).toEqual([key, true]);
      expect([key, WESTERN_DIGITS.test(text)]).toEqual([key, false]);
      expect([key, text]).not.toEqual([key, sample(key, en[key])]);
    }
  });

  test('the SPA recognises each matched message in either language, and nothing else', () => {
    const ids = Object.keys(MATCHED_MESSAGES) as MatchedMessageId[];
    for (const id of ids) {
      for (const other of ids) {
        expect(isMessage(id, MATCHED_MESSAGES[other].en)).toBe(id === other);
        expect(isMessage(id, MATCHED_MESSAGES[other].my)).toBe(id === other);
      }
      expect(isMessage(id, null)).toBe(false);
      expect(isMessage(id, undefined)).toBe(false);
      expect(isMessage(id, '')).toBe(false);
    }
  });

  test('decline reasons of the gateway in Burmese; unknown reasons passed on', () => {
    expect(declineReason(MESSAGES.my, SANDBOX_MESSAGES.card_declined)).toBe('သင့်ကတ်ကို ငြင်းပယ်လိုက်ပါသည်။');
    expect(declineReason(MESSAGES.my, SANDBOX_MESSAGES.expired_card)).toBe('သင့်ကတ် သက်တမ်းကုန်သွားပါပြီ။');
    for (const message of Object.values(SANDBOX_MESSAGES)) {
      expect(declineReason(MESSAGES.en, message)).toBe(message);
      expect(declineReason(MESSAGES.my, message)).toMatch(MYANMAR_LETTERS);
    }
    expect(declineReason(MESSAGES.my, 'Do not honor')).toBe('Do not honor');
  });

  test('field labels: English as before, Burmese by name or by the last part of a path', () => {
    expect(fieldLabel(MESSAGES.en, 'shopname')).toBe('shop name');
    expect(fieldLabel(MESSAGES.en, 'metadata.shop_name')).toBe('metadata shop name');
    expect(fieldLabel(MESSAGES.my, 'metadata.shop_name')).toBe('ဆိုင်အမည်');
    expect(fieldLabel(MESSAGES.my, 'unheard_of')).toBe('unheard_of');
  });
});

describe.each(databases())('answers in the language of the request on %s', (kind) => {
  const database = useTestDatabase(kind);
  const apps: Array<ReturnType<typeof buildTestApp>> = [];
  let app: ReturnType<typeof buildTestApp>;

  async function start(config: Partial<Config> = {}) {
    const started = buildTestApp(database.db, config);
    apps.push(started);
    await started.ready();
    return started;
  }
  beforeEach(async () => {
    app = await start();
  });
  afterEach(async () => {
    for (const a of apps.splice(0)) await a.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, on = app) =>
    on.inject({ method: 'POST', url, payload: payload as object, headers });

  test('validation: every field message and the top message in Burmese, English unchanged', async () => {
    const body = registration({ username: 'x'.repeat(101), shopname: '', email: 'not-an-email' });
    const burmese = await post('/api/merchant/merchantregister', body, MY);
    expect(burmese.statusCode).toBe(422);
    expect(burmese.headers.vary).toMatch(/Accept-Language/);
    expect(burmese.json()).toEqual({
      status: false,
      message: 'အသုံးပြုသူအမည် သည် စာလုံး ၁၀၀ လုံးထက် မပိုရပါ။ (နောက်ထပ် အမှား ၂ ခု)',
      data: {
        errors: {
          username: ['အသုံးပြုသူအမည် သည် စာလုံး ၁၀၀ လုံးထက် မပိုရပါ။'],
          shopname: ['ဆိုင်အမည် ဖြည့်ရန် လိုအပ်ပါသည်။'],
          email: ['အီးမေးလ်လိပ်စာ သည် မှန်ကန်သော အီးမေးလ်လိပ်စာ ဖြစ်ရပါမည်။'],
        },
      },
    });

    const english = await post('/api/merchant/merchantregister', body);
    expect(english.statusCode).toBe(422);
    expect(english.headers.vary).toMatch(/Accept-Language/);
    expect(english.json()).toEqual({
      status: false,
      message: 'The user name field must not be greater than 100 characters. (and 2 more errors)',
      data: {
        errors: {
          username: ['The user name field must not be greater than 100 characters.'],
          shopname: ['The shop name field is required.'],
          email: ['The email field must be a valid email address.'],
        },
      },
    });
  });

  test('q-values decide: English first answers English, Burmese first answers Burmese', async () => {
    const body = registration({ shopname: '' });
    const ask = async (language: string) =>
      (await post('/api/merchant/merchantregister', body, { 'accept-language': language })).json<{
        message: string;
      }>().message;
    expect(await ask('en-US,en;q=0.9,my;q=0.8')).toBe('The shop name field is required.');
    expect(await ask('en;q=0.4, my-MM;q=0.9')).toBe('ဆိုင်အမည် ဖြည့်ရန် လိုအပ်ပါသည်။');
    expect(await ask('my;q=0, en')).toBe('The shop name field is required.');
    expect(await ask('fr')).toBe('The shop name field is required.');
  });

  test('the field cap and control characters in Burmese', async () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, i]));
    const tooMany = await post('/api/backend/contact', many, MY);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      status: false,
      message: 'တောင်းဆိုချက်တွင် အကွက် ၁၀၀ ခုထက် မပိုရပါ။',
      data: { errors: { body: ['တောင်းဆိုချက်တွင် အကွက် ၁၀၀ ခုထက် မပိုရပါ။'] } },
    });
    const control = await post(
      '/api/merchant/merchantregister',
      registration({ shopname: 'a\u0000b' }),
      MY,
    );
    expect(control.statusCode).toBe(422);
    expect(control.json().data.errors).toEqual({
      shopname: ['ဆိုင်အမည် တွင် ထိန်းချုပ်စာလုံး (control character) မပါရပါ။'],
    });
  });

  test('registration: a taken phone and email in Burmese', async () => {
    const first = await registerMerchant(app);
    const again = await post(
      '/api/merchant/merchantregister',
      registration({ phone: first.payload.phone, email: first.payload.email }),
      MY,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().data.errors).toEqual({
      email: ['ဤအီးမေးလ်လိပ်စာဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်။'],
      phone: ['ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ဖွင့်ပြီး ဖြစ်ပါသည်။'],
    });
    const ok = await post('/api/merchant/merchantregister', registration(), MY);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('အကောင့်ဖွင့်ခြင်း အောင်မြင်ပါသည်။');
  });

  test("'Invalid credentials' and the rate limit in Burmese, with Myanmar digits", async () => {
    const { payload } = await registerMerchant(app);
    const wrong = { phone: payload.phone, password: 'not-the-password' };
    const invalid = await post('/api/merchant/login', wrong, MY);
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toEqual({ message: 'ဖုန်းနံပါတ် သို့မဟုတ် စကားဝှက် မှားနေပါသည်။' });
    expect(invalid.headers.vary).toMatch(/Accept-Language/);
    expect((await post('/api/merchant/login', wrong)).json()).toEqual({
      message: 'Invalid credentials',
    });

    // The attempts above already count against this address: the next one is over the limit.
    const strict = await start({
      rateLimit: { windowSeconds: 900, perPhone: 1000, perAddress: 1 },
    });
    const limited = await post('/api/merchant/login', wrong, MY, strict);
    expect(limited.statusCode).toBe(429);
    const seconds = String(limited.headers['retry-after']);
    expect(limited.json()).toEqual({
      message: `ကြိုးစားမှု များလွန်းပါသည်။ ${myanmarDigits(seconds)} စက္ကန့်အကြာတွင် ထပ်မံကြိုးစားပါ။`,
    });
    const english = await post('/api/merchant/login', wrong, {}, strict);
    expect(english.json()).toEqual({
      message: `Too many attempts. Please try again in ${String(english.headers['retry-after'])} seconds.`,
    });
  });

  test("401 'Token not valid', 403, 404 and 413 in Burmese, recognised by the SPA's recogniser", async () => {
    const a = await registerMerchant(app);
    const b = await registerMerchant(app);
    const noToken = await app.inject({
      method: 'GET',
      url: `/api/merchant/dashboard/${a.user.merchantid}`,
      headers: MY,
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ message: 'ဝင်ရောက်ခွင့် တိုကင် မမှန်ကန်ပါ။' });
    expect(isMessage('TOKEN_NOT_VALID', noToken.json().message)).toBe(true);
    expect(noToken.headers.vary).toMatch(/Accept-Language/);

    const theirs = await app.inject({
      method: 'GET',
      url: `/api/merchant/dashboard/${b.user.merchantid}`,
      headers: { ...MY, ...bearer(a.token) },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: 'ဤဆိုင်ရှင်အကောင့်ကို အသုံးပြုခွင့် မရှိပါ။' });
    expect(isMessage('NOT_OWN_MERCHANT', theirs.json().message)).toBe(true);

    const missing = await app.inject({ method: 'GET', url: '/api/no/such/call', headers: MY });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'ရှာမတွေ့ပါ။' });
    const missingEn = await app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(missingEn.json()).toEqual({ message: 'Not found' });

    const big = { message: 'x'.repeat(BODY_LIMIT + 10) };
    const tooLarge = await post('/api/backend/contact', big, MY);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'ပို့သော အချက်အလက် ကြီးလွန်းပါသည်။' });
    const tooLargeEn = await post('/api/backend/contact', big);
    expect(tooLargeEn.statusCode).toBe(413);
    expect(tooLargeEn.json().message).not.toMatch(MYANMAR_LETTERS);
  });

  test("Fastify's own client errors in Burmese: broken JSON and an unsupported media type", async () => {
    const send = (payload: string, type: string, headers: Record<string, string> = MY) =>
      app.inject({
        method: 'POST',
        url: '/api/backend/contact',
        payload,
        headers: { ...headers, 'content-type': type },
      });
    const broken = await send('{"name":', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'ပို့သော အချက်အလက်သည် မှန်ကန်သော JSON မဟုတ်ပါ။' });
    const media = await send('name=x', 'text/csv');
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({ message: 'ဤ Content-Type ကို လက်မခံပါ။' });
    // English keeps Fastify's own words.
    const english = await send('name=x', 'text/csv', {});
    expect(english.json().message).toMatch(/^Unsupported Media Type/);
  });

  test('the contact form in Burmese', async () => {
    const sent = await post(
      '/api/backend/contact',
      { name: 'Daw Khin', email: 'khin@example.com', message: 'Please call me about Premium.' },
      MY,
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('သင့်စာကို ပို့ပြီးပါပြီ။');
    const short = await post(
      '/api/backend/contact',
      { name: 'Daw Khin', email: 'khin@example.com', message: '  short     ' },
      MY,
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().data.errors).toEqual({
      message: ['စာ သည် အနည်းဆုံး စာလုံး ၁၀ လုံး ရှိရပါမည်။'],
    });
  });

  describe('payments', () => {
    async function merchant(on = app) {
      const { token, user } = await registerMerchant(on);
      const id = user.merchantid;
      const headers = { ...MY, ...bearer(token) };
      return {
        id,
        addPlan: (plan_id: number, duration_month: number) =>
          post(`/api/merchant/addPlan/${id}`, { plan_id, duration_month }, headers, on),
        intent: async (key?: string, payload: object = INTENT) =>
          post(
            `/api/merchant/createPaymentIntent/${id}`,
            payload,
            { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
            on,
          ),
        pay: (intentId: string, card: object = {}) =>
          post(
            `/api/merchant/processPayment/${id}`,
            { ...cardPayment(intentId), ...card },
            headers,
            on,
          ),
      };
    }
    const intentId = async (m: Awaited<ReturnType<typeof merchant>>) => {
      const response = await m.intent();
      expect(response.statusCode).toBe(200);
      return response.json<PaymentIntent>().id;
    };

    test.each([
      ['4000000000000002', 'သင့်ကတ်ကို ငြင်းပယ်လိုက်ပါသည်။'],
      ['4000000000009995', 'သင့်ကတ်တွင် ငွေ မလုံလောက်ပါ။'],
      ['4242424242424241', 'သင့်ကတ်နံပါတ် မှားနေပါသည်။'],
    ])('card %s is declined with its reason in Burmese', async (number, reason) => {
      const m = await merchant();
      const response = await m.pay(await intentId(m), { card_number: number });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ message: reason });
    });

    test('amount and intent messages in Burmese, with Myanmar digits', async () => {
      const m = await merchant();
      const wrongAmount = await m.intent(undefined, { ...INTENT, amount: 100 });
      expect(wrongAmount.statusCode).toBe(422);
      expect(wrongAmount.json().data.errors.amount).toEqual([
        'ငွေပမာဏသည် ၁၀၄၉၉ (၁၀၄.၉၉ USD) ဖြစ်ရပါမည်။',
      ]);
      const unknown = await m.pay('pi_unknown');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'ငွေပေးချေမှုကို ရှာမတွေ့ပါ။' });
      expect((await m.intent('key-1')).statusCode).toBe(200);
      const reused = await m.intent('key-1', { ...INTENT, description: 'Other' });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({
        reason: 'idempotency_key_reused',
        data: {
          errors: {
            'idempotency-key': ['ဤ Idempotency-Key ကို အခြား အချက်အလက်များဖြင့် အသုံးပြုပြီး ဖြစ်ပါသည်။'],
          },
        },
      });
    });

    test('an order changed after the intent: 409 in Burmese, recognised as ORDER_CHANGED', async () => {
      const m = await merchant();
      expect((await m.addPlan(2, 6)).statusCode).toBe(200);
      // Standard for 6 months: 340,000 + 2 % tax 6,800 = 346,800 MMK.
      const made = await m.intent(undefined, orderIntent({ amount_minor: 34_680_000 }));
      expect(made.statusCode).toBe(200);
      const id = made.json<PaymentIntent>().id;
      expect((await m.addPlan(3, 6)).statusCode).toBe(200);
      const response = await m.pay(id, { amount: 346_800, currency: 'MMK' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MATCHED_MESSAGES.ORDER_CHANGED.my });
      expect(isMessage('ORDER_CHANGED', response.json().message)).toBe(true);
    });

    test('too many declines: 429 in Burmese, recognised as TOO_MANY_DECLINES', async () => {
      const m = await merchant();
      const id = await intentId(m);
      for (let i = 0; i < 5; i++) {
        expect((await m.pay(id, { card_number: '4000000000000002' })).statusCode).toBe(402);
      }
      const refused = await m.pay(id);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MATCHED_MESSAGES.TOO_MANY_DECLINES.my });
      expect(isMessage('TOO_MANY_DECLINES', refused.json().message)).toBe(true);
    });

    test('gateway unavailable, time-out and a payment in progress in Burmese', async () => {
      const sandbox = createSandboxGateway(database.db);
      let mode: 'fail' | 'hold' = 'fail';
      let release = () => {};
      const gatewayApp = buildTestApp(database.db, {
        payments: { ...DEFAULT_PAYMENT_CONFIG, gatewayTimeoutMs: 150 },
      });
      apps.push(gatewayApp);
      gatewayApp.decorate('paymentGateway', {
        async charge(request: Parameters<typeof sandbox.charge>[0]) {
          if (mode === 'fail') throw new Error('connection reset');
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return sandbox.charge(request);
        },
        lookup: (key: string) => sandbox.lookup(key),
      });
      await gatewayApp.ready();
      const m = await merchant(gatewayApp);
      const id = await intentId(m);

      const unavailable = await m.pay(id);
      expect(unavailable.statusCode).toBe(502);
      expect(unavailable.json()).toEqual({
        message: 'ငွေပေးချေမှု ဝန်ဆောင်မှုကို ယခု အသုံးပြု၍ မရပါ။ ထပ်မံကြိုးစားပါ။',
      });

      mode = 'hold';
      const late = await m.pay(id);
      expect(late.statusCode).toBe(504);
      expect(late.json()).toEqual({
        message: 'ငွေပေးချေမှု ဝန်ဆောင်မှုထံမှ အချိန်မီ အဖြေ မရပါ။ ထပ်မံ ငွေမပေးချေမီ သင့်ဒက်ရှ်ဘုတ်ကို စစ်ဆေးပါ။',
      });
      const meanwhile = await m.pay(id);
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.json()).toEqual({ message: MATCHED_MESSAGES.PAYMENT_IN_PROGRESS.my });
      expect(isMessage('PAYMENT_IN_PROGRESS', meanwhile.json().message)).toBe(true);
      release();
    });
  });
});
