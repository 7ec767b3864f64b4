import { startAppListening } from '../../app/store';
import { translatorOfState } from '../../i18n/stateTranslator';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { billingApi } from './billingApi';
import { partnerCodeRefusal } from './paymentOutcome';
import {
  partnerCodeApplied,
  partnerCodeRefused,
  partnerCodeRemoveClicked,
  partnerCodeRemoved,
  partnerCodeSubmitted,
  selectPartnerCode,
} from './partnerCodeSlice';

/** 'Apply': the server prices the order with the code; the cached summary becomes its answer. */
startAppListening({
  actionCreator: partnerCodeSubmitted,
  effect: async (_action, api) => {
    const state = selectPartnerCode(api.getState());
    const merchantId = selectMerchantId(api.getState());
    if (state.status !== 'applying') return;
    const t = translatorOfState(api.getState());
    if (merchantId === null) {
      api.dispatch(partnerCodeRefused(t('payment.merchantMissing')));
      return;
    }
    const answer = await api.dispatch(
      billingApi.endpoints.applyPartnerCode.initiate(
        { merchantId, body: { code: state.code } },
        { track: false },
      ),
    );
    if (!answer.error) {
      api.dispatch(partnerCodeApplied());
      return;
    }
    const refusal = partnerCodeRefusal(answer.error, t);
    if (refusal !== null) api.dispatch(partnerCodeRefused(refusal));
  },
});

/** 'Remove': the order is priced again without the code. */
startAppListening({
  actionCreator: partnerCodeRemoveClicked,
  effect: async (_action, api) => {
    if (selectPartnerCode(api.getState()).status !== 'removing') return;
    const merchantId = selectMerchantId(api.getState());
    const t = translatorOfState(api.getState());
    if (merchantId === null) {
      api.dispatch(partnerCodeRefused(t('payment.merchantMissing')));
      return;
    }
    const answer = await api.dispatch(
      billingApi.endpoints.removePartnerCode.initiate(merchantId, { track: false }),
    );
    if (!answer.error) {
      api.dispatch(partnerCodeRemoved());
      return;
    }
    const refusal = partnerCodeRefusal(answer.error, t);
    if (refusal !== null) api.dispatch(partnerCodeRefused(refusal));
  },
});
