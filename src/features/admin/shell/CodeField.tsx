import { Field } from '../../../components/Field/Field';
import { otpDigits } from '../../../shared/otp/otpDigits';

export interface CodeFieldProps {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** Six digits from an authenticator app (Myanmar digits typed are read as the same digits). */
export function CodeField({ label, value, error, onChange }: CodeFieldProps) {
  return (
    <Field
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(otpDigits(e.target.value).slice(0, 6))}
      error={error}
    />
  );
}

/** Pure: is `code` six digits? */
export const isSixDigits = (code: string) => /^[0-9]{6}$/.test(code);
