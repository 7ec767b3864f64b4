/** How a failed Contact Us call reads to the visitor. Pure: it takes what RTK Query answered. */
import { readApiError, type ApiCallError } from '../../../api/apiError';
import { translatorFor } from '../../../i18n/catalogues';
import type { Translate } from '../../../i18n/translate';
import type { ContactError } from './contactSlice';
import { CONTACT_FIELDS, type ContactField } from './validation';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isField = (name: string): name is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

/**
 * A 422 names the fields in error (shown beside them, in the server's words); any other answer
 * with a message shows that message; otherwise a general line.
 */
export function contactErrorFrom(
  error: ApiCallError,
  t: Translate = translatorFor('en'),
): ContactError {
  const failure = readApiError(error);
  if (failure.kind === 'noAnswer') return { message: t('contact.networkError'), fields: {} };
  if (failure.kind !== 'answered') return { message: t('contact.notSent'), fields: {} };
  const { body, status, message } = failure;
  const errors = isRecord(body) && isRecord(body.data) ? body.data.errors : undefined;
  if (status === 422 && isRecord(errors)) {
    const fields: ContactError['fields'] = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(errors)) {
      const line = Array.isArray(messages) ? messages.map(String).join(' ') : String(messages);
      if (isField(field)) fields[field] = line;
      else others.push(line);
    }
    return {
      message:
        others.length > 0
          ? t('contact.notSentBecause', { reason: others.join(' ') })
          : t('contact.fixFields'),
      fields,
    };
  }
  // A bare 500 says nothing a visitor can act on.
  if (message && status < 500)
    return { message: t('contact.notSentBecause', { reason: message.trim() }), fields: {} };
  return { message: t('contact.notSent'), fields: {} };
}
