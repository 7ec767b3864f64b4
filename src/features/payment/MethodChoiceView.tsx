import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
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
  return (
    <ChoiceGroup
      className="payment-methods__choice"
      legend={m.chooseMethod}
      options={METHODS}
      value={method}
      onChange={onChange}
    />
  );
}
