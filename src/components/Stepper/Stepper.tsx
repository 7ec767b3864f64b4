import { useId, useState } from 'react';
import { useTranslator } from '../../i18n/useTranslator';
import { classes } from '../classes';

export interface StepperProps {
  /** The input's name: shown as its label, or only announced when `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** What the minus and plus buttons name ('Decrease …', 'Increase …'); `label` by default. */
  buttonsName?: string;
  value: number;
  min: number;
  max?: number;
  step: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /**
   * Text was typed: it is passed as typed (maybe empty, or not a number), and the caller's rule
   * decides what it becomes.
   */
  onEnter: (text: string) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A number input between a minus and a plus button. What is typed stays as typed while the input
 * has focus (so '1' on the way to '12' is not rewritten), and shows the stored value again on blur.
 */
export function Stepper({
  label,
  hideLabel = false,
  buttonsName = label,
  value,
  min,
  max,
  step,
  onDecrease,
  onIncrease,
  onEnter,
  disabled = false,
  className,
}: StepperProps) {
  const id = useId();
  const t = useTranslator();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={classes('stepper', className)}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'stepper__label'}>
        {label}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={t('components.decrease', { name: buttonsName })}
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
            setDraft(event.target.value);
            onEnter(event.target.value);
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={t('components.increase', { name: buttonsName })}
          onClick={onIncrease}
          disabled={disabled || (max !== undefined && value >= max)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
