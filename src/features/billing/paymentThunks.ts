import { QueryStatus } from '@reduxjs/toolkit/query';
import type { BillingInformationRequest } from '@contract';
import type { OrderSummary } from '@contract/billing';
import { isMessage } from '@contract/messages';
import { readApiError, type ApiCallError } from '../../api/apiError';
import { SHOP_SUBSCRIPTION_DESCRIPTION, shopSubscriptionSummary } from '@contract/shopSubscription';
import { routePaths } from '../../app/routes';
import type { AppThunk } from '../../app/store';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { formatMmk } from '../../i18n/format';
import { translatorOfState } from '../../i18n/stateTranslator';
import type { Translate } from '../../i18n/translate';
import { billingApi } from './billingApi';
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

/** What the card is charged: the pending order's price in MMK, or the shop fee in USD. */
interface Charge {
  /** The payment intent's amount, in minor units. */
  amountMinor: number;
  /** The process call's amount, in major units. */
  amount: number;
  currency: 'USD' | 'MMK';
  description: string;
  /** Tells one price from another in the attempt (a new price needs a new intent). */
  key?: string;
}

function chargeOf(order: OrderSummary | null): Charge {
  if (order === null) {
    const fee = shopSubscriptionSummary();
    return {
      amountMinor: fee.amountMinor,
      amount: fee.total,
      currency: fee.currency,
      description: SHOP_SUBSCRIPTION_DESCRIPTION,
    };
  }
  return {
    amountMinor: order.amount_minor,
    amount: order.total,
    currency: 'MMK',
    description: `${order.plan.name}, ${order.duration_month} months`,
    key: `MMK:${order.amount_minor}`,
  };
}

/**
 * A refusal that means the order (or its price) changed since the summary was shown: the intent
 * was made for another price, and nothing was charged.
 */
function orderChanged(error: ApiCallError, step: 'intent' | 'process'): boolean {
  const failure = readApiError(error);
  if (failure.kind !== 'answered' || failure.status !== 409) return false;
  if (step === 'intent') return isMessage('ORDER_CHANGED', failure.message);
  return !isMessage('PAYMENT_IN_PROGRESS', failure.message);
}

/**
 * The order's summary fetched again after its price changed, and what the merchant is told: the
 * new total (or the server's words when the order is gone).
 */
const summaryRefetched =
  (merchantId: number, error: ApiCallError, t: Translate): AppThunk<Promise<PaymentFailure>> =>
  async (dispatch) => {
    const fresh = await dispatch(
      billingApi.endpoints.getOrderSummary.initiate(merchantId, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    const order = fresh.data?.order ?? null;
    if (order === null) return { ...describePaymentError(error, t), renewIntent: true };
    return {
      kind: 'alert',
      alert: t('payment.orderTotalChanged', { total: formatMmk(order.total, t.language) }),
      renewIntent: true,
    };
  };

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
    // With a pending order the card pays its price as the server priced it (the summary on
    // screen); without one, the shop fee. Nothing is charged before the summary has answered.
    const summary =
      merchantId === null
        ? null
        : // The typed root state does not list the tags this file adds to the one cache.
          billingApi.endpoints.getOrderSummary.select(merchantId)(getState() as never);
    if (summary?.status === QueryStatus.pending) return;
    const charge = chargeOf(summary?.data?.order ?? null);
    dispatch(paymentSubmitted(billingOf(shop), charge.key));
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
    const { billing, idempotencyKey } = creating.attempt;
    const intent = await dispatch(
      paymentApi.endpoints.createPaymentIntent.initiate(
        {
          merchantId,
          idempotencyKey,
          body: {
            amount: charge.amountMinor,
            currency: charge.currency,
            description: charge.description,
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
    if (intent.error) {
      if (charge.key !== undefined && orderChanged(intent.error, 'intent')) {
        return failWith(await dispatch(summaryRefetched(merchantId, intent.error, t)));
      }
      return failWith(describePaymentError(intent.error, t));
    }
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
            amount: charge.amount,
            currency: charge.currency,
          }),
        },
        { track: false },
      ),
    );
    if (answer.error) {
      if (charge.key !== undefined && orderChanged(answer.error, 'process')) {
        return failWith(await dispatch(summaryRefetched(merchantId, answer.error, t)));
      }
      return failWith(describePaymentError(answer.error, t));
    }
    if (answer.data.success !== true) {
      return failWith(describeUnsuccessfulAnswer(answer.data, t));
    }
    dispatch(paymentSucceeded());
    if (status() !== 'succeeded') return;
    alert(t('payment.succeeded'));
    navigate(routePaths.dashboard);
  };
