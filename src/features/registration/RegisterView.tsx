import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@contract/passwordRules';
import { Button } from '../../components/Button/Button';
import { Field, SelectField, type SelectOption } from '../../components/Field/Field';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Page } from '../../components/Page/Page';
import { ZawgyiNotice } from '../../components/ZawgyiNotice/ZawgyiNotice';
import { normaliseDigits } from '../../i18n/digits';
import type { Translate } from '../../i18n/translate';
import type { RegistrationForm } from './registrationOutcome';
import {
  PROBLEM_FIELDS,
  type RegistrationError,
  type RegistrationProblem,
} from './registrationSlice';
import './registration.css';
import { Card } from '../../components/Card/Card';
import { Message } from '../../components/Message/Message';

export interface RegisterViewProps {
  districts: SelectOption[];
  /** The townships of the chosen district (none until a district is chosen). */
  townships: SelectOption[];
  /** A district was chosen: the container loads its townships. */
  onDistrictChange: (districtId: string) => void;
  /** Where 'Log in instead' and 'Already have an account? Login' go. */
  loginPath: string;
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

/** A problem found before any call, in the reader's language. */
function problemText(problem: RegistrationProblem, t: Translate): string {
  switch (problem) {
    case 'passwordsDoNotMatch':
      return t('registration.passwordsDoNotMatch');
    case 'passwordTooShort':
      return t('registration.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    case 'passwordTooLong':
      return t('registration.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  }
}

/**
 * Register Now: the eight fields, all required, kept as typed whatever the answer (local state
 * only: nothing typed, the password least of all, enters the store). The townships are those of
 * the chosen district; the password's rule shows under it before anything is sent; each error
 * shows under its field, in words.
 */
export function RegisterView({
  districts,
  townships,
  onDistrictChange,
  loginPath,
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
  const fieldsRef = useRef<HTMLDivElement>(null);

  /** The messages under each field, by the form's name of the field. */
  const fieldErrors: Partial<Record<keyof RegistrationForm, string>> = {};
  for (const [wire, messages] of Object.entries(error.fieldErrors)) {
    const name = WIRE_FIELDS[wire];
    if (name) fieldErrors[name] = messages.join(' ');
  }
  if (error.problem) {
    const name = WIRE_FIELDS[PROBLEM_FIELDS[error.problem]];
    if (name) fieldErrors[name] = problemText(error.problem, t);
  }
  const anyFieldError = Object.keys(fieldErrors).length > 0;

  // A refusal moves the focus to the first field to fix.
  useEffect(() => {
    if (!anyFieldError) return;
    fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error, anyFieldError]);

  const bind = (name: keyof RegistrationForm) => ({
    name,
    value: form[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      // A phone typed with Myanmar digits is the same number in Latin digits.
      const value = name === 'phone' ? normaliseDigits(event.target.value) : event.target.value;
      setForm((current) => ({ ...current, [name]: value }));
    },
    error: fieldErrors[name] ?? null,
  });

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

  const passwordToggle = {
    showLabel: t('login.showPassword'),
    hideLabel: t('login.hidePassword'),
  };

  return (
    <Page title={t('registration.title')} className="register-page">
      <Card as="form" className="register-form" onSubmit={submit} aria-busy={submitting}>
        <div ref={fieldsRef} className="register-form__grid">
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
          <div>
            <Field
              label={t('registration.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...bind('phone')}
            />
            {error.phoneTaken ? (
              <p className="register-form__login-instead">
                <Link to={loginPath}>{t('registration.loginInstead')}</Link>
              </p>
            ) : null}
          </div>
          <SelectField
            label={t('registration.district')}
            placeholder={t('registration.district')}
            options={districts}
            {...bind('districtId')}
            onChange={(event) => {
              const districtId = event.target.value;
              // A township belongs to one district: choosing another district clears it.
              setForm((current) => ({ ...current, districtId, townshipId: '' }));
              onDistrictChange(districtId);
            }}
          />
          <SelectField
            label={t('registration.township')}
            placeholder={t('registration.township')}
            options={townships}
            hint={form.districtId === '' ? t('registration.chooseDistrictFirst') : undefined}
            {...bind('townshipId')}
          />
          <PasswordField
            label={t('registration.password')}
            autoComplete="new-password"
            hint={t('registration.passwordRule', { min: PASSWORD_MIN_LENGTH })}
            {...passwordToggle}
            {...bind('password')}
          />
          <PasswordField
            label={t('registration.confirmPassword')}
            autoComplete="new-password"
            {...passwordToggle}
            {...bind('passwordConfirmation')}
          />
        </div>

        <Message id={errorId} tone="error">
          {anyFieldError ? <p>{t('registration.checkFields')}</p> : null}
          {error.lines.map((line, index) => (
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
        <p className="register-form__login">
          {t('registration.haveAccount')} <Link to={loginPath}>{t('registration.login')}</Link>
        </p>
      </Card>
    </Page>
  );
}
