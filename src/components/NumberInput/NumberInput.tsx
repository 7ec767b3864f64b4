import { useState, type KeyboardEvent } from 'react';
import { localiseDigits } from '../../i18n/format';
import { useTranslator } from '../../i18n/useTranslator';

export interface NumberInputProps {
  id: string;
  value: number;
  min: number;
  max?: number;
  /** 'decimal' where a fraction is allowed: phones then offer the decimal point. */
  inputMode?: 'numeric' | 'decimal';
  /**
   * Text was typed: it is passed as typed (maybe empty, in Myanmar digits, or not a number), and
   * the caller's rule decides what it becomes.
   */
  onEnter: (text: string) => void;
  /** ArrowUp (+1) or ArrowDown (-1) was pressed within the bounds. */
  onStep: (direction: 1 | -1) => void;
  disabled?: boolean;
  className?: string;
  /** Ids of elements that describe the field (a hint, an error). */
  describedBy?: string;
  /** Marks the field as in error (its message is one of the elements `describedBy` names). */
  invalid?: boolean;
}

/**
 * A numeric field that is a text input: a number input empties itself when Myanmar digits are
 * typed, so the caller's rule would never see them. It keeps what a number input offers (the
 * spinbutton role and its bounds for screen readers, ArrowUp/ArrowDown stepping), shows the value
 * in the reader's digits, and keeps what is typed as typed while it has focus (so '1' on the way
 * to '12' is not rewritten), showing the stored value again on blur.
 */
export function NumberInput({
  id,
  value,
  min,
  max,
  inputMode = 'numeric',
  onEnter,
  onStep,
  disabled = false,
  className,
  describedBy,
  invalid = false,
}: NumberInputProps) {
  const { language } = useTranslator();
  const [draft, setDraft] = useState<string | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    // The stepped value replaces what was typed, as a number input's arrows do.
    setDraft(null);
    if (direction === 1 && max !== undefined && value >= max) return;
    if (direction === -1 && value <= min) return;
    onStep(direction);
  };
  return (
    <input
      id={id}
      className={className}
      type="text"
      role="spinbutton"
      inputMode={inputMode}
      autoComplete="off"
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      value={draft ?? localiseDigits(String(value), language)}
      disabled={disabled}
      onChange={(event) => {
        setDraft(event.target.value);
        onEnter(event.target.value);
      }}
      onKeyDown={onKeyDown}
      onBlur={() => setDraft(null)}
    />
  );
}
