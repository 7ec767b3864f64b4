import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RefundAnswer } from '@contract/adminPayments';
import { rootReducer } from '../../../app/store';

/** What is refunded: a payment (wholly or in part, up to what is left) or a held payment (whole). */
export type RefundTarget =
  | { kind: 'payment'; paymentId: number; leftMinor: number; currency: string }
  | { kind: 'held'; reference: string; amountMinor: number; currency: string };

interface RefundForm {
  target: RefundTarget;
  /** Made when the dialog opened: every submission of this dialog is the same refund. */
  idempotencyKey: string;
  full: boolean;
  /** The partial amount in MMK as typed. */
  amount: string;
  reason: string;
}

/**
 * The refund dialog as a state machine: idle → editing → submitting → done | failed (failed goes
 * back to submitting on a retry, under the same key; any edit returns to editing).
 */
export type RefundDialogState =
  | { status: 'idle' }
  | ({ status: 'editing' | 'submitting' } & RefundForm)
  | ({ status: 'failed'; message: string } & RefundForm)
  | ({ status: 'done'; answer: RefundAnswer } & RefundForm);

export const initialRefundDialogState: RefundDialogState = { status: 'idle' };

export type RefundProblem = 'amount' | 'tooMuch' | 'reason';

const leftOf = (target: RefundTarget) =>
  target.kind === 'payment' ? target.leftMinor : target.amountMinor;

/** Pure: the amount the form asks to refund, in minor units, or null when it names none. */
export function refundAmountMinor(
  form: Pick<RefundForm, 'target' | 'full' | 'amount'>,
): number | null {
  if (form.full || form.target.kind === 'held') return leftOf(form.target);
  const text = form.amount.replace(/[,\s]/g, '');
  if (!/^[0-9]+$/.test(text)) return null;
  const mmk = Number(text);
  return mmk > 0 ? mmk * 100 : null;
}

/** Pure: what keeps the form from being sent, or null. */
export function refundProblem(form: RefundForm): RefundProblem | null {
  const amount = refundAmountMinor(form);
  if (amount === null) return 'amount';
  if (amount > leftOf(form.target)) return 'tooMuch';
  if (form.reason.trim() === '') return 'reason';
  return null;
}

const editable = (state: RefundDialogState): state is Extract<RefundDialogState, RefundForm> =>
  state.status === 'editing' || state.status === 'failed';

export const refundDialogSlice = createSlice({
  name: 'refundDialog',
  initialState: initialRefundDialogState as RefundDialogState,
  reducers: {
    refundDialogOpened: {
      reducer: (_state, action: PayloadAction<{ target: RefundTarget; key: string }>) => ({
        status: 'editing' as const,
        target: action.payload.target,
        idempotencyKey: action.payload.key,
        full: true,
        amount: '',
        reason: '',
      }),
      prepare: (target: RefundTarget) => ({ payload: { target, key: nanoid() } }),
    },
    refundFullChosen: (state, action: PayloadAction<boolean>) =>
      editable(state) ? { ...state, status: 'editing', full: action.payload } : state,
    refundAmountTyped: (state, action: PayloadAction<string>) =>
      editable(state) ? { ...state, status: 'editing', amount: action.payload } : state,
    refundReasonTyped: (state, action: PayloadAction<string>) =>
      editable(state) ? { ...state, status: 'editing', reason: action.payload } : state,
    refundSubmitted: (state) =>
      editable(state) && refundProblem(state) === null ? { ...state, status: 'submitting' } : state,
    refundSucceeded: (state, action: PayloadAction<RefundAnswer>) =>
      state.status === 'submitting' ? { ...state, status: 'done', answer: action.payload } : state,
    refundFailed: (state, action: PayloadAction<string>) =>
      state.status === 'submitting'
        ? { ...state, status: 'failed', message: action.payload }
        : state,
    refundDialogClosed: (state) =>
      state.status === 'submitting' ? state : initialRefundDialogState,
  },
  selectors: {
    selectRefundDialog: (state) => state,
  },
});

export const {
  refundDialogOpened,
  refundFullChosen,
  refundAmountTyped,
  refundReasonTyped,
  refundSubmitted,
  refundSucceeded,
  refundFailed,
  refundDialogClosed,
} = refundDialogSlice.actions;

declare module '../../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof refundDialogSlice> {}
}

export const { selectRefundDialog } = refundDialogSlice.injectInto(rootReducer).selectors;
