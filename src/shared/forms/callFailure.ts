/**
 * How a failed call reads on a form: the server's field errors (422) by field, and one message for
 * the rest (the server's own words when its body has them). Shared by the store, promotions and
 * loyalty pages, each with its own words for a failure without a message. Pure.
 */
import {
  apiErrorMessage,
  readApiError,
  type ApiCallError,
  type ApiErrorWords,
} from '../../api/apiError';

export type FieldErrors = Record<string, string>;

export interface CallFailure {
  /** A 401: the session-expired screen is already up; nothing to show on the form. */
  unauthorized: boolean;
  /** The server's messages by field (a 422), each field's joined. */
  fieldErrors: FieldErrors;
  /** The server's message (or the screen's words for a failure without one). */
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field errors of a 422 body: `{ data: { errors: { field: [messages] } } }`. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = isRecord(body) && isRecord(body.data) ? body.data.errors : undefined;
  if (!isRecord(errors)) return {};
  const found: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const text = list.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (text.length > 0) found[field] = text.join(' ');
  }
  return found;
}

export function readCallFailureWith(error: ApiCallError, words: ApiErrorWords): CallFailure {
  const failure = readApiError(error);
  const status =
    failure.kind === 'answered' || failure.kind === 'unreadable' ? failure.status : null;
  return {
    unauthorized: status === 401,
    fieldErrors: failure.kind === 'answered' ? fieldErrorsOf(failure.body) : {},
    message: apiErrorMessage(error, words),
  };
}
