import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Field } from '../../../components/Field/Field';
import { CONTACT_LIMITS } from '@contract/contact';
import { contactMessages as m } from './messages';
import type { ContactRequestState } from './contactSlice';
import {
  CONTACT_FIELDS,
  validateContactForm,
  type ContactField,
  type ContactFieldErrors,
  type ContactForm,
} from './validation';
import './contact.css';
import { Message } from '../../../components/Message/Message';

export interface ContactViewProps {
  request: ContactRequestState;
  /** How many messages this form has sent: the fields are cleared after each. */
  sentCount: number;
  onSubmit: (form: ContactForm) => void;
}

const EMPTY: ContactForm = { name: '', email: '', message: '' };

interface FieldsProps {
  busy: boolean;
  /** The server's words per field, from the last failed sending. */
  serverErrors: ContactFieldErrors;
  onSubmit: (form: ContactForm) => void;
}

/** The three fields and the button; what is typed stays here, and stays after a failure. */
function ContactFields({ busy, serverErrors, onSubmit }: FieldsProps) {
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  // Server errors of fields edited since the answer no longer describe what is there.
  const [edited, setEdited] = useState<ReadonlySet<ContactField>>(new Set());
  const messageId = useId();
  const countId = `${messageId}-count`;
  const messageErrorId = `${messageId}-error`;

  const errorOf = (field: ContactField): string | undefined =>
    errors[field] ?? (edited.has(field) ? undefined : serverErrors[field]);

  const change =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
      setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
    };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateContactForm(form);
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      const control = event.currentTarget.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setEdited(new Set());
    onSubmit(form);
  };

  const messageError = errorOf('message');
  return (
    <form className="contact-form__form" aria-label={m.formLabel} noValidate onSubmit={submit}>
      <div className="contact-form__row">
        <Field
          label={m.name}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameMax}
          value={form.name}
          onChange={change('name')}
          error={errorOf('name')}
        />
        <Field
          label={m.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={CONTACT_LIMITS.emailMax}
          value={form.email}
          onChange={change('email')}
          error={errorOf('email')}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={messageId}>
          {m.message}
        </label>
        <textarea
          id={messageId}
          className="field__control contact-form__message"
          name="message"
          rows={6}
          required
          maxLength={CONTACT_LIMITS.messageMax}
          value={form.message}
          onChange={change('message')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${countId} ${messageErrorId}` : countId}
        />
        <p id={countId} className="field__hint">
          {m.messageCount(form.message.length)}
        </p>
        {messageError ? (
          <p id={messageErrorId} className="field__error">
            {messageError}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy}>
        {m.send}
      </Button>
    </form>
  );
}

/**
 * Contact Us: name, email and message, checked here and by the API,
 * then sent. What happened is said in live regions that stay in the page while empty, so that
 * what appears in them is announced.
 */
export function ContactView({ request, sentCount, onSubmit }: ContactViewProps) {
  const failed = request.status === 'failed' ? request.error : null;
  return (
    <div className="contact-form">
      <ContactFields
        key={sentCount}
        busy={request.status === 'sending'}
        serverErrors={failed?.fields ?? {}}
        onSubmit={onSubmit}
      />
      {/* One polite region: 'sending' then 'sent' are read out from the same place. */}
      <Message tone={request.status === 'sent' ? 'success' : 'status'}>
        {request.status === 'sending' ? <p>{m.sending}</p> : null}
        {request.status === 'sent' ? <p>{m.sent}</p> : null}
      </Message>
      <Message tone="error">{failed ? <p>{failed.message}</p> : null}</Message>
    </div>
  );
}
