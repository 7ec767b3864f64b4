import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CounterCustomer } from '@contract/loyalty';
import { rootReducer } from '../../app/store';

/** Why a stamp reward could not be marked redeemed. */
export type RewardProblem = 'alreadyRedeemed' | 'failed';

/** What the merchant last did with one of the customer's stamp rewards. */
export type RewardNotice =
  | { status: 'redeeming'; rewardId: number }
  | { status: 'redeemed'; reward: string }
  | { status: 'refused'; reward: string; problem: RewardProblem };

/**
 * The counter: the merchant types a customer's phone and presses 'Find'.
 * idle → looking → found | notFound | failed; a new search starts from any of them. While
 * `found`, the customer's record is replaced by each newer answer (a stamp added, a reward
 * redeemed and the record fetched again).
 */
export type CounterState =
  | { status: 'idle' }
  | { status: 'looking'; phone: string }
  | {
      status: 'found';
      phone: string;
      customer: CounterCustomer;
      notice: RewardNotice | null;
    }
  | { status: 'notFound'; phone: string }
  | { status: 'failed'; phone: string }
  /**
   * The server refused the look-up: too many of them for now (`limited`, with the server's words
   * when it gave them) or the plan includes no loyalty programme (`notIncluded`).
   */
  | { status: 'refused'; phone: string; reason: CounterRefusal; message: string | null };

/** Why the server refused to look a phone up. */
export type CounterRefusal = 'limited' | 'notIncluded';

type Found = Extract<CounterState, { status: 'found' }>;

const whenFound =
  <P>(change: (state: Found, payload: P) => CounterState) =>
  (state: CounterState, action: PayloadAction<P>): CounterState =>
    state.status === 'found' ? change(state, action.payload) : state;

export const counterSlice = createSlice({
  name: 'counter',
  initialState: { status: 'idle' } as CounterState,
  reducers: {
    /** 'Find' with a phone that passed the page's checks. */
    searchSubmitted: (state, action: PayloadAction<string>): CounterState =>
      state.status === 'looking' && state.phone === action.payload
        ? state
        : { status: 'looking', phone: action.payload },
    /**
     * The server's answer for the phone looked up (as typed, normalised): an older search's answer
     * is ignored.
     */
    customerFound: (
      state,
      action: PayloadAction<{ phone: string; customer: CounterCustomer }>,
    ): CounterState => {
      const { phone, customer } = action.payload;
      if (state.status === 'looking' && state.phone === phone)
        return { status: 'found', phone, customer, notice: null };
      if (state.status === 'found' && state.phone === phone) return { ...state, customer };
      return state;
    },
    customerNotFound: (state, action: PayloadAction<string>): CounterState =>
      state.status === 'looking' && state.phone === action.payload
        ? { status: 'notFound', phone: action.payload }
        : state,
    searchFailed: (state, action: PayloadAction<string>): CounterState =>
      state.status === 'looking' && state.phone === action.payload
        ? { status: 'failed', phone: action.payload }
        : state,
    searchRefused: (
      state,
      action: PayloadAction<{ phone: string; reason: CounterRefusal; message: string | null }>,
    ): CounterState =>
      state.status === 'looking' && state.phone === action.payload.phone
        ? { status: 'refused', ...action.payload }
        : state,
    /** 'Mark redeemed' on one of the rewards (one at a time). */
    rewardRedeemPressed: whenFound<number>((s, rewardId) =>
      s.notice?.status === 'redeeming' ||
      !s.customer.rewards.some((reward) => reward.id === rewardId)
        ? s
        : { ...s, notice: { status: 'redeeming', rewardId } },
    ),
    rewardRedeemed: whenFound<number>((s, rewardId) =>
      s.notice?.status === 'redeeming' && s.notice.rewardId === rewardId
        ? {
            ...s,
            notice: { status: 'redeemed', reward: rewardName(s, rewardId) },
            customer: {
              ...s.customer,
              rewards: s.customer.rewards.filter((reward) => reward.id !== rewardId),
            },
          }
        : s,
    ),
    rewardRedeemRefused: whenFound<{ rewardId: number; problem: RewardProblem }>(
      (s, { rewardId, problem }) =>
        s.notice?.status === 'redeeming' && s.notice.rewardId === rewardId
          ? { ...s, notice: { status: 'refused', reward: rewardName(s, rewardId), problem } }
          : s,
    ),
    /** The merchant left the page: the next visit starts with an empty counter. */
    counterLeft: (): CounterState => ({ status: 'idle' }),
  },
  selectors: {
    selectCounter: (s) => s,
  },
});

function rewardName(state: Found, rewardId: number): string {
  return state.customer.rewards.find((reward) => reward.id === rewardId)?.reward ?? '';
}

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof counterSlice> {}
}

export const {
  searchSubmitted: counterSearchSubmitted,
  customerFound,
  customerNotFound,
  searchFailed: counterSearchFailed,
  searchRefused: counterSearchRefused,
  rewardRedeemPressed,
  rewardRedeemed,
  rewardRedeemRefused,
  counterLeft,
} = counterSlice.actions;
export const counterReducer = counterSlice.reducer;
export const { selectCounter } = counterSlice.injectInto(rootReducer).selectors;
