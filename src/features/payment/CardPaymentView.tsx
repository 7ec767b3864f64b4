import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { normaliseDigits } from '../../i18n/digits';
import type { Translate } from '../../i18n/translate';
import { Message } from '../../components/Message/Message';
import { cardProblems, type CardField, type CardForm, type CardProblem } from './cardForm';

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
  /**
   * Every field is filled in (and, when `strict`, in a form the gateway takes). The card goes to
   * the charge only (a thunk): it never enters the store. The sample page passes nothing on.
   */
  onSubmit: (form: CardForm) => void;
  /** A real charge: the number, expiry and CVV are checked too. */
  strict?: boolean;
  /** A charge is under way: 'Pay Now' waits. */
  busy?: boolean;
  /** Why the last charge failed (a decline with its reason), or null. */
  error?: string | null;
}

/**
 * The card form: four fields, all required, 'Pay Now'. The sample page checks no format; a real
 * charge checks the number, expiry and CVV. The fields live here only: no card detail enters the
 * store.
 */
export function CardPaymentView({
  t,
  onSubmit,
  strict = false,
  busy = false,
  error = null,
}: CardPaymentViewProps) {
  const [form, setForm] = useState<CardForm>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<CardField, CardProblem>>>({});

  const change = (name: keyof CardForm) => (event: ChangeEvent<HTMLInputElement>) => {
    // A Burmese keyboard types Myanmar digits: the numeric fields keep them as Latin digits.
    const numeric = FIELDS.some((field) => field.name === name && field.inputMode === 'numeric');
    const value = numeric ? normaliseDigits(event.target.value) : event.target.value;
    setForm((current) => ({ ...current, [name]: value }));
    if (value.trim() !== '' && problems[name] === 'required') {
      setProblems((current) => ({ ...current, [name]: undefined }));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = cardProblems(form, strict);
    setProblems(found);
    const first = FIELDS.find((field) => found[field.name] !== undefined)?.name;
    if (first) {
      const control = event.currentTarget.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSubmit(form);
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
              problems[field.name] === 'required'
                ? t('staticPayment.required', { field: field.name })
                : problems[field.name] === 'invalid'
                  ? t('staticPayment.invalidCard', { field: field.name })
                  : undefined
            }
          />
        ))}
      </div>
      {error ? <Message tone="error">{error}</Message> : null}
      <Button type="submit" block disabled={busy} aria-disabled={busy || undefined}>
        {busy ? t('staticPayment.processing') : t('staticPayment.payNow')}
      </Button>
    </form>
  );
}
