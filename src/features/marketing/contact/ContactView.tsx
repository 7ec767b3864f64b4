import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/Button/Button';
import { Field } from '../../../components/Field/Field';
import { CONTACT_LIMITS } from '@contract/contact';
import { ZawgyiNotice } from '../../../components/ZawgyiNotice/ZawgyiNotice';
import type { Translate } from '../../../i18n/translate';
import { formatInteger } from '../../../i18n/format';
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
  /** Unicode text offered for a free-text field whose text looks like Zawgyi. */
  zawgyiOffers: Partial<Record<ZawgyiField, string>>;
  /** A free-text field lost focus with this text: the container checks it for Zawgyi. */
  onFreeTextBlur: (field: ZawgyiField, text: string) => void;
  /** The visitor took the Unicode text or kept the typed one: this text stays. */
  onZawgyiSettled: (field: ZawgyiField, text: string) => void;
  t: Translate;
}

/** The saved free-text fields that may be typed in Zawgyi. */
export type ZawgyiField = 'name' | 'message';

type ZawgyiProps = Pick<
  ContactViewProps,
  'zawgyiOffers' | 'onFreeTextBlur' | 'onZawgyiSettled' | 't'
>;

const EMPTY: ContactForm = { name: '', email: '', message: '' };

interface FieldsProps {
  busy: boolean;
  /** The server's words per field, from the last failed sending. */
  serverErrors: ContactFieldErrors;
  onSubmit: (form: ContactForm) => void;
}

/** The three fields and the button; what is typed stays here, and stays after a failure. */
function ContactFields({
  busy,
  serverErrors,
  onSubmit,
  zawgyiOffers,
  onFreeTextBlur,
  onZawgyiSettled,
  t,
}: FieldsProps & ZawgyiProps) {
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
    const found = validateContactForm(form, t);
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

  const notice = (field: ZawgyiField) => {
    const unicode = zawgyiOffers[field];
    if (unicode === undefined) return null;
    return (
      <ZawgyiNotice
        unicode={unicode}
        onUse={() => {
          setForm((current) => ({ ...current, [field]: unicode }));
          onZawgyiSettled(field, unicode);
        }}
        onKeep={() => onZawgyiSettled(field, form[field])}
      />
    );
  };

  const messageError = errorOf('message');
  return (
    <form
      className="contact-form__form"
      aria-label={t('contact.formLabel')}
      noValidate
      onSubmit={submit}
    >
      <div className="contact-form__row">
        <div>
          <Field
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            value={form.name}
            onChange={change('name')}
            onBlur={() => onFreeTextBlur('name', form.name)}
            error={errorOf('name')}
          />
          {notice('name')}
        </div>
        <Field
          label={t('contact.email')}
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
          {t('contact.message')}
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
          onBlur={() => onFreeTextBlur('message', form.message)}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${countId} ${messageErrorId}` : countId}
        />
        <p id={countId} className="field__hint">
          {t('contact.messageCount', { length: formatInteger(form.message.length, t.language) })}
        </p>
        {messageError ? (
          <p id={messageErrorId} className="field__error">
            {messageError}
          </p>
        ) : null}
        {notice('message')}
      </div>
      <Button type="submit" disabled={busy}>
        {t('contact.send')}
      </Button>
    </form>
  );
}

/**
 * Contact Us: name, email and message, checked here and by the API,
 * then sent. What happened is said in live regions that stay in the page while empty, so that
 * what appears in them is announced.
 */
export function ContactView({ request, sentCount, onSubmit, ...zawgyi }: ContactViewProps) {
  const { t } = zawgyi;
  const failed = request.status === 'failed' ? request.error : null;
  return (
    <div className="contact-form">
      <ContactFields
        key={sentCount}
        busy={request.status === 'sending'}
        serverErrors={failed?.fields ?? {}}
        onSubmit={onSubmit}
        {...zawgyi}
      />
      {/* One polite region: 'sending' then 'sent' are read out from the same place. */}
      <Message tone={request.status === 'sent' ? 'success' : 'status'}>
        {request.status === 'sending' ? <p>{t('contact.sending')}</p> : null}
        {request.status === 'sent' ? <p>{t('contact.sent')}</p> : null}
      </Message>
      <Message tone="error">{failed ? <p>{failed.message}</p> : null}</Message>
    </div>
  );
}
