import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../Field/Field';
import { EyeIcon, EyeOffIcon } from '../icons';

export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The visible label. */
  label: string;
  /** The toggle's accessible names: 'Show password' and 'Hide password'. */
  showLabel: string;
  hideLabel: string;
  /** Shown under the field before anything is sent (the password's rule). */
  hint?: ReactNode;
  /** An error shown under the field and announced with it. */
  error?: string | null;
};

/**
 * A password input with the login screen's show/hide toggle, a visible label, and a hint and an
 * error under it, both tied to the input.
 */
export function PasswordField({
  label,
  showLabel,
  hideLabel,
  hint,
  error,
  id,
  className,
  ...input
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} ids={ids}>
      <div className="input-group">
        <input {...input} {...ids.control} type={shown ? 'text' : 'password'} />
        <button
          type="button"
          className="icon-button input-group__button"
          aria-label={shown ? hideLabel : showLabel}
          aria-controls={ids.controlId}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </FieldFrame>
  );
}
