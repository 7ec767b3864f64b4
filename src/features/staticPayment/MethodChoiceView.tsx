import { useId } from 'react';
import { staticPaymentMessages as m } from './messages';
import type { StaticPaymentMethod } from './qrSlice';

const METHODS: Array<{ value: StaticPaymentMethod; label: string }> = [
  { value: 'card', label: m.card },
  { value: 'wallet', label: m.wallet },
  { value: 'bank', label: m.bank },
];

export interface MethodChoiceViewProps {
  method: StaticPaymentMethod;
  onChange: (method: StaticPaymentMethod) => void;
}

/** The three methods as a radio group (arrow keys move between them, as in any radio group). */
export function MethodChoiceView({ method, onChange }: MethodChoiceViewProps) {
  const name = useId();
  return (
    <fieldset className="method-choice">
      <legend className="method-choice__legend">{m.chooseMethod}</legend>
      <div className="method-choice__options">
        {METHODS.map((option) => (
          <label key={option.value} className="method-choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={method === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
