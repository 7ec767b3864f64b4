/**
 * Making and hashing one-time codes. A code comes from the operating system's secure random
 * source; only its HMAC-SHA-256 is stored, keyed with a random salt of its own (and the server's
 * secret when there is one) over the purpose, the phone and the code, so that a stored hash proves
 * nothing for another purpose or phone.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, type OtpPurpose } from '@contract/otp';

const LOWEST = 10 ** (OTP_LENGTH - 1);
const HIGHEST = 10 ** OTP_LENGTH - 1;

/** Six digits, 100000 to 999999, every value equally likely. */
export function generateCode(): string {
  return String(randomInt(LOWEST, HIGHEST + 1));
}

/** A new random salt for a challenge (hex). */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

export interface CodeFacts {
  purpose: OtpPurpose;
  phone: string;
  code: string;
}

/** The stored form of a code (hex). */
export function hashCode(salt: string, secret: string | undefined, facts: CodeFacts): string {
  const key = secret === undefined ? salt : `${secret}:${salt}`;
  return createHmac('sha256', key)
    .update(`${facts.purpose}\u0000${facts.phone}\u0000${facts.code}`)
    .digest('hex');
}

/** True when `facts` hash to `stored`, compared in constant time. */
export function codeMatches(
  stored: string,
  salt: string,
  secret: string | undefined,
  facts: CodeFacts,
): boolean {
  const expected = Buffer.from(stored, 'hex');
  const actual = Buffer.from(hashCode(salt, secret, facts), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
