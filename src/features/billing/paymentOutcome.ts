/**
 * What a failed shop submit means (specification section 8), checked in the specification's
 * order. Pure: the listeners act on the answer.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { NOT_OWN_MERCHANT, paymentMessages as m } from './messages';

export type PaymentFailure =
  /** The session-expired screen replaces the page; `alert` is shown first when not null. */
  | { kind: 'sessionExpired'; alert: string | null }
  /** Back to the form with this alert. */
  | { kind: 'alert'; alert: string };

function serverMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The HTTP status of an answer, or null when no answer came. */
function statusOf(error: FetchBaseQueryError): number | null {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
}

export function describePaymentError(
  error: FetchBaseQueryError | SerializedError | undefined,
): PaymentFailure {
  if (!error || !('status' in error)) return { kind: 'alert', alert: m.processingFailed };
  const message = serverMessage(error.data);
  if (message === NOT_OWN_MERCHANT) return { kind: 'sessionExpired', alert: m.notAuthorized };
  const status = statusOf(error);
  if (status === 401) return { kind: 'sessionExpired', alert: null };
  if (status === 403) return { kind: 'alert', alert: m.noPermission };
  if (status === 402) {
    return {
      kind: 'alert',
      alert: message ? `${m.paymentFailedPrefix}${message}` : m.cardDeclined,
    };
  }
  if (status !== null) return { kind: 'alert', alert: message ?? m.processingFailed };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { kind: 'alert', alert: m.networkError };
  }
  return { kind: 'alert', alert: m.processingFailed };
}

/** An answer that came back without `success: true`. */
export function describeUnsuccessfulAnswer(data: unknown): PaymentFailure {
  return { kind: 'alert', alert: serverMessage(data) ?? m.processingFailed };
}
