/**
 * The SMS providers and their configuration: SMSPoh's adapter over real HTTP against a local fake
 * of its API (accepted, an error status, a refusal in the body, a time-out, nobody listening),
 * and the start-up refusing a bad configuration with a message naming the variable.
 */
import { loadConfig } from '../src/config';
import { loadOtpConfig } from '../src/otp/config';
import { productionProblems } from '../src/production';
import { createSandboxSms, createSmsPoh, createSmsProvider, SmsError } from '../src/sms';
import { loadSmsConfig } from '../src/sms/config';
import { startFakeSmsPoh, type FakeSmsPoh } from './fakeSmsPoh';

describe('SMSPoh adapter against a fake of its API', () => {
  let fake: FakeSmsPoh;
  beforeEach(async () => {
    fake = await startFakeSmsPoh();
  });
  afterEach(() => fake.close());

  const smspoh = (overrides: { sender?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
    createSmsPoh({
      apiKey: 'key-123',
      baseUrl: overrides.baseUrl ?? `${fake.baseUrl}/`,
      sender: overrides.sender,
      timeoutMs: overrides.timeoutMs ?? 5000,
    });

  test('posts {to, message, sender} as JSON to /api/v2/send with the bearer key', async () => {
    await smspoh({ sender: 'Merchants' }).send('09781234567', '123456 is your code.');
    expect(fake.received).toEqual([
      {
        method: 'POST',
        path: '/api/v2/send',
        authorization: 'Bearer key-123',
        contentType: 'application/json',
        body: { to: '09781234567', message: '123456 is your code.', sender: 'Merchants' },
      },
    ]);
  });

  test('without a sender, none is sent (the account default applies)', async () => {
    await smspoh().send('09781234567', 'Hello');
    expect(fake.received[0]?.body).toEqual({ to: '09781234567', message: 'Hello' });
  });

  test('is a real provider: it never reveals codes', () => {
    expect(smspoh().revealsCodes).toBe(false);
    expect(createSandboxSms().revealsCodes).toBe(true);
  });

  test.each([
    [401, { status: false, message: 'Unauthenticated.' }],
    [422, { status: false, errors: { to: ['The to field is invalid.'] } }],
    [500, 'oops'],
  ])(
    'an error status %p is a refusal that names the status, not the text',
    async (status, body) => {
      fake.answer = { kind: 'status', status, body };
      const error = await smspoh()
        .send('09781234567', '654321 is your code.')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsError);
      expect(error).toMatchObject({ failure: 'rejected', status });
      expect(String((error as Error).message)).not.toContain('654321');
      expect(String((error as Error).message)).not.toContain('key-123');
    },
  );

  test('a 200 whose body says status false is a refusal', async () => {
    fake.answer = { kind: 'status', status: 200, body: { status: false, message: 'No credit' } };
    await expect(smspoh().send('09781234567', 'x')).rejects.toMatchObject({
      failure: 'rejected',
    });
  });

  test('no answer within the time-out is a time-out', async () => {
    fake.answer = { kind: 'hang' };
    const error = await smspoh({ timeoutMs: 150 })
      .send('09781234567', '111111 is your code.')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ failure: 'timeout' });
    expect(fake.received).toHaveLength(1);
  });

  test('nobody listening is a refusal (nothing was sent)', async () => {
    const url = fake.baseUrl;
    await fake.close();
    fake = await startFakeSmsPoh();
    await expect(smspoh({ baseUrl: url }).send('09781234567', 'x')).rejects.toMatchObject({
      failure: 'rejected',
    });
  });
});

describe('SMS configuration', () => {
  test('the sandbox by default', () => {
    expect(loadSmsConfig({})).toEqual({ provider: 'sandbox' });
    expect(loadConfig({}).sms).toEqual({ provider: 'sandbox' });
    expect(createSmsProvider({ provider: 'sandbox' }).name).toBe('sandbox');
  });

  test('production refuses the sandbox, set or by default, and accepts smspoh', () => {
    const secret = { NODE_ENV: 'production', OTP_SECRET: 's'.repeat(32) };
    const smsProblems = (env: NodeJS.ProcessEnv) =>
      productionProblems(loadConfig(env), env).filter((problem) =>
        problem.startsWith('SMS_PROVIDER'),
      );
    expect(smsProblems(secret)).toHaveLength(1);
    expect(smsProblems({ ...secret, SMS_PROVIDER: 'sandbox' })).toHaveLength(1);
    expect(smsProblems({ ...secret, SMS_PROVIDER: 'smspoh', SMSPOH_API_KEY: 'key' })).toEqual([]);
  });

  test('smspoh with its key, base URL, sender and time-out', () => {
    const config = loadSmsConfig({
      SMS_PROVIDER: ' SMSPoh ',
      SMSPOH_API_KEY: 'key-abc',
      SMSPOH_BASE_URL: 'https://sms.example.com/',
      SMSPOH_SENDER: 'ShweShop',
      SMS_TIMEOUT_MS: '2500',
    });
    expect(config).toEqual({
      provider: 'smspoh',
      apiKey: 'key-abc',
      baseUrl: 'https://sms.example.com',
      sender: 'ShweShop',
      timeoutMs: 2500,
    });
    expect(createSmsProvider(config).name).toBe('smspoh');
    expect(loadSmsConfig({ SMS_PROVIDER: 'smspoh', SMSPOH_API_KEY: 'k' })).toEqual({
      provider: 'smspoh',
      apiKey: 'k',
      baseUrl: 'https://smspoh.com',
      sender: undefined,
      timeoutMs: 10_000,
    });
  });

  test.each<[Record<string, string>, string]>([
    [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER must be one of sandbox, smspoh, got "twilio"'],
    [{ SMS_PROVIDER: 'smspoh' }, 'SMSPOH_API_KEY is required when SMS_PROVIDER is smspoh'],
    [
      { SMS_PROVIDER: 'smspoh', SMSPOH_API_KEY: 'k', SMSPOH_BASE_URL: 'smspoh.com' },
      'SMSPOH_BASE_URL must be an http or https URL, got "smspoh.com"',
    ],
    [
      { SMS_PROVIDER: 'smspoh', SMSPOH_API_KEY: 'k', SMSPOH_BASE_URL: 'ftp://smspoh.com' },
      'SMSPOH_BASE_URL must be an http or https URL, got "ftp://smspoh.com"',
    ],
    [
      { SMS_PROVIDER: 'smspoh', SMSPOH_API_KEY: 'k', SMS_TIMEOUT_MS: '10' },
      'SMS_TIMEOUT_MS must be an integer from 100 to 120000, got "10"',
    ],
    [
      { SMS_PROVIDER: 'smspoh', SMSPOH_API_KEY: 'k', SMSPOH_SENDER: 'A very long sender' },
      'SMSPOH_SENDER must be at most 11 characters, got "A very long sender"',
    ],
    [{ OTP_SECRET: 'short' }, 'OTP_SECRET must be at least 32 characters, got 5'],
  ])('a bad configuration stops the start: %p', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  test('OTP_SECRET, when given, is kept for hashing codes', () => {
    const secret = 'x'.repeat(40);
    expect(loadOtpConfig({ OTP_SECRET: ` ${secret} ` }).secret).toBe(secret);
    expect(loadOtpConfig({}).secret).toBeUndefined();
  });
});
