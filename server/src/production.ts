/**
 * What production refuses to run with. The defaults are made for `npm start` on a laptop (the SMS
 * sandbox shows one-time codes on screen, the payment sandbox pays any Luhn-valid card and has a
 * wallet page where anyone presses 'Pay'), and the same defaults on a public server would let
 * anyone sign in as any customer and pay with made-up cards. So with `NODE_ENV=production` the
 * server does not start while a sandbox, a missing one-time-code secret or a test hook is
 * configured, and says which variable to change. The real payment provider, Dinger
 * (`PAYMENT_PROVIDER=dinger`), is allowed.
 *
 * One setting, named so that nobody sets it by accident, allows the sandboxes for a public demo
 * (`ALLOW_SANDBOX_IN_PRODUCTION=1`); the log repeats it at every start and the merchant's
 * dashboard shows it. It never allows a test hook, and the one-time-code secret stays required.
 */
import type { OtpConfig } from './otp/config';
import type { PaymentConfig } from './payments/config';
import type { SmsConfig } from './sms/config';

/**
 * The one opt-in that lets the SMS and payment sandboxes run in production (the payment sandbox
 * with its wallet page, /sandbox/pay, which is served only where the sandbox may run).
 */
export const SANDBOX_OPT_IN = 'ALLOW_SANDBOX_IN_PRODUCTION';

/** Settings that exist only for tests: none may be set in production, whatever else is. */
export const TEST_HOOKS = ['PAYMENT_TEST_KILL_AFTER_CHARGE'] as const;

/** The shortest `OTP_SECRET` worth calling a secret (256 bits of hex would be 64). */
export const MIN_OTP_SECRET_LENGTH = 32;

export interface RunMode {
  /** `NODE_ENV=production`. Anything else (unset under `npm start`, `test` under Jest) is not. */
  production: boolean;
  /** `ALLOW_SANDBOX_IN_PRODUCTION=1`: the sandboxes may run in production, for a public demo. */
  allowSandbox: boolean;
}

/** Reads `NODE_ENV` and the opt-in; throws with a clear message on a bad opt-in value. */
export function loadRunMode(env: NodeJS.ProcessEnv): RunMode {
  const production = env.NODE_ENV?.trim().toLowerCase() === 'production';
  const raw = env[SANDBOX_OPT_IN]?.trim() ?? '';
  if (raw !== '' && raw !== '0' && raw !== '1') {
    throw new Error(`${SANDBOX_OPT_IN} must be 1 or 0, got "${raw}"`);
  }
  return { production, allowSandbox: raw === '1' };
}

/** The parts of the configuration (`Config`) these rules read. */
interface Settings {
  runMode: RunMode;
  sms: Pick<SmsConfig, 'provider'>;
  payments: Pick<PaymentConfig, 'provider'>;
  otp: Pick<OtpConfig, 'secret'>;
}

/** The sandboxes this configuration runs. */
function sandboxes(config: Pick<Settings, 'sms' | 'payments'>) {
  return {
    sms: config.sms.provider === 'sandbox',
    payments: config.payments.provider === 'sandbox',
  };
}

/**
 * Why this configuration must not start, one line per problem, each naming the variable to
 * change; empty when it may (always, outside production).
 */
export function productionProblems(config: Settings, env: NodeJS.ProcessEnv): string[] {
  if (!config.runMode.production) return [];
  const problems: string[] = [];
  const running = sandboxes(config);
  if (!config.runMode.allowSandbox) {
    if (running.sms) {
      problems.push(
        'SMS_PROVIDER is sandbox (its default when unset): the sandbox sends no SMS and shows every one-time code on screen, so anyone could sign in with any phone. Set SMS_PROVIDER=smspoh and SMSPOH_API_KEY.',
      );
    }
    if (running.payments) {
      problems.push(
        "PAYMENT_PROVIDER is sandbox (its default when unset): the payment sandbox charges nothing, accepts any Luhn-valid card and lets anyone press 'Pay' on its wallet page (/sandbox/pay). Set PAYMENT_PROVIDER=dinger and its DINGER_* settings (see docs/configuration.md).",
      );
    }
  }
  const secret = config.otp.secret;
  if (secret === undefined || secret.length < MIN_OTP_SECRET_LENGTH) {
    problems.push(
      `OTP_SECRET is ${secret === undefined ? 'missing' : 'too short'}: production needs at least ${MIN_OTP_SECRET_LENGTH} random characters, the same on every API process.`,
    );
  }
  for (const hook of TEST_HOOKS) {
    if ((env[hook]?.trim() ?? '') !== '') {
      problems.push(`${hook} is set: it is a test hook, never allowed in production. Unset it.`);
    }
  }
  return problems;
}

/** The whole refusal, as the server prints it before exiting. */
export function refusal(problems: readonly string[]): string {
  return [
    'NODE_ENV is production, and these settings are not safe for production:',
    ...problems.map((problem) => `- ${problem}`),
    `A public demo may run the SMS and payment sandboxes with ${SANDBOX_OPT_IN}=1 (never a test hook, and OTP_SECRET is still required).`,
  ].join('\n');
}

/** The instance runs a sandbox in production, by the opt-in: the dashboard says so to merchants. */
export function runsSandboxInProduction(config: Omit<Settings, 'otp'>): boolean {
  const running = sandboxes(config);
  return (
    config.runMode.production && config.runMode.allowSandbox && (running.sms || running.payments)
  );
}

/** The warning logged at every start of an instance that runs a sandbox in production. */
export function sandboxWarning(config: Omit<Settings, 'otp'>): string | null {
  if (!runsSandboxInProduction(config)) return null;
  const running = sandboxes(config);
  const what = [
    running.sms ? 'the SMS sandbox shows one-time codes on screen' : null,
    running.payments
      ? "the payment sandbox accepts test cards, pays whatever its wallet page is told to ('Pay') and charges nothing"
      : null,
  ].filter((part) => part !== null);
  return `${SANDBOX_OPT_IN}=1: ${what.join(' and ')}. This instance must not take real customers.`;
}
