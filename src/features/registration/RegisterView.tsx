import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Field, SelectField, type SelectOption } from '../../components/Field/Field';
import { Page } from '../../components/Page/Page';
import { registrationMessages as m } from './messages';
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
}

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
}: RegisterViewProps) {
  const [form, setForm] = useState<RegistrationForm>(EMPTY_FORM);
  const errorId = useId();
  const invalid = new Set(error.fields.map((field) => WIRE_FIELDS[field]).filter(Boolean));

  const bind = (name: keyof RegistrationForm) => ({
    name,
    value: form[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [name]: value }));
    },
    'aria-invalid': invalid.has(name) ? true : undefined,
    'aria-describedby': invalid.has(name) ? errorId : undefined,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) onSubmit(form);
  };

  return (
    <Page title={m.title} className="register-page">
      <Card as="form" className="register-form" onSubmit={submit} aria-busy={submitting}>
        <div className="register-form__grid">
          <Field label={m.userName} autoComplete="name" {...bind('username')} />
          <Field label={m.shopName} autoComplete="organization" {...bind('shopname')} />
          <Field label={m.email} type="email" autoComplete="email" {...bind('email')} />
          <Field label={m.phone} type="tel" inputMode="tel" autoComplete="tel" {...bind('phone')} />
          <SelectField
            label={m.district}
            placeholder={m.district}
            options={districts}
            {...bind('districtId')}
          />
          <SelectField
            label={m.township}
            placeholder={m.township}
            options={townships}
            {...bind('townshipId')}
          />
          <Field
            label={m.password}
            type="password"
            autoComplete="new-password"
            {...bind('password')}
          />
          <Field
            label={m.confirmPassword}
            type="password"
            autoComplete="new-password"
            {...bind('passwordConfirmation')}
          />
        </div>

        <Message id={errorId} tone="error">
          {error.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </Message>
        {/* One polite region: 'Processing...' (for screen readers; the button shows it) then the success. */}
        <Message tone="success">
          {succeeded ? <p>{m.succeeded}</p> : null}
          {submitting ? <span className="visually-hidden">{m.processing}</span> : null}
        </Message>

        <Button type="submit" block disabled={locked}>
          {submitting ? m.processing : m.createAccount}
        </Button>
      </Card>
    </Page>
  );
}
