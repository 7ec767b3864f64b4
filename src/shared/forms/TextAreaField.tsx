import { useId, type TextareaHTMLAttributes } from 'react';
import { classes } from '../../components/classes';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | null;
  hint?: string;
};

/**
 * A multi-line text field with its visible label, hint and error, as the shared Field draws one;
 * `controlClassName` is the page's class for the text area itself.
 */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  controlClassName,
  ...textarea
}: TextAreaFieldProps & { controlClassName: string }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={classes('field', className)}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <textarea
        id={controlId}
        className={classes('field__control', controlClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...textarea}
      />
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
