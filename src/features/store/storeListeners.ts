import { startAppListening } from '../../app/store';
import { abortAllUploads, abortUpload } from '../../shared/photos/photoUpload';
import { selectItemForm } from './storeFormsSlice';
import { storePageLeft } from './storePageSlice';
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
