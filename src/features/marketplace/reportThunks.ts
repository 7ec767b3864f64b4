import type { ShopReportRequest } from '@contract/moderation';
import { readApiError, type ApiCallError } from '../../api/apiError';
import type { AppThunk } from '../../app/store';
import { selectToken } from '../../shared/session/sessionSlice';
import { selectCustomerTokenOf } from './customerToken';
import { reportApi } from './reportApi';
import { reportFailed, reportSubmitted, reportSucceeded, selectReport } from './reportSlice';

/**
 * The server's words for a refused report: a field's first error (422), else its message (404,
 * 429); null when no answer came (the view says the connection failed).
 */
export function reportRefusalWords(error: ApiCallError): string | null {
  const failure = readApiError(error);
  if (failure.kind !== 'answered') return null;
  const body = failure.body as { data?: { errors?: Record<string, unknown> } } | null;
  const errors = body?.data?.errors;
  if (errors) {
    for (const words of Object.values(errors)) {
      if (Array.isArray(words) && typeof words[0] === 'string') return words[0];
    }
  }
  return failure.message;
}

/** 'Send': the report goes with the customer's token when one is signed in, else as a visitor. */
export const reportSendClicked =
  (request: Omit<ShopReportRequest, 'post_id'>): AppThunk =>
  async (dispatch, getState) => {
    dispatch(reportSubmitted());
    const state = selectReport(getState());
    if (state.status !== 'sending') return;
    const { target } = state;
    if (target.reviewId != null) {
      // A review's report: whoever is signed in, the shopper first, else the merchant.
      const sent = await dispatch(
        reportApi.endpoints.sendReviewReport.initiate(
          {
            slug: target.slug,
            reviewId: target.reviewId,
            token: selectCustomerTokenOf(getState()) ?? selectToken(getState()),
            body: request,
          },
          { track: false },
        ),
      );
      if ('data' in sent && sent.data) dispatch(reportSucceeded());
      else dispatch(reportFailed({ message: reportRefusalWords(sent.error as ApiCallError) }));
      return;
    }
    const body: ShopReportRequest =
      target.postId === null ? request : { ...request, post_id: target.postId };
    const result = await dispatch(
      reportApi.endpoints.sendShopReport.initiate(
        { slug: target.slug, token: selectCustomerTokenOf(getState()), body },
        { track: false },
      ),
    );
    if ('data' in result && result.data) dispatch(reportSucceeded());
    else dispatch(reportFailed({ message: reportRefusalWords(result.error as ApiCallError) }));
  };
