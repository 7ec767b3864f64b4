/**
 * The delivery form's calls: the areas asked for as the editor opens, and the list checked and
 * sent on 'Save delivery areas'. A 422's field errors land at their fields (`areas` above the
 * list), any other refusal as a message. A 401 has already put up the session-expired screen
 * (the page slice heard it).
 */
import type { ApiCallError } from '../../api/apiError';
import { takePageAnswer } from '../../api/pageAnswers';
import { startAppListening } from '../../app/store';
import { translatorOfState } from '../../i18n/stateTranslator';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { deliveryApi } from './deliveryApi';
import { checkDelivery, deliveryProblemText, deliveryRequestOf } from './deliveryForm';
import {
  deliveryFormInvalid,
  deliverySaveFailed,
  deliverySaveRequested,
  deliverySaved,
  deliverySubmitted,
  selectDeliveryForm,
} from './deliveryFormSlice';
import { readCallFailure } from './storeErrors';
import { storePageOpened } from './storePageSlice';

/** How a call ended, whatever it answered. */
type Settled = { error?: ApiCallError };

/**
 * The areas are asked for with the rest of the editor's data (storeListeners.ts), not after the
 * store's answer draws the section; afresh on each visit, as the rest is, unless the page was
 * sent with them (pageAnswers.ts).
 */
startAppListening({
  actionCreator: storePageOpened,
  effect: (_action, api) => {
    const state = api.getState();
    const merchantId = selectMerchantId(state);
    if (!selectToken(state) || merchantId === null) return;
    const fresh = takePageAnswer('getDeliveryAreas', merchantId) ? {} : { ifOlderThan: 1 };
    api.dispatch(deliveryApi.util.prefetch('getDeliveryAreas', merchantId, fresh));
  },
});

/** 'Save delivery areas': checked as the server checks it, then the whole list is sent. */
startAppListening({
  actionCreator: deliverySaveRequested,
  effect: async (action, api) => {
    const state = api.getState();
    const merchantId = selectMerchantId(state);
    if (merchantId === null || selectDeliveryForm(state).status === 'saving') return;
    const t = translatorOfState(state);
    const problems = checkDelivery(action.payload);
    if (Object.keys(problems).length > 0) {
      api.dispatch(
        deliveryFormInvalid(
          Object.fromEntries(
            Object.entries(problems).map(([field, problem]) => [
              field,
              deliveryProblemText(problem, t),
            ]),
          ),
        ),
      );
      return;
    }
    api.dispatch(deliverySubmitted());
    const result: Settled = await api.dispatch(
      deliveryApi.endpoints.saveDeliveryAreas.initiate(
        { merchantId, body: deliveryRequestOf(action.payload) },
        { track: false },
      ),
    );
    if (result.error) {
      const failure = readCallFailure(result.error, translatorOfState(api.getState()));
      api.dispatch(
        deliverySaveFailed({
          fieldErrors: failure.fieldErrors,
          error: failure.unauthorized ? null : failure.message,
        }),
      );
      return;
    }
    api.dispatch(deliverySaved());
  },
});
