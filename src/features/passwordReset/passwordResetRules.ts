/**
 * The reset form's own checks, before anything is sent: the code's six digits, the password's
 * rule (the same as registration's), and the confirmation. Pure.
 */
import { OTP_LENGTH } from '@contract/otpRules';
import { passwordProblem } from '@contract/passwordRules';
import { otpDigits } from '../../shared/otp/otpDigits';
import type { ResetProblem } from './passwordResetSlice';

export interface ResetForm {
  /** As typed (Latin or Myanmar digits). */
  otp: string;
  password: string;
  confirmation: string;
}

/** The first thing to fix in the form, in the order of its fields; null when it may be sent. */
export function checkResetForm({ otp, password, confirmation }: ResetForm): ResetProblem | null {
  const code = otpDigits(otp);
  if (code === '') return { kind: 'otpRequired' };
  if (code.length !== OTP_LENGTH) return { kind: 'otpIncomplete' };
  const refused = passwordProblem(password);
  if (refused === 'tooShort') return { kind: 'passwordTooShort' };
  if (refused === 'tooLong') return { kind: 'passwordTooLong' };
  if (password !== confirmation) return { kind: 'passwordsDoNotMatch' };
  return null;
}

/** The field a problem is shown under; null: above the button. */
export type ResetField = 'phone' | 'otp' | 'password' | 'confirmation';

export function fieldOfProblem(problem: ResetProblem): ResetField | null {
  switch (problem.kind) {
    case 'phoneRequired':
    case 'phoneInvalid':
    case 'notAccountPhone':
    case 'noAccount':
      return 'phone';
    case 'otpRequired':
    case 'otpIncomplete':
    case 'invalid':
    case 'expired':
    case 'tooManyTries':
      return 'otp';
    case 'passwordTooShort':
    case 'passwordTooLong':
      return 'password';
    case 'passwordsDoNotMatch':
      return 'confirmation';
    default:
      return null;
  }
}
