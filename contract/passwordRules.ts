/**
 * The rule of a merchant's password, shared by registration, the password reset and their forms
 * (which show it under the field before anything is sent). This module imports nothing, so the
 * SPA can use it without shipping the schemas.
 */

/** Characters a password has at least. */
export const PASSWORD_MIN_LENGTH = 8;
/** Characters a password has at most. */
export const PASSWORD_MAX_LENGTH = 128;

/** What is wrong with a password as typed, or null when it keeps the rule. */
export type PasswordProblem = 'tooShort' | 'tooLong';

export function passwordProblem(password: string): PasswordProblem | null {
  // Counted as the server's schema counts a string: in UTF-16 code units.
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  return null;
}
