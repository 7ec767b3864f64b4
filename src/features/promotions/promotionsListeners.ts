import { startAppListening } from '../../app/store';
import { abortUpload } from '../../shared/photos/photoUpload';
import {
  formClosed,
  formSaved,
  photoUploadCancelled,
  postLinkCopied,
  postLinkCopyClicked,
  postLinkCopyFailed,
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

/** 'Copy link' of a shared post: its page's address goes to the clipboard where allowed. */
startAppListening({
  actionCreator: postLinkCopyClicked,
  effect: async (action, api) => {
    const { postId, url } = action.payload;
    try {
      await navigator.clipboard.writeText(url);
      api.dispatch(postLinkCopied({ postId }));
    } catch {
      api.dispatch(postLinkCopyFailed({ postId, url }));
    }
  },
});
