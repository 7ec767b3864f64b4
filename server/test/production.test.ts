/**
 * Production refuses the sandboxes, a missing one-time-code secret and the test hooks, naming the
 * variable to change; one opt-in allows the sandboxes for a public demo, which the log repeats at
 * every start and the merchant's dashboard shows.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createGateway } from '../src/payments';
import { loadPaymentConfig } from '../src/payments/config';
import {
  loadRunMode,
  productionProblems,
  refusal,
  runsSandboxInProduction,
  sandboxWarning,
} from '../src/production';
import {
  SETUP_TIMEOUT,
  bearer,
  buildTestApp,
  databases,
  registerMerchant,
  tempDir,
  useTestDatabase,
} from './helpers';
import { START_TIMEOUT_MS, killAll, start, stop } from './processes';

const SECRET = 'k'.repeat(32);
const SMSPOH = { SMS_PROVIDER: 'smspoh', SMSPOH_API_KEY: 'key' };
/** Dinger's settings, as the dashboard gives them (no request is made with them here). */
const DINGER = {
  PAYMENT_PROVIDER: 'dinger',
  DINGER_API_URL: 'https://api.dinger.asia',
  DINGER_PROJECT_NAME: 'Merchant Marketplace',
  DINGER_MERCHANT_NAME: 'mmplatform',
  DINGER_API_KEY: 'm7v9vlk.key',
  DINGER_PUBLIC_KEY: generateKeyPairSync('rsa', { modulusLength: 1024 })
    .publicKey.export({ type: 'spki', format: 'der' })
    .toString('base64'),
  DINGER_CALLBACK_KEY: 'd655c33205363f5450427e6b6193e466',
};

/** The problems of an environment, as the server's start finds them. */
const problemsOf = (env: NodeJS.ProcessEnv) => productionProblems(loadConfig(env), env);

describe('what production refuses', () => {
  test('outside production nothing is refused: npm start needs no configuration', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development', PAYMENT_TEST_KILL_AFTER_CHARGE: '1' })).toEqual(
      [],
    );
    expect(problemsOf({ NODE_ENV: 'test' })).toEqual([]);
    expect(loadRunMode({})).toEqual({ production: false, allowSandbox: false });
  });

  test('production with the defaults names the SMS provider, the card gateway and the secret', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^SMS_PROVIDER is sandbox/);
    expect(problems[1]).toMatch(/^PAYMENT_PROVIDER is sandbox/);
    expect(problems[2]).toMatch(/^OTP_SECRET is missing/);
    // `SMS_PROVIDER=sandbox` spelt out is the same as unset.
    expect(problemsOf({ NODE_ENV: 'production', SMS_PROVIDER: 'sandbox' })).toEqual(problems);
    expect(problemsOf({ NODE_ENV: 'Production ' })).toEqual(problems);
  });

  test('a real SMS provider and a secret leave the payment sandbox, refused naming Dinger', () => {
    expect(problemsOf({ NODE_ENV: 'production', OTP_SECRET: SECRET, ...SMSPOH })).toEqual([
      "PAYMENT_PROVIDER is sandbox (its default when unset): the payment sandbox charges nothing, accepts any Luhn-valid card and lets anyone press 'Pay' on its wallet page (/sandbox/pay). Set PAYMENT_PROVIDER=dinger and its DINGER_* settings (see docs/configuration.md).",
    ]);
  });

  test('Dinger, the real payment provider, is allowed in production', () => {
    const env = { NODE_ENV: 'production', OTP_SECRET: SECRET, ...SMSPOH, ...DINGER };
    expect(problemsOf(env)).toEqual([]);
    const config = loadConfig(env);
    expect(runsSandboxInProduction(config)).toBe(false);
    expect(sandboxWarning({ ...config, runMode: { production: true, allowSandbox: true } })).toBe(
      null,
    );
  });

  test('an OTP_SECRET shorter than 32 characters stops the start in any environment', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: 'short' })).toThrow(
      'OTP_SECRET must be at least 32 characters, got 5',
    );
    // The rule holds for a configuration built without the loader too.
    const config = { ...loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: '1' }) };
    config.otp = { ...config.otp, secret: 'short' };
    expect(productionProblems(config, {})).toEqual([
      expect.stringMatching(/^OTP_SECRET is too short/),
    ]);
  });

  test('a test hook is refused in production, with the opt-in too, whatever its value', () => {
    for (const value of ['1', '0']) {
      const env = {
        NODE_ENV: 'production',
        ALLOW_SANDBOX_IN_PRODUCTION: '1',
        OTP_SECRET: SECRET,
        PAYMENT_TEST_KILL_AFTER_CHARGE: value,
      };
      expect(problemsOf(env)).toEqual([
        'PAYMENT_TEST_KILL_AFTER_CHARGE is set: it is a test hook, never allowed in production. Unset it.',
      ]);
    }
  });

  test('the opt-in allows the sandboxes, and nothing else', () => {
    const demo = { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: '1' };
    expect(problemsOf(demo)).toEqual([expect.stringMatching(/^OTP_SECRET is missing/)]);
    expect(problemsOf({ ...demo, OTP_SECRET: SECRET })).toEqual([]);
    expect(problemsOf({ ...demo, ALLOW_SANDBOX_IN_PRODUCTION: '0' })).toHaveLength(3);
  });

  test('a bad opt-in value stops the start, naming the variable', () => {
    expect(() => loadConfig({ ALLOW_SANDBOX_IN_PRODUCTION: 'yes' })).toThrow(
      'ALLOW_SANDBOX_IN_PRODUCTION must be 1 or 0, got "yes"',
    );
  });

  test('the refusal lists every problem and names the opt-in', () => {
    const text = refusal(problemsOf({ NODE_ENV: 'production' }));
    expect(text.split('\n')).toEqual([
      'NODE_ENV is production, and these settings are not safe for production:',
      expect.stringMatching(/^- SMS_PROVIDER is sandbox/),
      expect.stringMatching(/^- PAYMENT_PROVIDER is sandbox/),
      expect.stringMatching(/^- OTP_SECRET is missing/),
      expect.stringContaining('ALLOW_SANDBOX_IN_PRODUCTION=1'),
    ]);
  });

  test('the warning and the dashboard flag: only production with the opt-in', () => {
    const demo = loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: '1' });
    expect(runsSandboxInProduction(demo)).toBe(true);
    expect(sandboxWarning(demo)).toBe(
      "ALLOW_SANDBOX_IN_PRODUCTION=1: the SMS sandbox shows one-time codes on screen and the payment sandbox accepts test cards, pays whatever its wallet page is told to ('Pay') and charges nothing. This instance must not take real customers.",
    );
    const realSms = loadConfig({
      NODE_ENV: 'production',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
      ...SMSPOH,
    });
    expect(sandboxWarning(realSms)).toBe(
      "ALLOW_SANDBOX_IN_PRODUCTION=1: the payment sandbox accepts test cards, pays whatever its wallet page is told to ('Pay') and charges nothing. This instance must not take real customers.",
    );
    // The opt-in outside production changes nothing: the sandboxes are the default there.
    const laptop = loadConfig({ ALLOW_SANDBOX_IN_PRODUCTION: '1' });
    expect(runsSandboxInProduction(laptop)).toBe(false);
    expect(sandboxWarning(laptop)).toBeNull();
    expect(runsSandboxInProduction(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
  });
});

describe('PAYMENT_PROVIDER', () => {
  test('is the sandbox by default and by name', () => {
    expect(loadPaymentConfig({}).provider).toBe('sandbox');
    expect(loadPaymentConfig({ PAYMENT_PROVIDER: ' Sandbox ' }).provider).toBe('sandbox');
  });

  test('dinger by name, with its settings', () => {
    expect(loadPaymentConfig(DINGER).provider).toBe('dinger');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'dinger' })).toThrow(
      /^PAYMENT_PROVIDER=dinger needs DINGER_API_URL, .*; missing: DINGER_API_URL, /,
    );
  });

  test('an unknown provider stops the start, naming the variable', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER must be one of sandbox, dinger, got "stripe"',
    );
  });
});

describe.each(databases())('the sandbox provider and the dashboard on %s', (kind) => {
  const database = useTestDatabase(kind);

  test('the configured provider is the gateway: the sandbox charges a test card', async () => {
    const gateway = createGateway(loadPaymentConfig({}), database.db);
    if (!gateway) throw new Error('the sandbox has a direct card gateway');
    const charge = {
      amount: 1000,
      currency: 'USD',
      description: 'test',
      card: { number: '4242424242424242', holderName: 'A', expMonth: 12, expYear: 2099, cvc: '1' },
      idempotencyKey: 'production-test-1',
    };
    expect(await gateway.charge(charge)).toMatchObject({ status: 'succeeded' });
    expect(await gateway.lookup('production-test-1')).toMatchObject({ status: 'succeeded' });
  });

  async function dashboardOf(runMode: { production: boolean; allowSandbox: boolean }) {
    const app = buildTestApp(database.db, { runMode });
    try {
      await app.ready();
      const m = await registerMerchant(app);
      const response = await app.inject({
        method: 'GET',
        url: `/api/merchant/dashboard/${m.user.merchantid}`,
        headers: bearer(m.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<Record<string, unknown>>();
    } finally {
      await app.close();
    }
  }

  test(
    'the dashboard says sandbox when the opt-in runs it in production',
    async () => {
      expect(await dashboardOf({ production: true, allowSandbox: true })).toMatchObject({
        sandbox: true,
      });
    },
    SETUP_TIMEOUT,
  );

  test(
    'the sandbox wallet page is served in production only with the opt-in, never with Dinger',
    async () => {
      const pageOf = async (config: Parameters<typeof buildTestApp>[1]) => {
        const app = buildTestApp(database.db, config);
        try {
          await app.ready();
          const answer = await app.inject({ method: 'GET', url: '/sandbox/pay/MPNOSUCHPAY1' });
          return { status: answer.statusCode, ours: answer.body.includes('Payment not found') };
        } finally {
          await app.close();
        }
      };
      expect(await pageOf({ runMode: { production: true, allowSandbox: true } })).toEqual({
        status: 404,
        ours: true,
      });
      expect(await pageOf({ runMode: { production: false, allowSandbox: false } })).toEqual({
        status: 404,
        ours: true,
      });
      expect(await pageOf({ runMode: { production: true, allowSandbox: false } })).toMatchObject({
        ours: false,
      });
      expect(
        await pageOf({ payments: { ...loadPaymentConfig(DINGER), checkoutPollMs: 0 } }),
      ).toMatchObject({ ours: false });
    },
    SETUP_TIMEOUT,
  );

  test(
    'the dashboard says nothing of the sandbox otherwise',
    async () => {
      expect(await dashboardOf({ production: false, allowSandbox: true })).not.toHaveProperty(
        'sandbox',
      );
      expect(await dashboardOf({ production: true, allowSandbox: false })).not.toHaveProperty(
        'sandbox',
      );
    },
    SETUP_TIMEOUT,
  );
});

describe('the server process in production', () => {
  afterEach(killAll);

  /** Production with every setting this file is about cleared, whatever the caller's shell has. */
  async function environment(dataDir: string): Promise<Record<string, string>> {
    const staticDir = await tempDir('production-spa');
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Merchant</title>');
    return {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SMS_PROVIDER: '',
      PAYMENT_PROVIDER: '',
      OTP_SECRET: '',
      ALLOW_SANDBOX_IN_PRODUCTION: '',
      PAYMENT_TEST_KILL_AFTER_CHARGE: '',
    };
  }

  test(
    'refuses the defaults: exits 1 naming each variable, before touching the data directory',
    async () => {
      const dataDir = await tempDir('production-data');
      const message = await start(await environment(dataDir)).then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(message).toMatch(/^server exited with 1 before listening/);
      expect(message).toContain('The server could not start: NODE_ENV is production');
      expect(message).toContain('- SMS_PROVIDER is sandbox');
      expect(message).toContain('- PAYMENT_PROVIDER is sandbox');
      expect(message).toContain('- OTP_SECRET is missing');
      expect(await readdir(dataDir)).toEqual([]);
    },
    START_TIMEOUT_MS,
  );

  test(
    'with the opt-in and a secret it starts, and warns loudly in its log',
    async () => {
      const env = {
        ...(await environment(await tempDir('production-data'))),
        ALLOW_SANDBOX_IN_PRODUCTION: '1',
        OTP_SECRET: SECRET,
      };
      const server = await start(env);
      const response = await fetch(`${server.url}/api/backend/getplans`);
      expect(response.status).toBe(200);
      expect(await stop(server, 'SIGTERM')).toBe(0);
      const warning = server
        .output()
        .split('\n')
        .filter((line) => line.includes('ALLOW_SANDBOX_IN_PRODUCTION=1'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warning).toEqual([
        expect.objectContaining({
          level: 40,
          msg: expect.stringContaining('This instance must not take real customers.'),
        }),
      ]);
    },
    2 * START_TIMEOUT_MS,
  );
});
