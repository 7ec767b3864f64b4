import type { PriceChangeRequest } from '@contract/adminPrices';
import type { AppThunk } from '../../../app/store';
import {
  cancelConfirmed,
  cancelDone,
  cancelFailed,
  scheduleRefused,
  scheduleSaved,
  scheduleSubmitted,
  selectCancelDialog,
  selectScheduleDialog,
} from './priceDialogsSlice';
import { messageOf, pricesApi } from './pricesApi';

/** 'Schedule the change': sent, then the dialog closes, or shows the server's refusal. */
export const submitPriceChange =
  (request: PriceChangeRequest): AppThunk =>
  async (dispatch, getState) => {
    dispatch(scheduleSubmitted(request));
    if (selectScheduleDialog(getState()).status !== 'submitting') return;
    const answer = await dispatch(pricesApi.endpoints.schedulePriceChange.initiate(request));
    if ('data' in answer && answer.data) dispatch(scheduleSaved());
    else dispatch(scheduleRefused(messageOf(answer.error)));
  };

/** 'Cancel the change': the scheduled change cancelled, or the dialog says it could not be. */
export const confirmCancelChange = (): AppThunk => async (dispatch, getState) => {
  dispatch(cancelConfirmed());
  const dialog = selectCancelDialog(getState());
  if (dialog.status !== 'cancelling') return;
  const answer = await dispatch(pricesApi.endpoints.cancelPriceChange.initiate(dialog.change.id));
  dispatch('data' in answer && answer.data ? cancelDone() : cancelFailed());
};
