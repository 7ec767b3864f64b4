import { startAppListening } from '../../app/store';
import { calculatorApi, loadErrorMessage } from './calculatorApi';
import { loaded, loadFailed, opened } from './calculatorSlice';
import { translatorOfState } from '../../i18n/stateTranslator';

/**
 * Opening the popup loads plans and add-ons in parallel and waits for
 * both. A reopening while a load is still running takes over from it; a load that ends after the
 * popup closed is ignored by the slice.
 */
startAppListening({
  actionCreator: opened,
  effect: async (_action, api) => {
    api.cancelActiveListeners();
    const plans = api.dispatch(calculatorApi.endpoints.getCalculatorPlans.initiate());
    const addons = api.dispatch(calculatorApi.endpoints.getCalculatorAddons.initiate());
    try {
      const [plansResult, addonsResult] = await api.pause(Promise.all([plans, addons]));
      const error = plansResult.error ?? addonsResult.error;
      if (error)
        api.dispatch(
          loadFailed({ message: loadErrorMessage(error, translatorOfState(api.getState())) }),
        );
      else api.dispatch(loaded({ addons: addonsResult.data ?? [] }));
    } finally {
      // The slice holds what the form needs; the cache may let the answers go in its own time.
      plans.unsubscribe();
      addons.unsubscribe();
    }
  },
});
