import type { BillingInformationRequest } from '@contract';
import { SHOP_SUBSCRIPTION_DESCRIPTION, shopSubscriptionSummary } from '@contract/shopSubscription';
import { routePaths } from '../../app/routes';
import type { AppThunk } from '../../app/store';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { translatorOfState } from '../../i18n/stateTranslator';
import { paymentApi, seal } from './paymentApi';
import {
  describePaymentError,
  describeUnsuccessfulAnswer,
  type PaymentFailure,
} from './paymentOutcome';
import {
  billingInformationSaved,
  billingValidationFailed,
  paymentFailed,
  paymentIntentCreated,
  paymentSubmitted,
  paymentSucceeded,
  selectPayment,
} from './paymentSlice';
import {
  cardDigits,
  checkBillingForm,
  type CardFormValues,
  type ShopFormValues,
} from './validation';

export interface BillingSubmission {
  shop: ShopFormValues;
  card: CardFormValues;
  /** The date the expiry year window is counted from (today). */
  now?: Date;
}

function billingOf(shop: ShopFormValues): BillingInformationRequest {
  return {
    shop_name: shop.shopName.trim(),
    address: shop.address.trim(),
    township: shop.township,
    category_id: Number(shop.categoryId),
    phone: shop.phone,
    email: shop.email,
  };
}

/**
 * 'Complete Registration': checks the form, saves the billing information, then pays in two
 * steps: create the payment intent, process it with the card.
 *
 * A thunk, so that the card goes from the form to the process call and nowhere else: no action of
 * ours carries it, the call is started with `track: false` (RTK Query keeps no arguments in the
 * store) and it travels sealed (see `seal`). Each step checks that the page is still where it
 * left it: a 401 meanwhile has put up the session-expired screen, and the flow stops.
 */
export const submitBillingForm =
  ({ shop, card, now = new Date() }: BillingSubmission): AppThunk =>
  async (dispatch, getState, { alert, navigate }) => {
    const status = () => selectPayment(getState()).status;
    // Alerts and field messages in the language the merchant is reading.
    const t = translatorOfState(getState());
    // A 401 meanwhile has put up the session-expired screen (the slice heard it): nothing to add.
    const failWith = (failure: PaymentFailure) => {
      if (status() === 'sessionExpired') return;
      dispatch(paymentFailed(failure));
      if (failure.alert) alert(failure.alert);
    };
    if (status() !== 'editing' && status() !== 'failed') return;

    const check = checkBillingForm(shop, card, now, t);
    if (check.alert !== null || Object.keys(check.fieldErrors).length > 0) {
      dispatch(billingValidationFailed(check));
      if (check.alert) alert(check.alert);
      return;
    }

    const merchantId = selectMerchantId(getState());
    dispatch(paymentSubmitted(billingOf(shop)));
    if (merchantId === null) {
      failWith({ kind: 'alert', alert: t('payment.merchantMissing') });
      return;
    }

    if (status() === 'savingBilling') {
      const state = selectPayment(getState());
      if (state.status !== 'savingBilling') return;
      const saved = await dispatch(
        paymentApi.endpoints.addBillingInformation.initiate(
          { merchantId, body: state.attempt.billing },
          { track: false },
        ),
      );
      if (saved.error) return failWith(describePaymentError(saved.error, t));
      dispatch(billingInformationSaved());
    }

    const creating = selectPayment(getState());
    if (creating.status !== 'creatingIntent') return;
    const summary = shopSubscriptionSummary();
    const { billing, idempotencyKey } = creating.attempt;
    const intent = await dispatch(
      paymentApi.endpoints.createPaymentIntent.initiate(
        {
          merchantId,
          idempotencyKey,
          body: {
            amount: summary.amountMinor,
            currency: summary.currency,
            description: SHOP_SUBSCRIPTION_DESCRIPTION,
            metadata: {
              shop_name: billing.shop_name,
              category_id: billing.category_id,
              township: billing.township,
            },
          },
        },
        { track: false },
      ),
    );
    if (intent.error) return failWith(describePaymentError(intent.error, t));
    dispatch(paymentIntentCreated(intent.data.id));

    const processing = selectPayment(getState());
    if (processing.status !== 'processing') return;
    const answer = await dispatch(
      paymentApi.endpoints.processPayment.initiate(
        {
          merchantId,
          payment: seal({
            payment_intent_id: processing.intentId,
            card_number: cardDigits(card.cardNumber),
            card_holder_name: card.cardHolderName.trim(),
            expired_month: Number(card.expirationMonth),
            expired_year: Number(card.expirationYear),
            cvc: card.cvc.trim(),
            amount: summary.total,
            currency: summary.currency,
          }),
        },
        { track: false },
      ),
    );
    if (answer.error) return failWith(describePaymentError(answer.error, t));
    if (answer.data.success !== true) {
      return failWith(describeUnsuccessfulAnswer(answer.data, t));
    }
    dispatch(paymentSucceeded());
    if (status() !== 'succeeded') return;
    alert(t('payment.succeeded'));
    navigate(routePaths.dashboard);
  };
