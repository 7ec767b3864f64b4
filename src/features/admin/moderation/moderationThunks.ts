import { apiErrorMessage, type ApiCallError } from '../../../api/apiError';
import type { AppThunk } from '../../../app/store';
import type { Translate } from '../../../i18n/translate';
import { moderationApi } from './moderationApi';
import {
  actionFinished,
  actionStarted,
  selectModeration,
  suspendFailed,
  suspendSubmitted,
  suspendSucceeded,
} from './moderationSlice';

/** The server's words for a refusal, else the section's own. */
const failureWords = (error: unknown, t: Translate) =>
  apiErrorMessage(error as ApiCallError, {
    noAnswer: t('admin.moderation.loadFailed'),
    failedWith: () => t('admin.moderation.loadFailed'),
    unknown: t('admin.moderation.loadFailed'),
  });

export const dismissClicked =
  (reportId: number, t: Translate): AppThunk =>
  async (dispatch, getState) => {
    const key = `report:${reportId}`;
    dispatch(actionStarted(key));
    if (selectModeration(getState()).pending !== key) return;
    const result = await dispatch(
      moderationApi.endpoints.dismissReport.initiate({ reportId }, { track: false }),
    );
    dispatch(
      actionFinished({
        key,
        notice:
          'data' in result && result.data
            ? { kind: 'dismissed', reportId }
            : { kind: 'failed', message: failureWords(result.error, t) },
      }),
    );
  };

/** 'Hide review' on a report of a review. */
export const hideReviewClicked =
  (report: { id: number; reviewId: number }, t: Translate): AppThunk =>
  async (dispatch, getState) => {
    const key = `review:${report.reviewId}`;
    dispatch(actionStarted(key));
    if (selectModeration(getState()).pending !== key) return;
    const result = await dispatch(
      moderationApi.endpoints.hideReview.initiate({ reviewId: report.reviewId }, { track: false }),
    );
    dispatch(
      actionFinished({
        key,
        notice:
          'data' in result && result.data
            ? { kind: 'reviewHidden', reportId: report.id }
            : { kind: 'failed', message: failureWords(result.error, t) },
      }),
    );
  };

export const liftClicked =
  (shop: { merchantId: number; name: string }, t: Translate): AppThunk =>
  async (dispatch, getState) => {
    const key = `lift:${shop.merchantId}`;
    dispatch(actionStarted(key));
    if (selectModeration(getState()).pending !== key) return;
    const result = await dispatch(
      moderationApi.endpoints.liftSuspension.initiate(
        { merchantId: shop.merchantId },
        { track: false },
      ),
    );
    dispatch(
      actionFinished({
        key,
        notice:
          'data' in result && result.data
            ? { kind: 'lifted', shop: shop.name }
            : { kind: 'failed', message: failureWords(result.error, t) },
      }),
    );
  };

export const suspendConfirmed =
  (reason: string, t: Translate): AppThunk =>
  async (dispatch, getState) => {
    dispatch(suspendSubmitted());
    const { dialog } = selectModeration(getState());
    if (dialog.status !== 'sending') return;
    const result = await dispatch(
      moderationApi.endpoints.suspendShop.initiate(
        { merchantId: dialog.shop.merchantId, reason },
        { track: false },
      ),
    );
    if ('data' in result && result.data) dispatch(suspendSucceeded());
    else dispatch(suspendFailed(failureWords(result.error, t)));
  };
