/**
 * What a failed shop submit means, checked in the order the product checks it. Pure: the thunk
 * acts on the answer. A 401 is not its business: the API layer announces it (session/unauthorized)
 * and the slice has put up the session-expired screen before the failure gets here.
 */
import { bodyMessage, readApiError, type ApiCallError } from '../../api/apiError';
import { NOT_OWN_MERCHANT } from '@contract/messages';
import { paymentMessages as m } from './messages';

export type PaymentFailure =
  /** The session-expired screen replaces the page; `alert` is shown first when not null. */
  | { kind: 'sessionExpired'; alert: string | null }
  /** Back to the form with this alert. */
  | { kind: 'alert'; alert: string };

export function describePaymentError(error: ApiCallError | undefined): PaymentFailure {
  if (!error) return { kind: 'alert', alert: m.processingFailed };
  const failure = readApiError(error);
  if (failure.kind === 'noAnswer') return { kind: 'alert', alert: m.networkError };
  if (failure.kind === 'failed') return { kind: 'alert', alert: m.processingFailed };
  const message = failure.kind === 'answered' ? failure.message : null;
  if (message === NOT_OWN_MERCHANT) return { kind: 'sessionExpired', alert: m.notAuthorized };
  const { status } = failure;
  if (status === 403) return { kind: 'alert', alert: m.noPermission };
  if (status === 402) {
    return {
      kind: 'alert',
      alert: message ? `${m.paymentFailedPrefix}${message}` : m.cardDeclined,
    };
  }
  return { kind: 'alert', alert: message ?? m.processingFailed };
}

/** An answer that came back without `success: true`. */
export function describeUnsuccessfulAnswer(data: unknown): PaymentFailure {
  return { kind: 'alert', alert: bodyMessage(data) ?? m.processingFailed };
}
