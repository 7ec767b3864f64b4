/**
 * The rules of one-time codes. The numbers are the product's (a code of 6 digits valid 5 minutes
 * and once, 5 wrong tries, a new code no sooner than 60 seconds after the last); the limits per
 * phone and per address are ours, tighter than login's because every code sent is an SMS paid for.
 * Only the secret comes from the environment (`OTP_SECRET`).
 */
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
  /** Codes sent per phone and per client address in a window. */
  sendLimits: CallLimits;
  /** Codes checked per phone and per client address in a window. */
  verifyLimits: CallLimits;
  /**
   * Mixed into every code's hash beside the row's own salt, so that a copy of the database alone
   * cannot recover a live code by trying all 900,000. Every API process on one database needs the
   * same value; changing it only invalidates the codes sent before.
   */
  secret: string | undefined;
}

export const DEFAULT_OTP_CONFIG: OtpConfig = {
  ttlSeconds: 300,
  maxTries: 5,
  resendSeconds: 60,
  // Per address more generously: many phones share one address behind a mobile carrier's NAT.
  sendLimits: { windowSeconds: 3600, perPhone: 5, perAddress: 50 },
  verifyLimits: { windowSeconds: 3600, perPhone: 30, perAddress: 200 },
  secret: undefined,
};

/** Reads `OTP_SECRET`; throws with a clear message when it is too short to be a secret. */
export function loadOtpConfig(env: NodeJS.ProcessEnv): OtpConfig {
  const raw = env.OTP_SECRET?.trim();
  const secret = raw === undefined || raw === '' ? undefined : raw;
  if (secret !== undefined && secret.length < 32) {
    throw new Error(`OTP_SECRET must be at least 32 characters, got ${secret.length}`);
  }
  return { ...DEFAULT_OTP_CONFIG, secret };
}
