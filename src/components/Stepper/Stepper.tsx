import { useId } from 'react';
import { useTranslator } from '../../i18n/useTranslator';
import { classes } from '../classes';
import { NumberInput } from '../NumberInput/NumberInput';

export interface StepperProps {
  /** The input's name: shown as its label, or only announced when `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** What the minus and plus buttons name ('Decrease …', 'Increase …'); `label` by default. */
  buttonsName?: string;
  value: number;
  min: number;
  max?: number;
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
 * A numeric field between a minus and a plus button; ArrowUp and ArrowDown step like the buttons.
 */
export function Stepper({
  label,
  hideLabel = false,
  buttonsName = label,
  value,
  min,
  max,
  onDecrease,
  onIncrease,
  onEnter,
  disabled = false,
  className,
}: StepperProps) {
  const id = useId();
  const t = useTranslator();
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
        <NumberInput
          id={id}
          className="stepper__input"
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          onEnter={onEnter}
          onStep={(direction) => (direction === 1 ? onIncrease() : onDecrease())}
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
