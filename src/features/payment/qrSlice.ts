import { createSlice, type WithSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

/** The example code of the sample page is valid for 60 seconds (a real one, as the server says). */
export const QR_VALIDITY_SECONDS = 60;
/** The countdown is announced to screen readers this often, not every second. */
export const QR_ANNOUNCE_EVERY_SECONDS = 15;

export type QrMethod = 'wallet' | 'bank';
export type StaticPaymentMethod = 'card' | QrMethod;

/**
 * The QR code's countdown as a state machine: off → counting → expired at 0. It counts to a
 * moment (`expiresAt`, milliseconds on this device's clock): the server's expiry for a real
 * checkout, 60 seconds from now for the sample page's example code. Each tick says what time it
 * is, so a slow tick never makes the countdown lag behind the expiry.
 *
 * On the sample page, Refresh starts again at 60 while counting and does nothing once expired
 * (its button is disabled then); choosing a QR method again gives a new code. A real checkout's
 * new code is a new checkout, shown with `checkoutQrShown`.
 */
export type QrState =
  | { status: 'off' }
  | {
      status: 'counting';
      method: QrMethod;
      reference: string;
      expiresAt: number;
      remaining: number;
    }
  | { status: 'expired'; method: QrMethod; reference: string };

export const initialQrState: QrState = { status: 'off' };

const newReference = () => nanoid(10).toUpperCase();

/** Whole seconds left until `expiresAt`, rounded up (1 until the last millisecond). */
export const secondsLeft = (expiresAt: number, now: number): number =>
  Math.max(0, Math.ceil((expiresAt - now) / 1000));

interface Shown {
  method: QrMethod;
  reference: string;
  expiresAt: number;
  now: number;
}

const shown = ({ method, reference, expiresAt, now }: Shown): QrState => {
  const remaining = secondsLeft(expiresAt, now);
  return remaining > 0
    ? { status: 'counting', method, reference, expiresAt, remaining }
    : { status: 'expired', method, reference };
};

export const qrSlice = createSlice({
  name: 'qr',
  initialState: initialQrState as QrState,
  reducers: {
    /** The sample page: Mobile Wallet or Bank Transfer was chosen: a new example code. */
    countdownStarted: {
      reducer: (_state, action: PayloadAction<Shown>): QrState => shown(action.payload),
      prepare: (method: QrMethod) => {
        const now = Date.now();
        return {
          payload: {
            method,
            reference: newReference(),
            expiresAt: now + QR_VALIDITY_SECONDS * 1000,
            now,
          },
        };
      },
    },
    /** A real checkout's QR is on screen, payable until `expiresAt` (this device's clock). */
    checkoutQrShown: (state, action: PayloadAction<Omit<Shown, 'method'>>): QrState =>
      state.status !== 'off' && state.reference === action.payload.reference
        ? state
        : shown({ method: 'wallet', ...action.payload }),
    /** Time passed: `now` is this device's clock. */
    ticked: (state, action: PayloadAction<number>): QrState => {
      if (state.status !== 'counting') return state;
      const remaining = secondsLeft(state.expiresAt, action.payload);
      if (remaining === state.remaining) return state;
      return remaining > 0
        ? { ...state, remaining }
        : { status: 'expired', method: state.method, reference: state.reference };
    },
    /** The sample page's Refresh: a new code, 60 seconds again (only while the code is valid). */
    refreshed: {
      reducer: (state, action: PayloadAction<{ reference: string; now: number }>): QrState =>
        state.status === 'counting'
          ? shown({
              method: state.method,
              reference: action.payload.reference,
              expiresAt: action.payload.now + QR_VALIDITY_SECONDS * 1000,
              now: action.payload.now,
            })
          : state,
      prepare: () => ({ payload: { reference: newReference(), now: Date.now() } }),
    },
    /** The card was chosen, the checkout is over, or the page was left: no countdown. */
    countdownStopped: (state): QrState => (state.status === 'off' ? state : initialQrState),
  },
  selectors: {
    selectQr: (state) => state,
    /** The method chosen on the sample page: no QR code means the card. */
    selectStaticPaymentMethod: (qr): StaticPaymentMethod => {
      return qr.status === 'off' ? 'card' : qr.method;
    },
  },
});

export const {
  countdownStarted: qrCountdownStarted,
  checkoutQrShown,
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
