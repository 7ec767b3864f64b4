import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ORDER_LIMITS } from '@contract/orderRules';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { OtpEntry, type OtpEntryScreenProps } from '../../shared/otp/OtpEntry/OtpEntry';
import { Page } from '../../components/Page/Page';
import type { Translate } from '../../i18n/translate';
import './customer.css';

export type CustomerLoginViewProps = OtpEntryScreenProps;

/**
 * The customer's sign-in: a phone and 'Send OTP', then the OTP and 'Sign in' (shared/otp/OtpEntry);
 * once the code is sent, the OTP field takes the focus.
 */
export function CustomerLoginView(props: CustomerLoginViewProps) {
  const { t } = props;
  return (
    <Page title={t('customer.loginTitle')} className="customer-page">
      <div className="card customer-card">
        <p>{t('customer.loginIntro')}</p>
        <OtpEntry
          {...props}
          words="customer"
          submitCodeLabel={t('customer.signIn')}
          focusCodeWhenSent
        />
      </div>
    </Page>
  );
}

export interface CustomerNameViewProps {
  busy: boolean;
  problem: 'nameRequired' | 'nameTooLong' | 'failed' | null;
  onSave: (name: string) => void;
  t: Translate;
}

/** 'Your name', asked once, after a first sign-in. */
export function CustomerNameView({ busy, problem, onSave, t }: CustomerNameViewProps) {
  const [name, setName] = useState('');
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The sign-in form is gone: its focus moves to the name.
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSave(name);
  };
  const words =
    problem === 'nameRequired'
      ? t('customer.nameRequired')
      : problem === 'nameTooLong'
        ? t('customer.nameTooLong', { max: ORDER_LIMITS.customerName })
        : problem === 'failed'
          ? t('customer.nameFailed')
          : null;
  return (
    <Page title={t('customer.nameTitle')} className="customer-page">
      <div className="card customer-card">
        <p>{t('customer.nameIntro')}</p>
        <form ref={form} className="customer-form" onSubmit={save} noValidate>
          <Field
            label={t('customer.name')}
            name="name"
            autoComplete="name"
            maxLength={ORDER_LIMITS.customerName}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
          <Button type="submit" block disabled={busy}>
            {t('customer.saveName')}
          </Button>
        </form>
        <Message id={errorId} tone="error">
          {words ? <p>{words}</p> : null}
        </Message>
      </div>
    </Page>
  );
}
