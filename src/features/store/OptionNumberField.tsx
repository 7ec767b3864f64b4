import { useId, useState } from 'react';
import { NumberInput } from '../../components/NumberInput/NumberInput';
import { parseTypedNumber } from '../../i18n/digits';

export interface OptionNumberFieldProps {
  label: string;
  /** The last whole number typed within the bounds. */
  value: number;
  min: number;
  max: number;
  /** What ArrowUp and ArrowDown add and take away. */
  step: number;
  hint?: string;
  /** Said at once when what is typed is not a whole number within the bounds. */
  invalidText: string;
  /** The checks' or the server's words about the field. */
  error: string | undefined;
  disabled: boolean;
  onChange: (value: number) => void;
}

/**
 * A whole-number field of the group form (a price difference, 'At most', 'At least'), typed in
 * either script. It keeps only a whole number within its bounds; anything else is said at once,
 * and the field shows the last number again when it loses focus. Props only.
 */
export function OptionNumberField({
  label,
  value,
  min,
  max,
  step,
  hint,
  invalidText,
  error,
  disabled,
  onChange,
}: OptionNumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [typing, setTyping] = useState<string | null>(null);
  const shownError = typing !== null ? invalidText : (error ?? null);
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field" onBlur={() => setTyping(null)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <NumberInput
        id={id}
        className="field__control"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        onEnter={(text) => {
          const typed = parseTypedNumber(text);
          if (typed !== null && Number.isInteger(typed) && typed >= min && typed <= max) {
            onChange(typed);
            setTyping(null);
          } else {
            setTyping(text);
          }
        }}
        onStep={(direction) => {
          onChange(Math.max(min, Math.min(max, value + direction * step)));
          setTyping(null);
        }}
        describedBy={describedBy === '' ? undefined : describedBy}
        invalid={shownError !== null}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p id={errorId} className="field__error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
