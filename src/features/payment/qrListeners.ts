import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { startAppListening } from '../../app/store';
import type { RootState } from '../../app/store';
import { MERCHANT_PORTAL_URL } from '../../app/config';
import { translatorOfState } from '../../i18n/stateTranslator';
import {
  checkoutQrShown,
  qrCountdownStarted,
  qrCountdownStopped,
  qrRefreshed,
  qrTicked,
  selectQr,
} from './qrSlice';

export const QR_TICK_MS = 1000;

/** 'Pay Now' on the card form (the card's details stay in the form: none travel with this). */
export const cardPaymentSubmitted = createAction('staticPayment/cardPaymentSubmitted');
/** 'Confirm Payment' under a QR code. */
export const qrPaymentConfirmed = createAction('staticPayment/qrPaymentConfirmed');

/** The success alert's words in the language on screen when the payment was made. */
function successMessage(state: RootState): string {
  return translatorOfState(state)('staticPayment.paymentSuccessful');
}

const isAlertShowing = (state: RootState, message: string) =>
  state.alerts.queue.some((alert) => alert.message === message);

/** An address on another host needs a full page load; the router handles the app's own. */
function isOtherHost(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The QR countdown: a tick at each whole second before the code's expiry while it is valid. A
 * new code (another method, Refresh, a new checkout) restarts it; choosing the card, the end of
 * the checkout or leaving the page stops it at once.
 */
startAppListening({
  matcher: isAnyOf(qrCountdownStarted, qrRefreshed, checkoutQrShown),
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    for (;;) {
      const qr = selectQr(api.getState());
      if (qr.status !== 'counting') return;
      const wait = (((qr.expiresAt - api.extra.now()) % QR_TICK_MS) + QR_TICK_MS) % QR_TICK_MS;
      const stopped = await api.take(qrCountdownStopped.match, wait || QR_TICK_MS);
      if (stopped) return;
      api.dispatch(qrTicked(api.extra.now()));
    }
  },
});

/**
 * The sample page's payment (a visitor's, or with no order to pay): the success alert, then, once it is
 * acknowledged, the merchant portal (MERCHANT_PORTAL_URL).
 */
startAppListening({
  matcher: isAnyOf(cardPaymentSubmitted, qrPaymentConfirmed),
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    const message = successMessage(api.getState());
    api.extra.alert(message);
    if (isAlertShowing(api.getState(), message)) {
      await api.condition((_a, state) => !isAlertShowing(state, message));
    }
    if (isOtherHost(MERCHANT_PORTAL_URL)) window.location.assign(MERCHANT_PORTAL_URL);
    else api.extra.navigate(MERCHANT_PORTAL_URL);
  },
});
