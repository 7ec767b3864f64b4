import type { ReactNode } from 'react';
import { classes } from '../classes';

export interface CheckboxProps {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Marks the box as in error (its message is the element `describedBy` names). */
  invalid?: boolean;
  /** Ids of elements that describe the box (an error, a note). */
  describedBy?: string;
  className?: string;
}

/** A checkbox inside its label, with a 44 px target. */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled = false,
  invalid = false,
  describedBy,
  className,
}: CheckboxProps) {
  return (
    <label className={classes('checkbox', className)}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
