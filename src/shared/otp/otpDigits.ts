import { OTP_LENGTH } from '@contract/otpRules';
import { toLatinDigits } from '../../i18n/digits';

/**
 * What the OTP field keeps of what was typed or pasted: digits only, Myanmar digits (၀-၉) as
 * their Latin digits, at most the code's six. Spaces, dashes and letters (a code pasted from an
 * SMS as '482 913', or with words around it) are dropped.
 */
export function otpDigits(typed: string): string {
  return toLatinDigits(typed)
    .replace(/[^0-9]/g, '')
    .slice(0, OTP_LENGTH);
}
