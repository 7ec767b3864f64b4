import { isAnyOf, nanoid } from '@reduxjs/toolkit';
import type { Checkout, CheckoutState } from '@contract/checkout';
import { routePaths } from '../../app/routes';
import { startAppListening, type RootState } from '../../app/store';
import { translatorOfState } from '../../i18n/stateTranslator';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { checkoutApi } from './checkoutApi';
import * as events from './checkoutEvents';
import { checkoutErrorMessage, isConflict } from './checkoutOutcome';
import { selectCheckoutPage } from './checkoutSlice';
import { checkoutQrShown, qrCountdownStopped, selectQr } from './qrSlice';

/** The page's state as the API cache holds it, or null before it came. */
export function cachedCheckoutState(state: RootState, merchantId: number): CheckoutState | null {
  // The typed root state does not list the tags this feature adds to the one cache.
  return checkoutApi.endpoints.getCheckout.select(merchantId)(state as never).data ?? null;
}

/** A checkout still worth showing when its method is chosen again (nothing new is made). */
function reusable(checkout: Checkout | null | undefined, now: number): checkout is Checkout {
  if (!checkout) return false;
  if (checkout.method === 'bank_transfer') {
    return checkout.status === 'pending' || checkout.status === 'awaiting_review';
  }
  return (
    checkout.method === 'wallet' &&
    checkout.status === 'pending' &&
    checkout.expires_at !== null &&
    Date.parse(checkout.expires_at) > now
  );
}

/** An address on another host needs a full page load; the hosted card page always does. */
function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * A method chosen, or a new code asked for: a new checkout of the pending order by that method
 * (the server voids the one still pending). Choosing a method again shows its checkout when it
 * is still payable or under review, rather than making another.
 */
startAppListening({
  matcher: isAnyOf(events.checkoutMethodChosen, events.newCheckoutRequested),
  effect: async (action, api) => {
    const page = selectCheckoutPage(api.getState());
    if (page.status !== 'creating') return;
    api.cancelActiveListeners();
    const merchantId = selectMerchantId(api.getState());
    if (merchantId === null) return;
    const current = cachedCheckoutState(api.getState(), merchantId)?.checkout;
    if (
      events.checkoutMethodChosen.match(action) &&
      current?.method === page.method &&
      reusable(current, api.extra.now())
    ) {
      api.dispatch(events.checkoutReused(current));
      return;
    }
    const made = await api.dispatch(
      checkoutApi.endpoints.createCheckout.initiate(
        { merchantId, method: page.method, idempotencyKey: nanoid() },
        { track: false },
      ),
    );
    if ('data' in made && made.data) {
      api.dispatch(events.checkoutCreated(made.data));
      return;
    }
    const error = 'error' in made ? made.error : undefined;
    api.dispatch(
      events.checkoutCreateFailed(checkoutErrorMessage(error, translatorOfState(api.getState()))),
    );
    // The order changed or is gone: the page reads it again.
    if (error && isConflict(error)) {
      void api.dispatch(
        checkoutApi.endpoints.getCheckout.initiate(merchantId, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
    }
  },
});

/** The hosted card checkout was made: off to the provider's page. */
startAppListening({
  actionCreator: events.checkoutCreated,
  effect: (_action, api) => {
    const page = selectCheckoutPage(api.getState());
    if (page.status === 'redirecting') leaveFor(page.url);
  },
});

/** 'Confirm Payment': the server asks the provider now. */
startAppListening({
  actionCreator: events.confirmClicked,
  effect: async (_action, api) => {
    const page = selectCheckoutPage(api.getState());
    const merchantId = selectMerchantId(api.getState());
    if (page.status !== 'showing' || page.busy !== 'confirming' || merchantId === null) return;
    const answer = await api.dispatch(
      checkoutApi.endpoints.confirmCheckout.initiate(
        { merchantId, reference: page.reference },
        { track: false },
      ),
    );
    if ('data' in answer && answer.data) api.dispatch(events.confirmAnswered(answer.data));
    else {
      const error = 'error' in answer ? answer.error : undefined;
      api.dispatch(
        events.confirmFailed(checkoutErrorMessage(error, translatorOfState(api.getState()))),
      );
    }
  },
});

/**
 * Whatever brought a checkout (the page's state, a new one, a confirmation, the live stream):
 * the countdown follows the wallet QR on screen, counting to the server's expiry, and stops when
 * it is no longer payable.
 */
startAppListening({
  matcher: isAnyOf(
    events.checkoutStateReceived,
    events.paymentEventArrived,
    events.checkoutCreated,
    events.checkoutReused,
    events.confirmAnswered,
    events.transferSent,
  ),
  effect: (action, api) => {
    const page = selectCheckoutPage(api.getState());
    const merchantId = selectMerchantId(api.getState());
    const qr = selectQr(api.getState());
    const shown =
      page.status === 'showing' && page.method === 'wallet' && merchantId !== null
        ? cachedCheckoutState(api.getState(), merchantId)?.checkout
        : null;
    if (
      !shown ||
      page.status !== 'showing' ||
      shown.reference !== page.reference ||
      shown.status !== 'pending' ||
      shown.expires_at === null
    ) {
      if (qr.status !== 'off') api.dispatch(qrCountdownStopped());
      return;
    }
    const now = api.extra.now();
    // A checkout just made tells the server's clock: its expiry is counted from its creation, so
    // a device whose clock is off still counts the provider's full time.
    const expiresAt = events.checkoutCreated.match(action)
      ? now + Date.parse(shown.expires_at) - Date.parse(shown.created_at)
      : Date.parse(shown.expires_at);
    if (qr.status !== 'off' && qr.reference === shown.reference) return;
    api.dispatch(checkoutQrShown({ reference: shown.reference, expiresAt, now }));
  },
});

/**
 * Paid (live, confirmed, by card, or found paid on opening): the countdown stops, the merchant is
 * told the receipt, and the page goes to the dashboard.
 */
startAppListening({
  predicate: (_action, current, previous) =>
    selectCheckoutPage(previous).status !== 'paid' && selectCheckoutPage(current).status === 'paid',
  effect: (_action, api) => {
    const page = selectCheckoutPage(api.getState());
    if (page.status !== 'paid') return;
    api.dispatch(qrCountdownStopped());
    const t = translatorOfState(api.getState());
    api.extra.alert(
      page.receipt
        ? t('staticPayment.paidReceipt', { receipt: page.receipt })
        : t('staticPayment.paid'),
    );
    api.extra.navigate(routePaths.dashboard);
  },
});

/** The reference code goes to the clipboard (where the browser allows it). */
startAppListening({
  actionCreator: events.referenceCopyClicked,
  effect: async (action, api) => {
    try {
      await navigator.clipboard.writeText(action.payload);
      api.dispatch(events.referenceCopied());
    } catch {
      // No clipboard here: the code stays on screen to be copied by hand.
    }
  },
});

startAppListening({
  actionCreator: events.checkoutPageLeft,
  effect: (_action, api) => {
    api.dispatch(qrCountdownStopped());
  },
});
