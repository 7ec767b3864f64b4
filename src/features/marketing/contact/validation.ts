import { CONTACT_EMAIL_PATTERN, CONTACT_LIMITS } from '@contract/contact';
import { translatorFor } from '../../../i18n/catalogues';
import type { Translate } from '../../../i18n/translate';

/** What the form holds when it is submitted. */
export interface ContactForm {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactForm;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** One message per field in error; an empty object when the form may be sent. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

const EMAIL = new RegExp(CONTACT_EMAIL_PATTERN);

/**
 * The form's own checks, the same limits as the API's schema (which checks again): every field
 * required, an email address of the usual shape, lengths counted without surrounding blanks.
 */
export function validateContactForm(
  form: ContactForm,
  t: Translate = translatorFor('en'),
): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const name = form.name.trim();
  const email = form.email.trim();
  const message = form.message.trim();

  if (name === '') errors.name = t('contact.nameRequired');
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = t('contact.nameTooLong');

  if (email === '') errors.email = t('contact.emailRequired');
  else if (email.length > CONTACT_LIMITS.emailMax) errors.email = t('contact.emailTooLong');
  else if (!EMAIL.test(email)) errors.email = t('contact.emailInvalid');

  if (message === '') errors.message = t('contact.messageRequired');
  else if (message.length < CONTACT_LIMITS.messageMin)
    errors.message = t('contact.messageTooShort');
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = t('contact.messageTooLong');

  return errors;
}

/** The request body: what was typed, without surrounding blanks. */
export function toContactRequest(form: ContactForm): ContactForm {
  return { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() };
}
