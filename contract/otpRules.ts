/**
 * The shape of a one-time code, shared by the form's own check and the API's schema. This module
 * imports nothing, so the SPA can use it without shipping the schemas of `./otp`.
 */

/** A code has six digits, 100000 to 999999. */
export const OTP_LENGTH = 6;
