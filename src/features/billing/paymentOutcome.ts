/**
 * What a failed shop submit means, checked in the order the product checks it. Pure: the thunk
 * acts on the answer. A 401 is not its business: the API layer announces it (session/unauthorized)
 * and the slice has put up the session-expired screen before the failure gets here.
 */
import { bodyMessage, readApiError, type ApiCallError } from '../../api/apiError';
import { isMessage } from '@contract/messages';
import { translatorFor } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/translate';
import { readCallFailureWith } from '../../shared/forms/callFailure';

export type PaymentFailure =
  /** The session-expired screen replaces the page; `alert` is shown first when not null. */
  | { kind: 'sessionExpired'; alert: string | null }
  /**
   * Back to the form with this alert. `renewIntent`: the intent can no longer be paid (its order
   * changed, or too many cards were declined on it), so the next submission makes a new one (a
   * new idempotency key) even with the same shop details.
   */
  | { kind: 'alert'; alert: string; renewIntent?: true };

/** Answers after which the server will not pay the same intent again. */
const intentSpent = (message: string | null): boolean =>
  isMessage('ORDER_CHANGED', message) || isMessage('TOO_MANY_DECLINES', message);

export function describePaymentError(
  error: ApiCallError | undefined,
  t: Translate = translatorFor('en'),
): PaymentFailure {
  if (!error) return { kind: 'alert', alert: t('payment.processingFailed') };
  const failure = readApiError(error);
  if (failure.kind === 'noAnswer') return { kind: 'alert', alert: t('payment.networkError') };
  if (failure.kind === 'failed') return { kind: 'alert', alert: t('payment.processingFailed') };
  const message = failure.kind === 'answered' ? failure.message : null;
  if (isMessage('NOT_OWN_MERCHANT', message))
    return { kind: 'sessionExpired', alert: t('payment.notAuthorized') };
  const { status } = failure;
  if (status === 403) return { kind: 'alert', alert: t('payment.noPermission') };
  if (status === 402) {
    return {
      kind: 'alert',
      alert: message ? `${t('payment.paymentFailedPrefix')}${message}` : t('payment.cardDeclined'),
    };
  }
  if (message !== null && intentSpent(message)) {
    return { kind: 'alert', alert: message, renewIntent: true };
  }
  // Any other answer (a payment still in progress among them) shows the server's own words.
  return { kind: 'alert', alert: message ?? t('payment.processingFailed') };
}

/** An answer that came back without `success: true`. */
export function describeUnsuccessfulAnswer(
  data: unknown,
  t: Translate = translatorFor('en'),
): PaymentFailure {
  return { kind: 'alert', alert: bodyMessage(data) ?? t('payment.processingFailed') };
}

/**
 * What a refused partner code call says next to the field: the server's reason for the code (a
 * 422), else its message, else the page's words. Null after a 401: the session-expired screen
 * is up already.
 */
export function partnerCodeRefusal(error: ApiCallError, t: Translate): string | null {
  const failure = readCallFailureWith(error, {
    noAnswer: t('payment.networkError'),
    failedWith: () => t('payment.partnerCodeFailed'),
    unknown: t('payment.partnerCodeFailed'),
  });
  if (failure.unauthorized) return null;
  return failure.fieldErrors.code ?? failure.message;
}
