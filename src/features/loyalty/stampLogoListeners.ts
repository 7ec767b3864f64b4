import { isAnyOf } from '@reduxjs/toolkit';
import { startAppListening } from '../../app/store';
import { abortUpload } from '../../shared/photos/photoUpload';
import { counterLeft } from './counterSlice';
import { logoUploadCancelled } from './stampLogoSlice';
import { STAMP_LOGO_UPLOAD } from './stampLogoThunks';

/** 'Cancel upload', or leaving the page: the logo's request on its way stops. */
startAppListening({
  matcher: isAnyOf(logoUploadCancelled, counterLeft),
  effect: () => abortUpload(STAMP_LOGO_UPLOAD),
});
