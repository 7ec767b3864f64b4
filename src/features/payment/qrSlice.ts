import { createSlice, type WithSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/** A QR code is valid for 60 seconds. */
export const QR_VALIDITY_SECONDS = 60;
/** The countdown is announced to screen readers this often, not every second. */
export const QR_ANNOUNCE_EVERY_SECONDS = 15;

export type QrMethod = 'wallet' | 'bank';
export type StaticPaymentMethod = 'card' | QrMethod;

/**
 * The static payment page's QR code as a state machine: off (the card
 * is chosen) → counting from 60 → expired at 0. Refresh starts again at 60 while counting, and
 * does nothing once expired (its button is disabled then, as specified); choosing a QR method
 * again gives a new code. Each code has its own reference, so a refreshed code is a new code.
 */
export type QrState =
  | { status: 'off' }
  | { status: 'counting'; method: QrMethod; reference: string; remaining: number }
  | { status: 'expired'; method: QrMethod; reference: string };

export const initialQrState: QrState = { status: 'off' };

const newReference = () => nanoid(10).toUpperCase();

export const qrSlice = createSlice({
  name: 'qr',
  initialState: initialQrState as QrState,
  reducers: {
    /** Mobile Wallet or Bank Transfer was chosen: a new code, valid for 60 seconds. */
    countdownStarted: {
      reducer: (
        _state,
        action: PayloadAction<{ method: QrMethod; reference: string }>,
      ): QrState => ({
        status: 'counting',
        ...action.payload,
        remaining: QR_VALIDITY_SECONDS,
      }),
      prepare: (method: QrMethod) => ({ payload: { method, reference: newReference() } }),
    },
    /** A second passed. */
    ticked: (state): QrState => {
      if (state.status !== 'counting') return state;
      const remaining = state.remaining - 1;
      return remaining > 0
        ? { ...state, remaining }
        : { status: 'expired', method: state.method, reference: state.reference };
    },
    /** Refresh was pressed: a new code, 60 seconds again (only while the code is valid). */
    refreshed: {
      reducer: (state, action: PayloadAction<{ reference: string }>): QrState =>
        state.status === 'counting'
          ? { ...state, reference: action.payload.reference, remaining: QR_VALIDITY_SECONDS }
          : state,
      prepare: () => ({ payload: { reference: newReference() } }),
    },
    /** The card was chosen, or the page was left: no code, no countdown. */
    countdownStopped: (state): QrState => (state.status === 'off' ? state : initialQrState),
  },
  selectors: {
    selectQr: (state) => state,
    /** The method chosen on the page: no QR code means the card. */
    selectStaticPaymentMethod: (qr): StaticPaymentMethod => {
      return qr.status === 'off' ? 'card' : qr.method;
    },
  },
});

export const {
  countdownStarted: qrCountdownStarted,
  ticked: qrTicked,
  refreshed: qrRefreshed,
  countdownStopped: qrCountdownStopped,
} = qrSlice.actions;
export const qrReducer = qrSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof qrSlice> {}
}

export const { selectQr, selectStaticPaymentMethod } = qrSlice.injectInto(rootReducer).selectors;

/**
 * What the polite live region says: the time left rounded up to the next 15 seconds, so that it
 * changes (and is announced) at 60, 45, 30 and 15 seconds and at expiry, not every second.
 */
export function qrAnnouncement(
  qr: QrState,
): { kind: 'valid'; seconds: number } | { kind: 'expired' } | null {
  if (qr.status === 'off') return null;
  if (qr.status === 'expired') return { kind: 'expired' };
  const step = QR_ANNOUNCE_EVERY_SECONDS;
  return { kind: 'valid', seconds: Math.ceil(qr.remaining / step) * step };
}

/** 0:45 */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
