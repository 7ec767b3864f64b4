/**
 * The stamp card logo's upload: checked as the server checks it, sent with its progress to the
 * store's photos, and told to the logo field's state machine.
 */
import type { AppThunk } from '../../app/store';
import { translatorOfState } from '../../i18n/stateTranslator';
import { uploadStorePhoto } from '../../shared/photos/storePhotoUpload';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import {
  logoFileRejected,
  logoUploadFailed,
  logoUploadProgressed,
  logoUploadStarted,
  logoUploadSucceeded,
  selectStampLogo,
} from './stampLogoSlice';

/** The name the logo's upload is tracked under (to abort it). */
export const STAMP_LOGO_UPLOAD = 'loyalty-stamp-logo';

/** A file chosen in the card logo field. */
export const stampLogoChosen =
  (file: File): AppThunk =>
  async (dispatch, getState) => {
    const state = getState();
    const t = translatorOfState(state);
    const merchantId = selectMerchantId(state);
    if (merchantId === null || selectStampLogo(state).upload.status === 'uploading') return;
    await uploadStorePhoto({
      state,
      dispatch,
      merchantId,
      file,
      trackAs: STAMP_LOGO_UPLOAD,
      endpoint: 'uploadStampCardLogo',
      words: {
        unsupported: t('store.photo.unsupported'),
        tooLarge: t('store.photo.tooLarge'),
        noAnswer: t('promotions.noAnswer'),
        failedWith: (status) => t('promotions.failedWith', { status }),
      },
      events: {
        rejected: (error) => dispatch(logoFileRejected(error)),
        started: () => dispatch(logoUploadStarted()),
        progressed: (percent) => dispatch(logoUploadProgressed(percent)),
        succeeded: (photo) => dispatch(logoUploadSucceeded(photo)),
        failed: (error) => dispatch(logoUploadFailed(error)),
      },
    });
  };
