import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import type { Translate } from '../../i18n/translate';

/** The sample page's methods, and the checkout's (`bank_transfer` is the bank method). */
export type MethodValue = 'card' | 'wallet' | 'bank' | 'bank_transfer';

const LABELS = {
  card: 'staticPayment.card',
  wallet: 'staticPayment.wallet',
  bank: 'staticPayment.bank',
  bank_transfer: 'staticPayment.bank',
} as const;

export interface MethodChoiceViewProps<M extends MethodValue> {
  t: Translate;
  /** The methods offered, in the page's order. */
  methods: readonly M[];
  method: M;
  onChange: (method: M) => void;
}

/** The methods as a radio group (arrow keys move between them, as in any radio group). */
export function MethodChoiceView<M extends MethodValue>({
  t,
  methods,
  method,
  onChange,
}: MethodChoiceViewProps<M>) {
  return (
    <ChoiceGroup
      className="payment-methods__choice"
      legend={t('staticPayment.chooseMethod')}
      options={methods.map((value) => ({
        value,
        label: t(LABELS[value] as (typeof LABELS)['card']),
      }))}
      value={method}
      onChange={onChange}
    />
  );
}
