import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
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
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <div className="input-group">
        <input
          {...input}
          id={controlId}
          className="field__control"
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="icon-button input-group__button"
          aria-label={shown ? hideLabel : showLabel}
          aria-controls={controlId}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
