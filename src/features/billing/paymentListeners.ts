import { startAppListening } from '../../app/store';
import { referenceApi } from '../../shared/reference/referenceApi';
import { billingListsLoaded, billingPageOpened, selectPaymentStatus } from './paymentSlice';

/**
 * /billing opened: load the category (token) and township lists. A 401 on categories has
 * already put up the session-expired screen (the slice reacts to session/unauthorized); any
 * other failure is only logged and leaves its list empty.
 */
startAppListening({
  actionCreator: billingPageOpened,
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    const categories = api.dispatch(referenceApi.endpoints.getCategories.initiate());
    const townships = api.dispatch(referenceApi.endpoints.getTownships.initiate());
    try {
      const [categoryResult, townshipResult] = await api.pause(
        Promise.all([categories, townships]),
      );
      // After a 401 the session-expired screen says it all (the API layer has logged it).
      const expired = selectPaymentStatus(api.getState()) === 'sessionExpired';
      if (categoryResult.error && !expired) {
        console.error('Failed to load categories', categoryResult.error);
      }
      if (townshipResult.error) console.error('Failed to load townships', townshipResult.error);
      api.dispatch(billingListsLoaded());
    } finally {
      categories.unsubscribe();
      townships.unsubscribe();
    }
  },
});
