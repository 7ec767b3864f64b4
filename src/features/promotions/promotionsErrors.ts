/**
 * How a failed call reads on the promotions page: the server's field errors (422) by field, and
 * one message for the rest (the server's own words when its body has them). Pure.
 */
import { apiErrorMessage, readApiError, type ApiCallError } from '../../api/apiError';
import type { Translate } from '../../i18n/translate';
import type { FieldErrors } from './promotionsSlice';

export interface CallFailure {
  /** A 401: the session-expired screen is up; nothing to show on the form. */
  unauthorized: boolean;
  fieldErrors: FieldErrors;
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

export function readCallFailure(error: ApiCallError, t: Translate): CallFailure {
  const failure = readApiError(error);
  const status =
    failure.kind === 'answered' || failure.kind === 'unreadable' ? failure.status : null;
  return {
    unauthorized: status === 401,
    fieldErrors: failure.kind === 'answered' ? fieldErrorsOf(failure.body) : {},
    message: apiErrorMessage(error, {
      noAnswer: t('promotions.noAnswer'),
      failedWith: (code) => t('promotions.failedWith', { status: code }),
      unknown: t('promotions.unknownError'),
    }),
  };
}

/** The status of an RTK Query error, if it has one. */
export const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
