/**
 * The designer's steps on the open request: each tells the slice how it went, a refusal in the
 * server's words (a 422's field message first: a file of the wrong type says so at `file`). A 401
 * ends the operator's session (the base query announced it): the shell shows the sign-in.
 */
import type { ApiCallError } from '../../../api/apiError';
import type { AppThunk } from '../../../app/store';
import { translatorOfState } from '../../../i18n/stateTranslator';
import { readCallFailureWith } from '../../../shared/forms/callFailure';
import { adminDesignsApi } from './adminDesignsApi';
import {
  removalEnded,
  removalStarted,
  selectAdminDesigns,
  stepDone,
  stepRefused,
  stepSent,
  uploadEnded,
  uploadMissing,
  uploadStarted,
} from './adminDesignsSlice';

type Settled = { data?: unknown; error?: unknown };

/** Why a call failed, in the reader's language: a field's message, else the body's, else ours. */
function refusalWords(error: unknown, state: unknown): string {
  const t = translatorOfState(state);
  const failure = readCallFailureWith(error as ApiCallError, {
    noAnswer: t('admin.designs.failed'),
    failedWith: () => t('admin.designs.failed'),
    unknown: t('admin.designs.failed'),
  });
  return Object.values(failure.fieldErrors)[0] ?? failure.message;
}

const succeeded = (result: Settled) => 'data' in result && result.data !== undefined;

/** The open dialog's step sent: the consultation's note (needed), or a note for the merchant. */
export const sendStep =
  (note: string): AppThunk =>
  async (dispatch, getState) => {
    const { action } = selectAdminDesigns(getState());
    if (action.status !== 'editing') return;
    const text = note.trim();
    if (action.step === 'consultation' && text === '') {
      dispatch(stepRefused(translatorOfState(getState())('admin.designs.noteDialog.required')));
      return;
    }
    dispatch(stepSent());
    const { requestId } = action;
    const { endpoints } = adminDesignsApi;
    const call =
      action.step === 'consultation'
        ? endpoints.noteConsultation.initiate({ requestId, note: text }, { track: false })
        : action.step === 'publish'
          ? endpoints.publishDesign.initiate({ requestId, note: text }, { track: false })
          : endpoints.deliverDesign.initiate({ requestId, note: text }, { track: false });
    const result: Settled = await dispatch(call);
    if (succeeded(result)) dispatch(stepDone());
    else dispatch(stepRefused(refusalWords(result.error, getState())));
  };

/** 'Upload': one file (a draft, a revised version or a final file) for the open request. */
export const uploadFile =
  (requestId: number, file: File | null): AppThunk =>
  async (dispatch, getState) => {
    if (file === null) {
      dispatch(uploadMissing(translatorOfState(getState())('admin.designs.actions.chooseFile')));
      return;
    }
    dispatch(uploadStarted({ requestId, name: file.name }));
    const { action } = selectAdminDesigns(getState());
    if (action.status !== 'uploading' || action.requestId !== requestId) return;
    const result: Settled = await dispatch(
      // The file stays out of the store.
      adminDesignsApi.endpoints.uploadDesignFile.initiate({ requestId, file }, { track: false }),
    );
    dispatch(uploadEnded(succeeded(result) ? null : refusalWords(result.error, getState())));
  };

/** 'Remove' on a file not yet published. */
export const removeFile =
  (requestId: number, fileId: number, name: string): AppThunk =>
  async (dispatch, getState) => {
    dispatch(removalStarted({ requestId, fileId, name }));
    const { action } = selectAdminDesigns(getState());
    if (action.status !== 'removing' || action.fileId !== fileId) return;
    const result: Settled = await dispatch(
      adminDesignsApi.endpoints.removeDesignFile.initiate({ requestId, fileId }, { track: false }),
    );
    dispatch(removalEnded(succeeded(result) ? null : refusalWords(result.error, getState())));
  };
