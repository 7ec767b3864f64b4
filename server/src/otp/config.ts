/**
 * The rules of one-time codes. The numbers are the product's (a code of 6 digits valid 5 minutes
 * and once, 5 wrong tries, a new code no sooner than 60 seconds after the last); the limits per
 * phone, per address and of SMS in all are ours, as every code sent is an SMS paid for. The secret
 * (`OTP_SECRET`) and the limits (`OTP_SEND_PER_PHONE`, `OTP_SEND_PER_ADDRESS`,
 * `OTP_VERIFY_FAILURES_PER_PHONE`, `OTP_VERIFY_FAILURES_PER_ADDRESS`, `SMS_MAX_PER_HOUR`,
 * `SMS_MAX_PER_DAY`) come from the environment.
 */
import { wholeSetting } from '../settings';

/** A fixed window and the calls allowed in it (the shape of the rate limiter's configuration). */
export interface CallLimits {
  windowSeconds: number;
  perPhone: number;
  perAddress: number;
}

export interface OtpConfig {
  /** How long a code stays valid, in seconds. */
  ttlSeconds: number;
  /** Wrong codes a challenge takes; the last one kills it. */
  maxTries: number;
  /** Seconds before another code may be sent to the same phone for the same purpose. */
  resendSeconds: number;
  /** Codes sent per phone and per client address in a window, for each purpose. */
  sendLimits: CallLimits;
  /**
   * Failed checks per phone from one client address (`perPhone`), and per client address, in a
   * window, for each purpose. The real guard against guessing is the code's own `maxTries`.
   */
  verifyLimits: CallLimits;
  /** SMS handed to the provider by every purpose and process together. */
  smsCap: SmsCap;
  /**
   * Mixed into every code's hash beside the row's own salt, so that a copy of the database alone
   * cannot recover a live code by trying all 900,000. Every API process on one database needs the
   * same value; changing it only invalidates the codes sent before.
   */
  secret: string | undefined;
}

/** The spending caps of SMS: beyond either, no code is sent until its window ends. */
export interface SmsCap {
  perHour: number;
  perDay: number;
}

export const DEFAULT_OTP_CONFIG: OtpConfig = {
  ttlSeconds: 300,
  maxTries: 5,
  resendSeconds: 60,
  // A person needs a code or two an hour, so 5 per phone. Per address, hundreds of shoppers may
  // share one IPv4 address behind a Myanmar mobile carrier's NAT: the per-address limits only stop
  // one machine flooding, and the per-phone limits do the fine work.
  sendLimits: { windowSeconds: 3600, perPhone: 5, perAddress: 300 },
  verifyLimits: { windowSeconds: 3600, perPhone: 30, perAddress: 300 },
  // Far above what the shops' customers and merchants need in an hour or a day, low enough that
  // a script pumping SMS to premium numbers is stopped at a bill the business survives; the day's
  // cap is 10 hours' worth, so a burst may pass but not a whole day of it.
  smsCap: { perHour: 1_000, perDay: 10_000 },
  secret: undefined,
};

/** Reads `OTP_SECRET`; throws with a clear message when it is too short to be a secret. */
export function loadOtpConfig(env: NodeJS.ProcessEnv): OtpConfig {
  const raw = env.OTP_SECRET?.trim();
  const secret = raw === undefined || raw === '' ? undefined : raw;
  if (secret !== undefined && secret.length < 32) {
    throw new Error(`OTP_SECRET must be at least 32 characters, got ${secret.length}`);
  }
  return { ...DEFAULT_OTP_CONFIG, ...loadOtpLimits(env), secret };
}

const integer = (env: NodeJS.ProcessEnv, name: string, fallback: number) =>
  wholeSetting(env, name, fallback, 1, 1e9);

/** Reads the limits of codes and SMS; throws with a message naming the variable on a bad value. */
export function loadOtpLimits(
  env: NodeJS.ProcessEnv,
): Pick<OtpConfig, 'sendLimits' | 'verifyLimits' | 'smsCap'> {
  const { sendLimits, verifyLimits, smsCap } = DEFAULT_OTP_CONFIG;
  return {
    sendLimits: {
      windowSeconds: sendLimits.windowSeconds,
      perPhone: integer(env, 'OTP_SEND_PER_PHONE', sendLimits.perPhone),
      perAddress: integer(env, 'OTP_SEND_PER_ADDRESS', sendLimits.perAddress),
    },
    verifyLimits: {
      windowSeconds: verifyLimits.windowSeconds,
      perPhone: integer(env, 'OTP_VERIFY_FAILURES_PER_PHONE', verifyLimits.perPhone),
      perAddress: integer(env, 'OTP_VERIFY_FAILURES_PER_ADDRESS', verifyLimits.perAddress),
    },
    smsCap: {
      perHour: integer(env, 'SMS_MAX_PER_HOUR', smsCap.perHour),
      perDay: integer(env, 'SMS_MAX_PER_DAY', smsCap.perDay),
    },
  };
}
