import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import type { Translate } from '../../i18n/translate';
import type { StaticPaymentMethod } from './qrSlice';

const METHODS = ['card', 'wallet', 'bank'] as const satisfies readonly StaticPaymentMethod[];

export interface MethodChoiceViewProps {
  t: Translate;
  method: StaticPaymentMethod;
  onChange: (method: StaticPaymentMethod) => void;
}

/** The three methods as a radio group (arrow keys move between them, as in any radio group). */
export function MethodChoiceView({ t, method, onChange }: MethodChoiceViewProps) {
  return (
    <ChoiceGroup
      className="payment-methods__choice"
      legend={t('staticPayment.chooseMethod')}
      options={METHODS.map((value) => ({ value, label: t(`staticPayment.${value}`) }))}
      value={method}
      onChange={onChange}
    />
  );
}
