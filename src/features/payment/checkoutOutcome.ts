/** What a failed checkout or card call says to the merchant. Pure: the listeners act on it. */
import { apiErrorMessage, readApiError, type ApiCallError } from '../../api/apiError';
import { isMessage } from '@contract/messages';
import type { Translate } from '../../i18n/translate';

/** The server's words when it gave some, else the page's. */
export function checkoutErrorMessage(error: ApiCallError | undefined, t: Translate): string {
  return apiErrorMessage(error, {
    noAnswer: t('staticPayment.networkError'),
    failedWith: () => t('staticPayment.failed'),
    unknown: t('staticPayment.failed'),
  });
}

/** A 409: the pending order changed (or is gone) since the page was read. */
export function isConflict(error: ApiCallError): boolean {
  const failure = readApiError(error);
  return failure.kind === 'answered' && failure.status === 409;
}

/** The 422's reason for the transaction id, when the server gave one. */
export function transactionIdRefusal(error: ApiCallError): string | null {
  const failure = readApiError(error);
  if (failure.kind !== 'answered' || failure.status !== 422) return null;
  const errors = (failure.body as { data?: { errors?: Record<string, unknown> } } | null)?.data
    ?.errors;
  const reasons = errors?.transaction_id;
  return Array.isArray(reasons) && typeof reasons[0] === 'string' ? reasons[0] : null;
}

/** A failed card charge: a decline says why; an intent that can no longer be paid is renewed. */
export function cardFailure(
  error: ApiCallError,
  t: Translate,
): { message: string; renewIntent: boolean } {
  const failure = readApiError(error);
  if (failure.kind === 'answered' && failure.status === 402) {
    return {
      message: failure.message
        ? t('staticPayment.cardDeclinedWith', { reason: failure.message })
        : t('staticPayment.cardDeclined'),
      renewIntent: false,
    };
  }
  const message = failure.kind === 'answered' ? failure.message : null;
  const renewIntent =
    isMessage('ORDER_CHANGED', message) ||
    isMessage('TOO_MANY_DECLINES', message) ||
    (failure.kind === 'answered' && failure.status === 409);
  return { message: checkoutErrorMessage(error, t), renewIntent };
}
