import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Field, SelectField, type SelectOption } from '../../components/Field/Field';
import { Page } from '../../components/Page/Page';
import { ZawgyiNotice } from '../../components/ZawgyiNotice/ZawgyiNotice';
import { normaliseDigits } from '../../i18n/digits';
import type { Translate } from '../../i18n/translate';
import type { RegistrationForm } from './registrationOutcome';
import type { RegistrationError } from './registrationSlice';
import './registration.css';
import { Card } from '../../components/Card/Card';
import { Message } from '../../components/Message/Message';

export interface RegisterViewProps {
  districts: SelectOption[];
  townships: SelectOption[];
  /** The request is on its way: 'Processing...'. */
  submitting: boolean;
  /** The form cannot be sent (submitting, or registered and about to move on). */
  locked: boolean;
  /** Registered: the success message is shown. */
  succeeded: boolean;
  error: RegistrationError;
  onSubmit: (form: RegistrationForm) => void;
  /** Unicode text offered for a free-text field whose text looks like Zawgyi. */
  zawgyiOffers: Partial<Record<ZawgyiField, string>>;
  /** A free-text field lost focus with this text: the container checks it for Zawgyi. */
  onFreeTextBlur: (field: ZawgyiField, text: string) => void;
  /** The merchant took the Unicode text or kept the typed one: this text stays. */
  onZawgyiSettled: (field: ZawgyiField, text: string) => void;
  t: Translate;
}

/** The saved free-text fields that may be typed in Zawgyi. */
export type ZawgyiField = 'username' | 'shopname';

const EMPTY_FORM: RegistrationForm = {
  username: '',
  shopname: '',
  email: '',
  phone: '',
  districtId: '',
  townshipId: '',
  password: '',
  passwordConfirmation: '',
};

/** The form's field for each wire name the server may report an error on. */
const WIRE_FIELDS: Record<string, keyof RegistrationForm> = {
  username: 'username',
  shopname: 'shopname',
  email: 'email',
  phone: 'phone',
  district_id: 'districtId',
  township_id: 'townshipId',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
};

/**
 * Register Now: the eight fields, all required, kept as typed whatever
 * the answer (local state only: nothing typed, the password least of all, enters the store).
 */
export function RegisterView({
  districts,
  townships,
  submitting,
  locked,
  succeeded,
  error,
  onSubmit,
  zawgyiOffers,
  onFreeTextBlur,
  onZawgyiSettled,
  t,
}: RegisterViewProps) {
  const [form, setForm] = useState<RegistrationForm>(EMPTY_FORM);
  const errorId = useId();
  const invalid = new Set(error.fields.map((field) => WIRE_FIELDS[field]).filter(Boolean));

  const bind = (name: keyof RegistrationForm) => ({
    name,
    value: form[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      // A phone typed with Myanmar digits is the same number in Latin digits.
      const value = name === 'phone' ? normaliseDigits(event.target.value) : event.target.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
    'aria-invalid': invalid.has(name) ? true : undefined,
    'aria-describedby': invalid.has(name) ? errorId : undefined,
  });

  const errorLines = error.problem ? [t(`registration.${error.problem}`)] : error.lines;

  const freeText = (name: ZawgyiField) => ({
    ...bind(name),
    onBlur: () => onFreeTextBlur(name, form[name]),
  });

  const notice = (name: ZawgyiField) => {
    const unicode = zawgyiOffers[name];
    if (unicode === undefined) return null;
    return (
      <ZawgyiNotice
        unicode={unicode}
        onUse={() => {
          setForm((current) => ({ ...current, [name]: unicode }));
          onZawgyiSettled(name, unicode);
        }}
        onKeep={() => onZawgyiSettled(name, form[name])}
      />
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) onSubmit(form);
  };

  return (
    <Page title={t('registration.title')} className="register-page">
      <Card as="form" className="register-form" onSubmit={submit} aria-busy={submitting}>
        <div className="register-form__grid">
          <div>
            <Field
              label={t('registration.userName')}
              autoComplete="name"
              {...freeText('username')}
            />
            {notice('username')}
          </div>
          <div>
            <Field
              label={t('registration.shopName')}
              autoComplete="organization"
              {...freeText('shopname')}
            />
            {notice('shopname')}
          </div>
          <Field
            label={t('registration.email')}
            type="email"
            autoComplete="email"
            {...bind('email')}
          />
          <Field
            label={t('registration.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...bind('phone')}
          />
          <SelectField
            label={t('registration.district')}
            placeholder={t('registration.district')}
            options={districts}
            {...bind('districtId')}
          />
          <SelectField
            label={t('registration.township')}
            placeholder={t('registration.township')}
            options={townships}
            {...bind('townshipId')}
          />
          <Field
            label={t('registration.password')}
            type="password"
            autoComplete="new-password"
            {...bind('password')}
          />
          <Field
            label={t('registration.confirmPassword')}
            type="password"
            autoComplete="new-password"
            {...bind('passwordConfirmation')}
          />
        </div>

        <Message id={errorId} tone="error">
          {errorLines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </Message>
        {/* One polite region: 'Processing...' (for screen readers; the button shows it) then the success. */}
        <Message tone="success">
          {succeeded ? <p>{t('registration.succeeded')}</p> : null}
          {submitting ? (
            <span className="visually-hidden">{t('registration.processing')}</span>
          ) : null}
        </Message>

        <Button type="submit" block disabled={locked}>
          {submitting ? t('registration.processing') : t('registration.createAccount')}
        </Button>
      </Card>
    </Page>
  );
}
