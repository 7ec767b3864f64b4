import { createAction } from '@reduxjs/toolkit';
import { startAppListening } from '../../app/store';
import { languageOfState, loadScreenChunks } from '../../i18n/languageListeners';
import { rewardsApi } from '../../shared/customer/rewardsApi';
import { marketplaceApi } from './marketplaceApi';

/**
 * A shopper's pointer or finger reached a shop's link (or the keyboard's focus did): they are
 * about to open its store page.
 */
export const shopLinkPointed = createAction<string>('marketplace/shopLinkPointed');

/**
 * The store page's words, as the route loads them (src/app/router.tsx): its own and the
 * customer's (the rewards and posts).
 */
const SHOP_PAGE_WORDS = ['marketplace', 'customer'] as const;

/**
 * Between the pointer reaching a link and the tap's click there is a tenth of a second or more:
 * the store page's code, words and answers start then, so that the page opens with its
 * catalogue instead of 'Loading the shop…'. Answers already cached are not asked again (the page
 * reads them as it would after its own first visit); the code and words load once.
 */
startAppListening({
  actionCreator: shopLinkPointed,
  effect: async ({ payload: slug }, api) => {
    api.dispatch(marketplaceApi.util.prefetch('getShopPage', slug, {}));
    api.dispatch(rewardsApi.util.prefetch('getShopPromotions', slug, {}));
    // The same chunk as the route's (its name), so the route finds it loaded.
    await Promise.all([
      import(/* webpackChunkName: "shop" */ './ShopPage'),
      loadScreenChunks(languageOfState(api.getState()), SHOP_PAGE_WORDS),
    ]).catch(() => undefined); // the route tries again, and shows its own error
  },
});
