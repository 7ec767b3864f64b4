import type { ReviewRequest } from '@contract/reviews';
import { readApiError, type ApiCallError } from '../../api/apiError';
import type { AppThunk } from '../../app/store';
import { reviewApi } from './reviewApi';
import {
  rateFailed,
  rateSubmitted,
  rateSucceeded,
  selectRate,
  type RateRefusal,
} from './rateSlice';

const REASONS: ReadonlyArray<Exclude<RateRefusal, 'other' | null>> = [
  'already_reviewed',
  'not_eligible',
  'too_late',
];

/** A refused rating: the server's `reason` when the dialog knows it, and its words otherwise. */
export function rateRefusalOf(error: ApiCallError): {
  refusal: RateRefusal;
  message: string | null;
} {
  const failure = readApiError(error);
  if (failure.kind !== 'answered') return { refusal: null, message: null };
  const reason = (failure.body as { reason?: unknown } | null)?.reason;
  const known = REASONS.find((r) => r === reason);
  return known ? { refusal: known, message: null } : { refusal: 'other', message: failure.message };
}

/** 'Send': the stars and the optional text of the visit the dialog was opened for. */
export const rateSendClicked =
  (rating: Pick<ReviewRequest, 'stars' | 'text'>): AppThunk =>
  async (dispatch, getState) => {
    dispatch(rateSubmitted());
    const state = selectRate(getState());
    if (state.status !== 'sending') return;
    const { target } = state;
    const result = await dispatch(
      reviewApi.endpoints.postReview.initiate(
        {
          body: { visit: target.visit, visit_id: target.visitId, ...rating },
          idempotencyKey: target.key,
        },
        { track: false },
      ),
    );
    if ('data' in result && result.data) dispatch(rateSucceeded());
    else dispatch(rateFailed(rateRefusalOf(result.error as ApiCallError)));
  };
