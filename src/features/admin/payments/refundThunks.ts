import type { AppThunk } from '../../../app/store';
import { adminPaymentsApi } from './adminPaymentsApi';
import {
  refundAmountMinor,
  refundFailed,
  refundSubmitted,
  refundSucceeded,
  selectRefundDialog,
} from './refundDialogSlice';

/** The server's words for a refusal, or null when it sent none (the caller then says its own). */
export function refusalMessage(error: unknown): string | null {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message !== '' ? data.message : null;
}

/**
 * 'Refund': the dialog's refund sent under the key made when it opened (a retry after a failure
 * is the same refund), then done with the credit note, or failed with the server's words.
 */
export const submitRefund =
  (fallbackMessage: string): AppThunk =>
  async (dispatch, getState) => {
    dispatch(refundSubmitted());
    const dialog = selectRefundDialog(getState());
    if (dialog.status !== 'submitting') return;
    const amountMinor = refundAmountMinor(dialog) ?? 0;
    const reason = dialog.reason.trim();
    const answer =
      dialog.target.kind === 'payment'
        ? await dispatch(
            adminPaymentsApi.endpoints.refundPayment.initiate({
              paymentId: dialog.target.paymentId,
              amountMinor,
              reason,
              idempotencyKey: dialog.idempotencyKey,
            }),
          )
        : await dispatch(
            adminPaymentsApi.endpoints.refundHeld.initiate({
              reference: dialog.target.reference,
              reason,
              idempotencyKey: dialog.idempotencyKey,
            }),
          );
    if ('data' in answer && answer.data) dispatch(refundSucceeded(answer.data));
    else dispatch(refundFailed(refusalMessage(answer.error) ?? fallbackMessage));
  };
