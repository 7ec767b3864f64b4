/**
 * The marketplace's shops name their category, township and district in the language of the
 * request (the server's search reads those names too). When the reader switches the language, the
 * answers on screen are asked again in the new one, so no English name stays on a Burmese page.
 */
import type { ShopSearchQuery } from '@contract/store';
import { startAppListening } from '../../app/store';
import { catalogueLoaded } from '../../i18n/languageSlice';
import { marketplaceApi } from './marketplaceApi';

startAppListening({
  actionCreator: catalogueLoaded,
  effect: (_action, api) => {
    const again = { subscribe: false, forceRefetch: true } as const;
    for (const entry of Object.values(api.getState().api.queries)) {
      if (entry?.status !== 'fulfilled') continue;
      if (entry.endpointName === 'searchShops') {
        const args = entry.originalArgs as ShopSearchQuery;
        void api.dispatch(marketplaceApi.endpoints.searchShops.initiate(args, again));
      } else if (entry.endpointName === 'getShopPage') {
        const slug = entry.originalArgs as string;
        void api.dispatch(marketplaceApi.endpoints.getShopPage.initiate(slug, again));
      }
    }
  },
});
