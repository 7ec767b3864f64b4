/**
 * Which SMS provider sends the one-time codes, read from the environment at start-up:
 *
 * - `SMS_PROVIDER`: `sandbox` (the default: nothing is sent, the code is shown on screen) or
 *   `smspoh` (SMSPoh's v2 HTTP API, a Myanmar SMS gateway);
 * - `SMSPOH_API_KEY` (required for `smspoh`), `SMSPOH_BASE_URL` (default https://smspoh.com),
 *   `SMSPOH_SENDER` (the registered sender name; the account's default when unset);
 * - `SMS_TIMEOUT_MS`: how long a send may take before it counts as timed out (default 10000).
 *
 * A bad value stops the start with a message that names the variable. Production refuses the
 * sandbox, set or by default, unless a public demo allows it by name (server/src/production.ts).
 */

export type SmsConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'smspoh';
      apiKey: string;
      /** Without a trailing slash. */
      baseUrl: string;
      sender: string | undefined;
      timeoutMs: number;
    };

export const SMS_PROVIDERS = ['sandbox', 'smspoh'] as const;
export const DEFAULT_SMSPOH_BASE_URL = 'https://smspoh.com';
export const DEFAULT_SMS_TIMEOUT_MS = 10_000;

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function baseUrl(env: NodeJS.ProcessEnv): string {
  const raw = text(env, 'SMSPOH_BASE_URL') ?? DEFAULT_SMSPOH_BASE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SMSPOH_BASE_URL must be an http or https URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SMSPOH_BASE_URL must be an http or https URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function timeoutMs(env: NodeJS.ProcessEnv): number {
  const raw = text(env, 'SMS_TIMEOUT_MS');
  if (raw === undefined) return DEFAULT_SMS_TIMEOUT_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 120_000) {
    throw new Error(`SMS_TIMEOUT_MS must be an integer from 100 to 120000, got "${raw}"`);
  }
  return value;
}

/** Reads the SMS variables; throws with a clear message on a bad or missing value. */
export function loadSmsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = (text(env, 'SMS_PROVIDER') ?? 'sandbox').toLowerCase();
  if (provider === 'sandbox') return { provider: 'sandbox' };
  if (provider !== 'smspoh') {
    throw new Error(
      `SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got "${env.SMS_PROVIDER ?? ''}"`,
    );
  }
  const apiKey = text(env, 'SMSPOH_API_KEY');
  if (apiKey === undefined) {
    throw new Error('SMSPOH_API_KEY is required when SMS_PROVIDER is smspoh');
  }
  const sender = text(env, 'SMSPOH_SENDER');
  if (sender !== undefined && sender.length > 11) {
    throw new Error(`SMSPOH_SENDER must be at most 11 characters, got "${sender}"`);
  }
  return { provider: 'smspoh', apiKey, baseUrl: baseUrl(env), sender, timeoutMs: timeoutMs(env) };
}
