/**
 * The Dinger adapter over real HTTP against a local fake of Dinger's API (fakeDinger.ts, after
 * Dinger's published documentation): a wallet payment made and paid, declined, expired; time-outs
 * and refusals as ProviderUnavailable; callbacks forged, tampered or replayed; an amount or
 * currency that does not match, reported as Dinger sent it; the hosted card page; the settings
 * refused at start; and, on each database, the billing screen's card form answering 409 with
 * Dinger (cards are paid on Dinger's page).
 */
import { createHmac, generateKeyPairSync } from 'node:crypto';
import { loadConfig } from '../src/config';
import { loadPaymentConfig } from '../src/payments/config';
import { loadDingerConfig } from '../src/payments/dinger/config';
import { DINGER_VALIDITY_MS, createDingerProvider } from '../src/payments/dinger/provider';
import type { CreatePaymentRequest, PaymentProvider } from '../src/payments/provider';
import { createPaymentProvider } from '../src/payments/providers';
import { productionProblems } from '../src/production';
import { startFakeDinger, rsaDecrypt, type FakeDinger } from './fakeDinger';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';

const NOW = new Date('2026-03-01T03:00:00.000Z');

const request = (overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  reference: 'MPDINGER0001',
  amountMinor: 1_500_000,
  currency: 'MMK',
  method: 'wallet',
  description: 'Growth plan, monthly',
  callbackUrl: 'https://shop.example.com/api/payments/callback/dinger',
  returnUrl: 'https://shop.example.com/payment',
  publicOrigin: 'https://shop.example.com',
  ...overrides,
});

describe('the Dinger adapter against a fake of its API', () => {
  let fake: FakeDinger;
  beforeEach(async () => {
    fake = await startFakeDinger();
  });
  afterEach(() => fake.close());

  const dinger = (env: Record<string, string> = {}, timeoutMs = 5_000): PaymentProvider =>
    createDingerProvider(loadDingerConfig({ ...fake.env, ...env }), { timeoutMs, now: () => NOW });

  test('success: token, RSA-encrypted pay request, the QR Dinger answers, then a SUCCESS callback', async () => {
    const provider = dinger();
    const created = await provider.create(request());

    const [token, pay] = fake.requests;
    expect(token).toMatchObject({
      method: 'GET',
      path: '/api/token',
      query: {
        projectName: 'Merchant Marketplace',
        merchantName: 'mmplatform',
        apiKey: 'm7v9vlk.test-api-key',
      },
    });
    expect(pay).toMatchObject({
      method: 'POST',
      path: '/api/pay',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(pay?.authorization).toMatch(/^Bearer [0-9a-f-]{36}$/);
    expect(pay?.payload).toEqual({
      providerName: 'KBZ Pay',
      methodName: 'QR',
      totalAmount: 15_000,
      orderId: 'MPDINGER0001',
      customerPhone: '09000000000',
      customerName: 'mmplatform',
      description: 'Growth plan, monthly',
      items: '[{"name":"Growth plan, monthly","amount":15000,"quantity":1}]',
    });

    const order = fake.orders.get('MPDINGER0001');
    expect(created).toEqual({
      providerReference: order?.transactionNum,
      qrPayload: order?.qrCode,
      redirectUrl: null,
      expiresAt: new Date(NOW.getTime() + DINGER_VALIDITY_MS),
    });

    const verdict = provider.verifyCallback(fake.callback('MPDINGER0001', 'SUCCESS'));
    expect(verdict).toEqual({
      valid: true,
      report: {
        reference: 'MPDINGER0001',
        providerReference: order?.transactionNum,
        status: 'succeeded',
        amountMinor: 1_500_000,
        currency: 'MMK',
        message: null,
        channel: 'KBZ Pay',
      },
    });
  });

  test('the wallet is the configured one (DINGER_WALLET_PROVIDER)', async () => {
    await dinger({ DINGER_WALLET_PROVIDER: 'AYA Pay' }).create(request());
    expect(fake.requests[1]?.payload).toMatchObject({ providerName: 'AYA Pay', methodName: 'QR' });
  });

  test('a create sent again with the same reference answers the first payment, no second order', async () => {
    const provider = dinger();
    const first = await provider.create(request());
    const again = await provider.create(request());
    expect(again).toEqual(first);
    expect(fake.requests.filter((r) => r.path === '/api/pay')).toHaveLength(1);
  });

  test('decline: DECLINED, CANCELLED, ERROR and SYSTEM_ERROR callbacks are declines, with the status as message', async () => {
    const provider = dinger();
    await provider.create(request());
    for (const status of ['DECLINED', 'CANCELLED', 'ERROR', 'SYSTEM_ERROR']) {
      expect(provider.verifyCallback(fake.callback('MPDINGER0001', status))).toMatchObject({
        valid: true,
        report: { status: 'declined', message: status },
      });
    }
    expect(
      provider.verifyCallback(
        fake.callback('MPDINGER0001', 'ERROR', { message: 'INSUFFICIENT_BALANCE' }),
      ),
    ).toMatchObject({
      valid: true,
      report: { status: 'declined', message: 'INSUFFICIENT_BALANCE' },
    });
  });

  test('expiry: a TIMEOUT callback is expired', async () => {
    const provider = dinger();
    await provider.create(request());
    expect(provider.verifyCallback(fake.callback('MPDINGER0001', 'TIMEOUT'))).toMatchObject({
      valid: true,
      report: { status: 'expired', message: 'TIMEOUT' },
    });
  });

  test('time-out: no answer within the time-out is ProviderUnavailable, saying so', async () => {
    fake.answer = { kind: 'hang' };
    const error = await dinger({}, 150)
      .create(request())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ProviderUnavailable' });
    expect((error as Error).message).toBe('Dinger did not answer the token request within 150 ms');
  });

  test('a time-out on the pay request itself is ProviderUnavailable too', async () => {
    const provider = dinger({}, 150);
    await provider.create(request({ reference: 'MPDINGER0002' }));
    fake.answer = { kind: 'hang' };
    await expect(provider.create(request({ reference: 'MPDINGER0003' }))).rejects.toMatchObject({
      name: 'ProviderUnavailable',
      message: 'Dinger did not answer the pay request within 150 ms',
    });
  });

  test('nobody listening is ProviderUnavailable', async () => {
    const address = fake.baseUrl;
    await fake.close();
    await expect(
      createDingerProvider(loadDingerConfig({ ...fake.env, DINGER_API_URL: address }), {
        timeoutMs: 2_000,
      }).create(request()),
    ).rejects.toMatchObject({ name: 'ProviderUnavailable' });
    fake = await startFakeDinger();
  });

  test.each([
    [
      'code 016',
      {
        kind: 'code' as const,
        code: '016',
        message: 'Please activate provider and method name in dashboard',
      },
    ],
    ['status 502', { kind: 'status' as const, status: 502, body: '<html>Bad gateway</html>' }],
  ])('a refusal (%s) is ProviderUnavailable naming it, never a key', async (_name, answer) => {
    fake.answer = answer;
    const error = (await dinger()
      .create(request())
      .catch((e: unknown) => e)) as Error;
    expect(error).toMatchObject({ name: 'ProviderUnavailable' });
    expect(error.message).toMatch(/016|502/);
    expect(error.message).not.toContain('test-api-key');
    expect(error.message).not.toContain(fake.callbackKey);
  });

  test('wrong credentials: the token refusal (013) is ProviderUnavailable', async () => {
    await expect(dinger({ DINGER_API_KEY: 'wrong' }).create(request())).rejects.toMatchObject({
      name: 'ProviderUnavailable',
      message: expect.stringContaining('013') as unknown as string,
    });
  });

  test('an expired token (code 401) is fetched again once, and the payment made', async () => {
    const provider = dinger();
    await provider.create(request({ reference: 'MPDINGER0004' }));
    fake.expireTokens();
    const created = await provider.create(request({ reference: 'MPDINGER0005' }));
    expect(created.qrPayload).toBe(fake.orders.get('MPDINGER0005')?.qrCode);
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/api/token',
      '/api/pay',
      '/api/pay',
      '/api/token',
      '/api/pay',
    ]);
  });

  test('amounts: whole kyats only, and MMK only', async () => {
    const provider = dinger();
    await expect(provider.create(request({ amountMinor: 1_500_050 }))).rejects.toMatchObject({
      name: 'ProviderUnavailable',
    });
    await expect(provider.create(request({ currency: 'USD' }))).rejects.toMatchObject({
      name: 'ProviderUnavailable',
    });
    expect(fake.requests).toEqual([]);
  });

  describe('callbacks', () => {
    let provider: PaymentProvider;
    beforeEach(async () => {
      provider = dinger();
      await provider.create(request());
    });

    test('replayed: the same callback twice is valid both times, with the same report', () => {
      const callback = fake.callback('MPDINGER0001', 'SUCCESS');
      const first = provider.verifyCallback(callback);
      const second = provider.verifyCallback(callback);
      expect(first.valid).toBe(true);
      expect(second).toEqual(first);
    });

    test('tampered: a changed paymentResult or checksum is refused', () => {
      const callback = fake.callback('MPDINGER0001', 'SUCCESS');
      const body = JSON.parse(callback.rawBody) as { paymentResult: string; checksum: string };
      const flipped = `${body.paymentResult.slice(0, 10)}${body.paymentResult[10] === 'A' ? 'B' : 'A'}${body.paymentResult.slice(11)}`;
      expect(
        provider.verifyCallback({
          ...callback,
          rawBody: JSON.stringify({ ...body, paymentResult: flipped }),
        }).valid,
      ).toBe(false);
      const checksum = `${body.checksum.slice(0, -1)}${body.checksum.endsWith('0') ? '1' : '0'}`;
      expect(
        provider.verifyCallback({ ...callback, rawBody: JSON.stringify({ ...body, checksum }) }),
      ).toMatchObject({ valid: false, reason: 'the checksum does not match the payment result' });
    });

    test('forged: encrypted with another key, a checksum of other text, or no fields at all', async () => {
      const other = await startFakeDinger();
      try {
        const order = fake.orders.get('MPDINGER0001');
        if (!order) throw new Error('no order');
        other.orders.set('MPDINGER0001', { ...order });
        const forged = other.callback('MPDINGER0001', 'SUCCESS');
        expect(provider.verifyCallback(forged).valid).toBe(false);
      } finally {
        await other.close();
      }
      const genuine = JSON.parse(fake.callback('MPDINGER0001', 'SUCCESS').rawBody) as {
        paymentResult: string;
      };
      const lying = fake.callback('MPDINGER0001', 'SUCCESS', { totalAmount: 1 });
      const lyingBody = JSON.parse(lying.rawBody) as { checksum: string };
      expect(
        provider.verifyCallback({
          ...lying,
          rawBody: JSON.stringify({
            paymentResult: genuine.paymentResult,
            checksum: lyingBody.checksum,
          }),
        }).valid,
      ).toBe(false);
      for (const rawBody of ['', 'not json', '{}', '{"paymentResult":"abc","checksum":"00"}']) {
        expect(
          provider.verifyCallback({ rawBody, contentType: 'application/json', headers: {} }).valid,
        ).toBe(false);
      }
    });

    test('a form-encoded callback with the same fields is read as well', () => {
      const body = JSON.parse(fake.callback('MPDINGER0001', 'SUCCESS').rawBody) as Record<
        string,
        string
      >;
      expect(
        provider.verifyCallback({
          rawBody: new URLSearchParams(body).toString(),
          contentType: 'application/x-www-form-urlencoded',
          headers: {},
        }),
      ).toMatchObject({ valid: true, report: { status: 'succeeded' } });
    });

    test('an amount that does not match is reported as Dinger sent it (the checkout compares)', () => {
      expect(
        provider.verifyCallback(fake.callback('MPDINGER0001', 'SUCCESS', { totalAmount: 14_000 })),
      ).toMatchObject({ valid: true, report: { amountMinor: 1_400_000, currency: 'MMK' } });
      expect(
        provider.verifyCallback(fake.callback('MPDINGER0001', 'SUCCESS', { totalAmount: '15000' })),
      ).toMatchObject({ valid: true, report: { amountMinor: 1_500_000 } });
    });

    test('a currency that does not match is reported as Dinger sent it', () => {
      expect(
        provider.verifyCallback(fake.callback('MPDINGER0001', 'SUCCESS', { currency: 'USD' })),
      ).toMatchObject({ valid: true, report: { amountMinor: 1_500_000, currency: 'USD' } });
    });

    test('a status the documentation does not list is refused', () => {
      expect(provider.verifyCallback(fake.callback('MPDINGER0001', 'REVERSED'))).toMatchObject({
        valid: false,
        reason: 'unknown transaction status REVERSED',
      });
    });
  });

  test("the documentation's own sample callback reads with its published testing key", () => {
    // dinger.asia, "Revoke Transaction Status to Merchant URL": the sample body and its testing
    // callback key, as published.
    const provider = dinger({ DINGER_CALLBACK_KEY: 'd655c33205363f5450427e6b6193e466' });
    const rawBody = JSON.stringify({
      paymentResult:
        '5zDOSGSI/YE7wsmX/IlBZb6iH0NpwgRuUL13RY9sEKIvo8oebHCh1FKZ0MKTkvlKPQ6Cn2qYg7UDQssBuMbkVAGWcVPK0WvvrrACrx480jdydrNUcsqX4vsaqHuRlCQa/7Qfur+W6WNKO4exvOvN25FtE8hDB7ENu37r54wUlGC21bojhq9M15/Ql5P9+w1x/+Ep13nmyptGOHfI4a4V3D57v0HQ8KqUnOy5P6E4FYOSeOVeVuCJ516RK94OIVAUB3F9jqy4NLm9jqc243pWOR9fwGJK5YplMbOuQFEZKt0=',
      checksum: '3e6dc224539d382f300f658a26775e75029b26ba0b885196e7ec66feb6a756ae',
    });
    expect(
      provider.verifyCallback({ rawBody, contentType: 'application/json', headers: {} }),
    ).toEqual({
      valid: true,
      report: {
        reference: '0586',
        providerReference: 'TRX312720215216085254',
        status: 'succeeded',
        amountMinor: 100_000,
        currency: 'MMK',
        message: null,
        channel: 'KBZ Pay',
      },
    });
  });

  test('status, void and refund: Dinger publishes no such API', async () => {
    const provider = dinger();
    await provider.create(request());
    expect(await provider.status('MPDINGER0001')).toBeNull();
    await provider.void('MPDINGER0001');
    expect(await provider.refund('MPDINGER0001', 100, 'test')).toEqual({
      status: 'failed',
      message: "Dinger refunds are made in Dinger's merchant dashboard.",
    });
  });

  describe('cards, on the hosted checkout form', () => {
    const form = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const formEnv = {
      DINGER_FORM_URL: 'https://prebuilt.dinger.asia',
      DINGER_CLIENT_ID: '87d9eb64-9d64-35d7-b331-2833b4787770',
      DINGER_MERCHANT_KEY: '9e01os1.merchant-key',
      DINGER_SECRET_KEY: 'form-secret',
      DINGER_FORM_PUBLIC_KEY: form.publicKey
        .export({ type: 'spki', format: 'der' })
        .toString('base64'),
      DINGER_FORM_CLIENT_PUBLIC_KEY: 'MIGfMA0-client-public-key',
    };

    test('without the form settings only wallets are offered, and a card payment is refused', async () => {
      const provider = dinger();
      expect(provider.methods).toEqual(['wallet']);
      await expect(provider.create(request({ method: 'card' }))).rejects.toMatchObject({
        name: 'ProviderUnavailable',
      });
    });

    test('with them, a card payment is a redirect to the form with its payload and hash value', async () => {
      const provider = dinger(formEnv);
      expect(provider.methods).toEqual(['wallet', 'card']);
      const created = await provider.create(request({ method: 'card' }));
      expect(created.qrPayload).toBeNull();
      const url = new URL(created.redirectUrl ?? '');
      expect(url.origin).toBe('https://prebuilt.dinger.asia');
      const payload = url.searchParams.get('payload') ?? '';
      const json = rsaDecrypt(payload, form.privateKey);
      expect(JSON.parse(json)).toEqual({
        clientId: '87d9eb64-9d64-35d7-b331-2833b4787770',
        publicKey: 'MIGfMA0-client-public-key',
        items: '[{"name":"Growth plan, monthly","amount":15000,"quantity":1}]',
        customerName: 'mmplatform',
        totalAmount: 15_000,
        merchantOrderId: 'MPDINGER0001',
        merchantKey: '9e01os1.merchant-key',
        projectName: 'Merchant Marketplace',
        merchantName: 'mmplatform',
      });
      expect(url.searchParams.get('hashValue')).toBe(
        createHmac('sha256', 'form-secret').update(json).digest('hex'),
      );
      // Nothing is asked of Dinger's API for the form.
      expect(fake.requests).toEqual([]);
    });
  });
});

describe('the Dinger settings', () => {
  let fake: FakeDinger;
  beforeAll(async () => {
    fake = await startFakeDinger();
  });
  afterAll(() => fake.close());

  test('PAYMENT_PROVIDER=dinger with every setting loads, and the provider is Dinger', () => {
    const config = loadPaymentConfig(fake.env);
    expect(config.provider).toBe('dinger');
    expect(config.dinger).toMatchObject({
      apiUrl: fake.baseUrl,
      projectName: 'Merchant Marketplace',
      walletProvider: 'KBZ Pay',
      form: null,
    });
    expect(createPaymentProvider(config, null as never).name).toBe('dinger');
  });

  test('missing settings stop the start, naming each', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'dinger' })).toThrow(
      'PAYMENT_PROVIDER=dinger needs DINGER_API_URL, DINGER_PROJECT_NAME, DINGER_MERCHANT_NAME, DINGER_API_KEY, DINGER_PUBLIC_KEY, DINGER_CALLBACK_KEY (from the Dinger merchant dashboard); missing: DINGER_API_URL, DINGER_PROJECT_NAME, DINGER_MERCHANT_NAME, DINGER_API_KEY, DINGER_PUBLIC_KEY, DINGER_CALLBACK_KEY',
    );
    const { DINGER_CALLBACK_KEY: _key, ...withoutKey } = fake.env;
    expect(() => loadConfig(withoutKey)).toThrow(/missing: DINGER_CALLBACK_KEY$/);
  });

  test.each([
    ['DINGER_PUBLIC_KEY', 'not a key', 'DINGER_PUBLIC_KEY must be an RSA public key'],
    ['DINGER_CALLBACK_KEY', 'short', 'DINGER_CALLBACK_KEY must be the callback key'],
    ['DINGER_API_URL', 'api.dinger.asia', 'DINGER_API_URL must be an address'],
  ])('a malformed %s stops the start', (name, value, message) => {
    expect(() => loadConfig({ ...fake.env, [name]: value })).toThrow(message);
  });

  test('the hosted card page needs all of its settings or none', () => {
    expect(() => loadConfig({ ...fake.env, DINGER_FORM_URL: 'https://form.dinger.asia' })).toThrow(
      /Dinger's hosted card page needs all of .*missing: DINGER_CLIENT_ID, DINGER_MERCHANT_KEY, DINGER_SECRET_KEY, DINGER_FORM_PUBLIC_KEY, DINGER_FORM_CLIENT_PUBLIC_KEY$/,
    );
  });

  test('production accepts Dinger (with a real SMS provider and a secret): nothing refused', () => {
    const env = {
      ...fake.env,
      NODE_ENV: 'production',
      SMS_PROVIDER: 'smspoh',
      SMSPOH_API_KEY: 'key',
      OTP_SECRET: 'k'.repeat(32),
    };
    expect(productionProblems(loadConfig(env), env)).toEqual([]);
  });
});

describe.each(databases())('with Dinger, the billing screen on %s', (kind) => {
  const database = useTestDatabase(kind);
  let fake: FakeDinger;
  beforeAll(async () => {
    fake = await startFakeDinger();
  });
  afterAll(() => fake.close());

  test('the direct card form answers 409: cards are paid on the payment page', async () => {
    const payments = { ...loadPaymentConfig(fake.env), checkoutPollMs: 0 };
    const app = buildTestApp(database.db, { payments });
    await app.ready();
    try {
      const m = await registerMerchant(app);
      for (const path of ['createPaymentIntent', 'processPayment']) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/merchant/${path}/${m.user.merchantid}`,
          headers: bearer(m.token),
          payload: {},
        });
        expect([path, response.statusCode]).toEqual([path, 409]);
        expect(response.json()).toEqual({
          message:
            "Cards are paid on the payment provider's page: choose Card on the payment page.",
        });
      }
      // Signed out, the 401 comes first.
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/merchant/createPaymentIntent/${m.user.merchantid}`,
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
