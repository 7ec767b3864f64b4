/** The OTP has 6 digits, 100000 to 999999. */
export const OTP_MIN = 100000;
export const OTP_MAX = 999999;

/** A random source like Math.random: a number in [0, 1). */
export type RandomSource = () => number;

/** A 6-digit code from a random source; any value in [0, 1) gives a code within the range. */
export function generateOtp(random: RandomSource = Math.random): string {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return String(OTP_MIN + Math.floor(r * (OTP_MAX - OTP_MIN + 1)));
}
