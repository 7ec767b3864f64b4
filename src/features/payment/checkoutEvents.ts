/**
 * What happens on /payment's checkout, as events (past tense). Kept apart from the slice so that
 * the API (which announces what the server said) and the slice (which reacts) do not import each
 * other.
 */
import { createAction, nanoid } from '@reduxjs/toolkit';
import type { Checkout, CheckoutMethod, CheckoutState } from '@contract/checkout';

/** The page opened for a signed-in merchant: its checkout state is on its way. */
export const checkoutPageOpened = createAction('checkout/pageOpened');
export const checkoutPageLeft = createAction('checkout/pageLeft');

/** The state of the page came from the server (on opening, or read again). */
export const checkoutStateReceived = createAction<CheckoutState>('checkout/stateReceived');
/** The merchant's stream said a checkout changed. */
export const paymentEventArrived = createAction<Checkout>('checkout/paymentEventArrived');

/** A method was chosen in the radio group. */
export const checkoutMethodChosen = createAction<CheckoutMethod>('checkout/methodChosen');
/** A checkout of the same method still payable was found: it is shown again, none is made. */
export const checkoutReused = createAction<Checkout>('checkout/reused');
/** 'Refresh', 'Get a new QR code', 'Start a new transfer', 'Continue to the card payment page'. */
export const newCheckoutRequested = createAction('checkout/newRequested');
export const checkoutCreated = createAction<Checkout>('checkout/created');
export const checkoutCreateFailed = createAction<string>('checkout/createFailed');

/** 'Confirm Payment'. */
export const confirmClicked = createAction('checkout/confirmClicked');
export const confirmAnswered = createAction<Checkout>('checkout/confirmAnswered');
export const confirmFailed = createAction<string>('checkout/confirmFailed');

/** The slip and/or the transaction id are on their way. */
export const transferSendStarted = createAction('checkout/transferSendStarted');
export const transferSent = createAction<Checkout>('checkout/transferSent');
export const transferSendFailed = createAction<{
  message: string | null;
  transactionIdError: string | null;
}>('checkout/transferSendFailed');
/** 'Send again' while a transfer awaits review: the form shows again. */
export const sendAgainClicked = createAction('checkout/sendAgainClicked');

/** The reference code was copied to the clipboard. */
export const referenceCopyClicked = createAction<string>('checkout/referenceCopyClicked');
export const referenceCopied = createAction('checkout/referenceCopied');

/** The card form (direct mode) was submitted: a charge starts, with its intent's key. */
export const cardChargeStarted = createAction('checkout/cardChargeStarted', () => ({
  payload: { intentKey: nanoid() },
}));
export const cardChargeFailed = createAction<{ message: string; renewIntent: boolean }>(
  'checkout/cardChargeFailed',
);
export const cardCharged = createAction('checkout/cardCharged');
