import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { normaliseDigits } from '../../i18n/digits';
import type { Translate } from '../../i18n/translate';

interface CardForm {
  cardNumber: string;
  cardholderName: string;
  expiry: string;
  cvv: string;
}

const EMPTY: CardForm = { cardNumber: '', cardholderName: '', expiry: '', cvv: '' };

const FIELDS: Array<{
  name: keyof CardForm;
  autoComplete: string;
  inputMode?: 'numeric';
}> = [
  { name: 'cardNumber', autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'cardholderName', autoComplete: 'cc-name' },
  { name: 'expiry', autoComplete: 'cc-exp', inputMode: 'numeric' },
  { name: 'cvv', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

export interface CardPaymentViewProps {
  t: Translate;
  /** Every field is filled in. Nothing typed is passed on: the card never leaves this form. */
  onSubmit: () => void;
}

/**
 * The static page's card form: four fields, all required, no
 * format checks, 'Pay Now'. The fields live here only: no card detail enters the store.
 */
export function CardPaymentView({ t, onSubmit }: CardPaymentViewProps) {
  const [form, setForm] = useState<CardForm>(EMPTY);
  const [missing, setMissing] = useState<ReadonlySet<keyof CardForm>>(new Set());

  const change = (name: keyof CardForm) => (event: ChangeEvent<HTMLInputElement>) => {
    // A Burmese keyboard types Myanmar digits: the numeric fields keep them as Latin digits.
    const numeric = FIELDS.some((field) => field.name === name && field.inputMode === 'numeric');
    const value = numeric ? normaliseDigits(event.target.value) : event.target.value;
    setForm((current) => ({ ...current, [name]: value }));
    if (value.trim() !== '' && missing.has(name)) {
      setMissing((current) => {
        const next = new Set(current);
        next.delete(name);
        return next;
      });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = FIELDS.filter((field) => form[field.name].trim() === '').map((f) => f.name);
    setMissing(new Set(empty));
    const first = empty[0];
    if (first) {
      const control = event.currentTarget.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSubmit();
  };

  return (
    <form
      className="card-payment"
      aria-label={t('staticPayment.cardTitle')}
      noValidate
      onSubmit={submit}
    >
      <h2 className="payment-panel__title">{t('staticPayment.cardTitle')}</h2>
      <div className="card-payment__grid">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            className={`card-payment__${field.name}`}
            label={t(`staticPayment.${field.name}`)}
            name={field.name}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            required
            value={form[field.name]}
            onChange={change(field.name)}
            error={
              missing.has(field.name)
                ? t('staticPayment.required', { field: field.name })
                : undefined
            }
          />
        ))}
      </div>
      <Button type="submit" block>
        {t('staticPayment.payNow')}
      </Button>
    </form>
  );
}
