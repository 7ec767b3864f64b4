import { takePageAnswer } from '../../api/pageAnswers';
import { startAppListening } from '../../app/store';
import { abortAllUploads, abortUpload } from '../../shared/photos/photoUpload';
import { referenceApi } from '../../shared/reference/referenceApi';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { storeApi } from './storeApi';
import { selectItemForm } from './storeFormsSlice';
import { storePageLeft, storePageOpened } from './storePageSlice';
import { photoSlotReset, photoUploadCancelled } from './storePhotosSlice';

/** 'Cancel upload', or a photo field shown afresh: its upload on the way stops. */
startAppListening({
  actionCreator: photoUploadCancelled,
  effect: (action) => abortUpload(action.payload.slot),
});
startAppListening({
  actionCreator: photoSlotReset,
  effect: (action) => abortUpload(action.payload.slot),
});

/** Leaving the editor stops every upload on its way. */
startAppListening({
  actionCreator: storePageLeft,
  effect: () => abortAllUploads(),
});

/**
 * The item form's photo field starts from the item's own photo each time the form opens, and
 * forgets its change (and stops its upload) when the form closes.
 */
startAppListening({
  predicate: (_action, current, previous) =>
    (selectItemForm(previous).status === 'closed') !==
    (selectItemForm(current).status === 'closed'),
  effect: (_action, api) => {
    api.dispatch(photoSlotReset({ slot: 'item' }));
  },
});

/**
 * Opening the editor asks for everything it shows at once: the store, its branches and its
 * catalogue, and the lists its forms offer. The branches and the catalogue would otherwise wait
 * for the store's answer, which draws their sections. The merchant's own data is asked afresh on
 * each visit (unless answered within the last second: React's strict mode opens a page twice):
 * a plan bought or a phone verified a moment ago must show.
 */
startAppListening({
  actionCreator: storePageOpened,
  effect: (_action, api) => {
    const state = api.getState();
    const merchantId = selectMerchantId(state);
    if (!selectToken(state) || merchantId === null) return;
    // What the page was sent with is as fresh as can be (pageAnswers.ts): not asked again.
    const fresh = (endpoint: string) =>
      takePageAnswer(endpoint, merchantId) ? {} : { ifOlderThan: 1 };
    api.dispatch(storeApi.util.prefetch('getStore', merchantId, fresh('getStore')));
    api.dispatch(storeApi.util.prefetch('getBranches', merchantId, fresh('getBranches')));
    api.dispatch(storeApi.util.prefetch('getCatalogue', merchantId, fresh('getCatalogue')));
    api.dispatch(referenceApi.util.prefetch('getCategories', undefined, {}));
    api.dispatch(referenceApi.util.prefetch('getTownships', undefined, {}));
  },
});
