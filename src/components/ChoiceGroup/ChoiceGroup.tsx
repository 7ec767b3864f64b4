import { useId, type ReactNode } from 'react';
import { classes } from '../classes';

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
}

export interface ChoiceGroupProps<T extends string | number> {
  /** What the choice is about; read out when focus enters the group. */
  legend: ReactNode;
  /** Keeps the legend for screen readers only, where the heading above already says it. */
  legendHidden?: boolean;
  options: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * One choice out of a few, as a row of pills: a real radio group, so Tab enters it at the checked
 * option and the arrow keys move the choice, as in any radio group.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  className,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={classes('choice-group', className)}>
      <legend className={legendHidden ? 'visually-hidden' : 'choice-group__legend'}>
        {legend}
      </legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice-group__option">
            <input
              className="overlay-control"
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
