/** How a failed Contact Us call reads to the visitor. Pure: it takes what RTK Query answered. */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { contactMessages as m } from './messages';
import type { ContactError } from './contactSlice';
import { CONTACT_FIELDS, type ContactField } from './validation';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const isField = (name: string): name is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

/**
 * A 422 names the fields in error (shown beside them, in the server's words); any other answer
 * with a message shows that message; otherwise a general line.
 */
export function contactErrorFrom(error: FetchBaseQueryError | SerializedError): ContactError {
  if (!('status' in error) || error.status === undefined) return { message: m.notSent, fields: {} };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { message: m.networkError, fields: {} };
  }
  const body = 'data' in error ? error.data : undefined;
  const errors = isRecord(body) && isRecord(body.data) ? body.data.errors : undefined;
  if (error.status === 422 && isRecord(errors)) {
    const fields: ContactError['fields'] = {};
    const others: string[] = [];
    for (const [field, messages] of Object.entries(errors)) {
      const line = Array.isArray(messages) ? messages.map(String).join(' ') : String(messages);
      if (isField(field)) fields[field] = line;
      else others.push(line);
    }
    return {
      message: others.length > 0 ? m.notSentBecause(others.join(' ')) : m.fixFields,
      fields,
    };
  }
  const reason = isRecord(body) ? text(body.message) : undefined;
  // A bare 500 says nothing a visitor can act on.
  if (reason && typeof error.status === 'number' && error.status < 500) {
    return { message: m.notSentBecause(reason), fields: {} };
  }
  return { message: m.notSent, fields: {} };
}
