/**
 * The two steps of /payment that carry what must not enter the store: the slip photo (a file)
 * and the card. Thunks, as /billing's card payment: the file or card goes from the form to the
 * call and nowhere else (no action of ours carries it; the calls are started with
 * `track: false`, and the card travels sealed). Every step is announced as an event.
 */
import type { AppThunk } from '../../app/store';
import { translatorOfState } from '../../i18n/stateTranslator';
import { seal, cardChargeApi } from '../../shared/payments/cardChargeApi';
import { referenceApi } from '../../shared/reference/referenceApi';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { shopDetailsApi } from '../../shared/shopDetails/shopDetailsApi';
import { checkoutApi } from './checkoutApi';
import {
  cardChargeFailed,
  cardChargeStarted,
  cardCharged,
  transferSendFailed,
  transferSendStarted,
  transferSent,
} from './checkoutEvents';
import { cardFailure, checkoutErrorMessage, transactionIdRefusal } from './checkoutOutcome';
import { cachedCheckoutState } from './checkoutListeners';
import { selectCheckoutPage } from './checkoutSlice';
import { parseCard, type CardForm } from './cardForm';

/** 'Send for review': the slip photo and/or the transaction id of the transfer on screen. */
export const sendTransfer =
  ({ slip, transactionId }: { slip: Blob | null; transactionId: string | null }): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    dispatch(transferSendStarted());
    const page = selectCheckoutPage(getState());
    if (page.status !== 'showing' || page.busy !== 'sending' || merchantId === null) return;
    const answer = await dispatch(
      checkoutApi.endpoints.sendTransfer.initiate(
        { merchantId, reference: page.reference, slip, transactionId },
        { track: false },
      ),
    );
    if ('data' in answer && answer.data) {
      dispatch(transferSent(answer.data));
      return;
    }
    const error = 'error' in answer ? answer.error : undefined;
    const t = translatorOfState(getState());
    const transactionIdError = error ? transactionIdRefusal(error) : null;
    dispatch(
      transferSendFailed({
        message: transactionIdError ? null : checkoutErrorMessage(error, t),
        transactionIdError,
      }),
    );
  };

/**
 * 'Pay Now' with a pending order and a card charged here: the order's total through a payment
 * intent (its key kept between attempts, so a retry never makes a second one), then the card.
 */
export const chargeCard =
  (form: CardForm): AppThunk =>
  async (dispatch, getState) => {
    const t = translatorOfState(getState());
    const merchantId = selectMerchantId(getState());
    const card = parseCard(form);
    const order = merchantId === null ? null : cachedCheckoutState(getState(), merchantId)?.order;
    if (merchantId === null || !order || !card) return;
    dispatch(cardChargeStarted());
    const charging = selectCheckoutPage(getState());
    if (charging.status !== 'charging') return;
    const fail = (message: string, renewIntent = false) =>
      dispatch(cardChargeFailed({ message, renewIntent }));

    // The intent names the shop as the merchant told it (its name, category and township).
    const [details, townships] = await Promise.all([
      dispatch(shopDetailsApi.endpoints.getShopDetails.initiate(merchantId, { subscribe: false })),
      dispatch(referenceApi.endpoints.getTownships.initiate(undefined, { subscribe: false })),
    ]);
    const township = townships.data?.find((place) => place.id === details.data?.township_id);
    const shopName = details.data?.shop_name.trim() ?? '';
    const categoryId = details.data?.category_id ?? null;
    if (!township || categoryId === null || shopName === '') {
      fail(t('staticPayment.shopDetailsMissing'));
      return;
    }

    const intent = await dispatch(
      cardChargeApi.endpoints.createPaymentIntent.initiate(
        {
          merchantId,
          idempotencyKey: charging.intentKey,
          body: {
            amount: order.amount_minor,
            currency: 'MMK',
            description: `${order.plan.name}, ${order.duration_month} months`,
            metadata: { shop_name: shopName, category_id: categoryId, township: township.name },
          },
        },
        { track: false },
      ),
    );
    if ('error' in intent && intent.error) {
      const failure = cardFailure(intent.error, t);
      fail(failure.message, failure.renewIntent);
      return;
    }
    if (!('data' in intent) || !intent.data) return;
    const answer = await dispatch(
      cardChargeApi.endpoints.processPayment.initiate(
        {
          merchantId,
          payment: seal({
            payment_intent_id: intent.data.id,
            card_number: card.number,
            card_holder_name: card.holder,
            expired_month: card.month,
            expired_year: card.year,
            cvc: card.cvc,
            amount: order.total,
            currency: 'MMK',
          }),
        },
        { track: false },
      ),
    );
    if ('error' in answer && answer.error) {
      const failure = cardFailure(answer.error, t);
      fail(failure.message, failure.renewIntent);
      return;
    }
    if (!('data' in answer) || answer.data?.success !== true) {
      const said = answer.data?.message;
      fail(typeof said === 'string' && said.trim() !== '' ? said : t('staticPayment.failed'));
      return;
    }
    dispatch(cardCharged());
  };
