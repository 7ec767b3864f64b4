import { isAnyOf } from '@reduxjs/toolkit';
import { startAppListening } from '../../app/store';
import { readBaskets, writeBaskets } from '../../persist/basketStorage';
import type { ApiCallError } from '../../api/apiError';
import { quoteRefusalWords } from './promo';
import { rewardsApi } from '../../shared/customer/rewardsApi';
import {
  basketRefOf,
  basketSlice,
  basketsRestored,
  itemAdded,
  itemRemoved,
  promoQuoted,
  promoRefused,
  promoSubmitted,
  quantityChanged,
  selectBaskets,
  linePayload,
} from './basketSlice';
import { shopPageOpened } from './shopClockSlice';

const tabStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** Opening a store page brings back the baskets this tab kept (after a reload). */
startAppListening({
  actionCreator: shopPageOpened,
  effect: (_action, api) => {
    const storage = tabStorage();
    const kept = storage ? readBaskets(storage) : null;
    if (kept) api.dispatch(basketsRestored(kept));
  },
});

/** Every change of a basket is kept for this tab. */
startAppListening({
  matcher: isAnyOf(...Object.values(basketSlice.actions)),
  effect: (_action, api) => {
    const storage = tabStorage();
    if (storage) writeBaskets(storage, selectBaskets(api.getState()));
  },
});

/**
 * A code to check ('Apply', or the lines changed under an applied one): the server prices the
 * basket with it (and the member discount when the customer is signed in). Only the latest check
 * counts: a newer one cancels the wait for the older answer.
 */
startAppListening({
  matcher: isAnyOf(promoSubmitted, itemAdded, quantityChanged, itemRemoved),
  effect: async (action, api) => {
    const { basketId } = (action as unknown as { payload: { basketId: string } }).payload;
    const basket = selectBaskets(api.getState()).baskets[basketId];
    if (basket?.status !== 'editing' || basket.promo.status !== 'checking') return;
    api.cancelActiveListeners();
    const { code } = basket.promo;
    const { slug, branchId } = basketRefOf(basketId);
    const call = api.dispatch(
      rewardsApi.endpoints.quoteOrder.initiate(
        {
          slug,
          body: {
            branch_id: branchId,
            lines: basket.lines.map(linePayload),
            promo_code: code,
          },
        },
        { track: false },
      ),
    );
    const result = await api.pause(call);
    if (result.data) {
      const quote = result.data;
      api.dispatch(
        promoQuoted({
          basketId,
          code,
          quote: {
            subtotal: quote.subtotal,
            member_discount: quote.member_discount,
            promo_discount: quote.promo?.discount ?? 0,
            total: quote.total,
          },
        }),
      );
      return;
    }
    api.dispatch(
      promoRefused({ basketId, code, message: quoteRefusalWords(result.error as ApiCallError) }),
    );
  },
});
