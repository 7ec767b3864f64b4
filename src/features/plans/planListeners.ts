import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { startAppListening } from '../../app/store';
import type { AddonType } from '@contract';
import { routePaths } from '../../app/routes';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { translatorFor } from '../../i18n/catalogues';
import { translatorOfState } from '../../i18n/stateTranslator';
import { errorMessage, planApi } from './planApi';
import {
  addonsAdded,
  checkoutFailed,
  checkoutNeededLogin,
  checkoutNeededTerms,
  checkoutRequested,
  checkoutValidated,
  isCheckoutBusy,
  planAdded,
  plansLoaded,
  selectCheckout,
  selectDurationMonths,
  selectPlanSelection,
} from './planSelectionSlice';

type CallError = FetchBaseQueryError | SerializedError;

/** The plans arrived: the slice learns their names, so the default plan gets its key. */
startAppListening({
  matcher: planApi.endpoints.getPlans.matchFulfilled,
  effect: (action, api) => {
    api.dispatch(plansLoaded(action.payload.map((plan) => plan.name)));
  },
});

/**
 * Continue or Process Payment: terms, then session, merchant
 * and duration; then the plan is added, then every selected add-on in parallel, then /billing.
 */
startAppListening({
  actionCreator: checkoutRequested,
  effect: async (_action, api) => {
    // A request while a checkout was already on its way changed nothing: that one carries on.
    if (isCheckoutBusy(selectCheckout(api.getOriginalState()))) return;
    const state = api.getState();
    const selection = selectPlanSelection(state);
    const { alert, navigate } = api.extra;
    // Alerts in the language the merchant is reading; the state keeps the English words.
    const t = translatorOfState(state);
    const en = translatorFor('en');

    const toRegister = () => {
      api.dispatch(checkoutNeededLogin());
      alert(t('plans.loginRequired'));
      navigate(routePaths.register);
    };
    const fail = (message: string, shown: string) => {
      api.dispatch(checkoutFailed(message));
      alert(shown);
    };
    const callFailed = (error: CallError) => {
      // A 401 has already moved the checkout to needsLogin (the slice heard session/unauthorized).
      if (selectCheckout(api.getState()).status === 'needsLogin') {
        alert(t('plans.loginRequired'));
        navigate(routePaths.register);
        return;
      }
      fail(errorMessage(error), t('plans.paymentFailed', { message: errorMessage(error, t) }));
    };

    if (!selection.termsAccepted) {
      api.dispatch(checkoutNeededTerms());
      return;
    }
    if (!selectToken(state)) {
      toRegister();
      return;
    }
    const merchantId = selectMerchantId(state);
    if (merchantId === null) {
      fail(en('plans.merchantMissing'), t('plans.merchantMissing'));
      return;
    }
    const months = selectDurationMonths(state);
    if (months === undefined) {
      fail(en('plans.invalidDuration'), t('plans.invalidDuration'));
      return;
    }

    api.dispatch(checkoutValidated());
    const plan = await api.dispatch(
      planApi.endpoints.addPlan.initiate(
        { merchantId, body: { plan_id: selection.planIndex + 1, duration_month: months } },
        { track: false },
      ),
    );
    if (plan.error) {
      callFailed(plan.error);
      return;
    }
    api.dispatch(planAdded());
    let addonTypes: AddonType[] = [];

    if (selection.addons.length > 0) {
      // The add-on types are usually in the cache already (the page loaded them).
      const typesQuery = api.dispatch(planApi.endpoints.getAddons.initiate());
      const types = await typesQuery;
      typesQuery.unsubscribe();
      if (types.error) {
        callFailed(types.error);
        return;
      }
      addonTypes = types.data ?? [];
    }

    const calls = selection.addons.flatMap((addon) => {
      const type = addonTypes.find((t) => t.name === addon.name);
      if (!type) {
        console.warn(`No add-on type matches ${addon.name}; it was not ordered.`);
        return [];
      }
      const body = {
        addon_type_id: type.id,
        quantity: addon.quantity,
        // Stored with the order for the team, in English whatever the page's language.
        remark: `Added ${addon.name}`,
      };
      return [
        api.dispatch(planApi.endpoints.addAddon.initiate({ merchantId, body }, { track: false })),
      ];
    });
    const results = await Promise.all(calls);
    const failed = results.find((result) => result.error);
    if (failed?.error) {
      callFailed(failed.error);
      return;
    }
    api.dispatch(addonsAdded());
    navigate(routePaths.billing);
  },
});
