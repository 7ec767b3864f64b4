/**
 * Authenticator codes (RFC 6238 TOTP: HMAC-SHA1, six digits, 30-second steps) through the
 * maintained `otpauth` library. A code is accepted one step either side of now (a phone's clock a
 * little off, a code typed as it changed); the step it was accepted for is returned so the caller
 * can refuse the same step twice. Time is always passed in, so tests choose it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
const ALGORITHM = 'SHA1';
/** Steps either side of now a code is still accepted for. */
const WINDOW = 1;
/** What authenticator apps show above the code. */
export const TOTP_ISSUER = 'Myanmar Marketplace Admin';

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A new shared secret, base32 (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The 30-second step `nowMs` falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code for `secret` at `nowMs` (tests and the e2e journey compute codes with it). */
export function totpCode(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}

/** The step `code` is valid for at `nowMs` (within one step either side), or null. */
export function matchTotp(secret: string, code: string, nowMs: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : totpStep(nowMs) + delta;
}

/** Ten recovery codes as shown (`k3m9x-7qpa2`): 50 random bits each. */
export function newRecoveryCodes(count: number): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed, in its one spelling (lower case, no spaces, the dash in place). */
export function normaliseRecoveryCode(typed: string): string {
  const compact = typed.toLowerCase().replace(/[^a-z0-9]/g, '');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

/** What is stored of a recovery code: its SHA-256, hex. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
