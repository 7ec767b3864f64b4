import { useId, useState } from 'react';
import { plansMessages } from './messages';

export interface StepperViewProps {
  /** The input's name: shown as its label, or only announced when `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  value: number;
  min: number;
  max?: number;
  step: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** A number was typed (not yet clamped: the slice decides what it becomes). */
  onEnter: (value: number) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A number input between a minus and a plus button. What is typed stays as typed while the input
 * has focus (so '1' on the way to '12' is not rewritten), and shows the stored value again on blur.
 */
export function StepperView({
  label,
  hideLabel = false,
  value,
  min,
  max,
  step,
  onDecrease,
  onIncrease,
  onEnter,
  disabled = false,
  className,
}: StepperViewProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={className ? `stepper ${className}` : 'stepper'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'stepper__label'}>
        {label}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={plansMessages.decrease(label)}
          onClick={onDecrease}
          disabled={disabled || value <= min}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const number = Number(text);
            if (text.trim() !== '' && Number.isFinite(number)) onEnter(number);
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={plansMessages.increase(label)}
          onClick={onIncrease}
          disabled={disabled || (max !== undefined && value >= max)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
