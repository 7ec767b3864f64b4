import { startAppListening } from '../../app/store';
import { abortUpload } from '../../shared/photos/photoUpload';
import {
  formClosed,
  formSaved,
  photoUploadCancelled,
  promotionsPageLeft,
  type FormName,
} from './promotionsSlice';

const SLOT_OF: Partial<Record<FormName, string>> = { post: 'post', banner: 'banner' };

/** 'Cancel upload': the request on its way stops. */
startAppListening({
  actionCreator: photoUploadCancelled,
  effect: (action) => abortUpload(`promotions-${action.payload.slot}`),
});

/** A form closed (or saved) while its photo was uploading: the upload stops with it. */
startAppListening({
  actionCreator: formClosed,
  effect: (action) => {
    const slot = SLOT_OF[action.payload];
    if (slot) abortUpload(`promotions-${slot}`);
  },
});
startAppListening({
  actionCreator: formSaved,
  effect: (action) => {
    const slot = SLOT_OF[action.payload];
    if (slot) abortUpload(`promotions-${slot}`);
  },
});

/** Leaving the page stops both uploads. */
startAppListening({
  actionCreator: promotionsPageLeft,
  effect: () => {
    abortUpload('promotions-post');
    abortUpload('promotions-banner');
  },
});
