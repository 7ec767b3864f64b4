/**
 * The counter's calls: each press dispatches its event, makes its call through `loyaltyApi`
 * (untracked: nothing of a customer's or a code's stays in the cache), and settles its state
 * machine with the answer.
 */
import type { CounterCustomer } from '@contract/loyalty';
import { readApiError, type ApiCallError } from '../../api/apiError';
import type { AppThunk, RootState } from '../../app/store';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import {
  counterSearchFailed,
  counterSearchRefused,
  counterSearchSubmitted,
  customerFound,
  customerNotFound,
  rewardRedeemed,
  rewardRedeemPressed,
  rewardRedeemRefused,
  selectCounter,
  type CounterRefusal,
} from './counterSlice';
import { loyaltyApi } from './loyaltyApi';
import {
  codeRedeemed,
  codeRefused,
  codeSubmitted,
  selectPointsCode,
  type CodeRefusal,
} from './pointsCodeSlice';
import {
  selectStampPress,
  stampAdded,
  stampFailed,
  stampPressed,
  stampUndone,
  undoFailed,
  undoPressed,
  type StampProblem,
} from './stampPressSlice';
import { normalisePhone } from './validation';

const reasonOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined;

/** Asks the server for the customer of `phone` again; the counter keeps the newest answer. */
async function lookUp(
  dispatch: Parameters<AppThunk>[0],
  merchantId: number,
  phone: string,
): Promise<
  | { kind: 'found'; customer: CounterCustomer }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'refused'; reason: CounterRefusal; message: string | null }
> {
  const result = await dispatch(
    loyaltyApi.endpoints.findCounterCustomer.initiate(
      { merchantId, phone },
      { subscribe: false, forceRefetch: true },
    ),
  );
  if (result.data) return { kind: 'found', customer: result.data };
  const failure = result.error ? readApiError(result.error as ApiCallError) : null;
  if (failure?.kind !== 'answered') return { kind: 'failed' };
  switch (failure.status) {
    case 404:
      return { kind: 'notFound' };
    case 429:
      return { kind: 'refused', reason: 'limited', message: failure.message };
    case 403:
      return { kind: 'refused', reason: 'notIncluded', message: null };
    default:
      return { kind: 'failed' };
  }
}

/** 'Find': the customer of a phone that passed the page's checks. */
export const counterFindPressed =
  (typed: string): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    if (merchantId === null) return;
    const phone = normalisePhone(typed);
    dispatch(counterSearchSubmitted(phone));
    const found = await lookUp(dispatch, merchantId, phone);
    if (found.kind === 'found') dispatch(customerFound({ phone, customer: found.customer }));
    else if (found.kind === 'notFound') dispatch(customerNotFound(phone));
    else if (found.kind === 'refused') {
      dispatch(counterSearchRefused({ phone, reason: found.reason, message: found.message }));
    } else dispatch(counterSearchFailed(phone));
  };

/** What a failed stamp was, and whether the server may have taken it (the key is kept). */
export function stampProblemOf(error: ApiCallError): { problem: StampProblem; retryable: boolean } {
  const failure = readApiError(error);
  if (failure.kind === 'noAnswer') return { problem: 'network', retryable: true };
  if (failure.kind !== 'answered') return { problem: 'failed', retryable: true };
  if (failure.status >= 500) return { problem: 'failed', retryable: true };
  if (failure.status === 403) return { problem: 'feature', retryable: false };
  if (failure.status === 409 && reasonOf(failure.body) === 'not_offered')
    return { problem: 'notOffered', retryable: false };
  return { problem: 'failed', retryable: false };
}

const foundPhone = (state: RootState): string | null => {
  const counter = selectCounter(state);
  return counter.status === 'found' ? counter.phone : null;
};

/** 'Add stamp' for the customer on screen (a retry after a failure keeps the press's key). */
export const addStampPressed = (): AppThunk => async (dispatch, getState) => {
  const merchantId = selectMerchantId(getState());
  const phone = foundPhone(getState());
  if (merchantId === null || phone === null) return;
  if (selectStampPress(getState()).status === 'adding') return;
  dispatch(stampPressed());
  const press = selectStampPress(getState());
  if (press.status !== 'adding') return;
  const { key } = press;
  const result = await dispatch(
    loyaltyApi.endpoints.addCounterStamp.initiate(
      { merchantId, phone, idempotencyKey: key },
      { track: false },
    ),
  );
  if (result.data) {
    dispatch(stampAdded({ key }));
    dispatch(customerFound({ phone, customer: result.data }));
    return;
  }
  dispatch(stampFailed({ key, ...stampProblemOf(result.error as ApiCallError) }));
};

/** Why an Undo failed: too late, the reward it completed redeemed, or no answer. */
export function undoProblemOf(error: ApiCallError): 'tooLate' | 'redeemed' | 'failed' {
  const failure = readApiError(error);
  if (failure.kind !== 'answered' || failure.status !== 409) return 'failed';
  const reason = reasonOf(failure.body);
  return reason === 'too_late' ? 'tooLate' : reason === 'already_redeemed' ? 'redeemed' : 'failed';
}

/** 'Undo' moments after 'Add stamp': that press's stamp taken back, the card shown as it is. */
export const undoStampPressed = (): AppThunk => async (dispatch, getState) => {
  const merchantId = selectMerchantId(getState());
  const phone = foundPhone(getState());
  if (merchantId === null || phone === null) return;
  dispatch(undoPressed());
  const press = selectStampPress(getState());
  if (press.status !== 'undoing') return;
  const { key } = press;
  const result = await dispatch(
    loyaltyApi.endpoints.undoCounterStamp.initiate(
      { merchantId, idempotencyKey: key },
      { track: false },
    ),
  );
  if (result.data) {
    dispatch(stampUndone({ key }));
    dispatch(customerFound({ phone, customer: result.data }));
    return;
  }
  dispatch(undoFailed({ key, problem: undoProblemOf(result.error as ApiCallError) }));
};

/** 'Mark redeemed' on a full card's reward; the customer's record is fetched again after it. */
export const redeemRewardPressed =
  (rewardId: number): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    const phone = foundPhone(getState());
    if (merchantId === null || phone === null) return;
    const before = selectCounter(getState());
    if (before.status === 'found' && before.notice?.status === 'redeeming') return;
    dispatch(rewardRedeemPressed(rewardId));
    const result = await dispatch(
      loyaltyApi.endpoints.redeemStampReward.initiate({ merchantId, rewardId }, { track: false }),
    );
    if ('error' in result && result.error) {
      const failure = readApiError(result.error as ApiCallError);
      const already =
        failure.kind === 'answered' &&
        failure.status === 409 &&
        reasonOf(failure.body) === 'already_redeemed';
      dispatch(rewardRedeemRefused({ rewardId, problem: already ? 'alreadyRedeemed' : 'failed' }));
      if (!already) return;
    } else {
      dispatch(rewardRedeemed(rewardId));
    }
    const fresh = await lookUp(dispatch, merchantId, phone);
    if (fresh.kind === 'found') dispatch(customerFound({ phone, customer: fresh.customer }));
  };

const CODE_REASONS = ['code_unknown', 'code_used', 'code_expired', 'not_enough_points'] as const;

/** Why a point code was refused, from the answer's `reason` (contract/loyalty.ts). */
export function codeRefusalOf(error: ApiCallError): CodeRefusal {
  const failure = readApiError(error);
  if (failure.kind === 'noAnswer') return 'network';
  if (failure.kind !== 'answered') return 'failed';
  const reason = reasonOf(failure.body);
  const known = CODE_REASONS.find((r) => r === reason);
  if (known) return known;
  if (reason === 'not_offered') return 'not_offered';
  if (failure.status === 403) return 'feature';
  // A code the schema refuses (not six digits) is no code the shop gave out.
  if (failure.status === 404 || failure.status === 422) return 'code_unknown';
  return 'failed';
}

/** 'Redeem' with a six-digit code that passed the page's checks. */
export const redeemCodePressed =
  (code: string): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    if (merchantId === null || selectPointsCode(getState()).status === 'redeeming') return;
    dispatch(codeSubmitted());
    const result = await dispatch(
      loyaltyApi.endpoints.redeemPointsCode.initiate(
        { merchantId, code: code.trim() },
        { track: false },
      ),
    );
    if (result.data) dispatch(codeRedeemed(result.data));
    else dispatch(codeRefused(codeRefusalOf(result.error as ApiCallError)));
  };
