/**
 * The design page's steps: each checks what it can, sends its call, and tells the slice how it
 * went (a 422's field errors at their fields, a refused step with the server's words). A 401 has
 * already put up the session-expired screen (the base query announced it).
 */
import type { ApiCallError } from '../../api/apiError';
import type { AppThunk } from '../../app/store';
import { translatorOfState } from '../../i18n/stateTranslator';
import { readCallFailureWith, type CallFailure } from '../../shared/forms/callFailure';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import {
  BRIEF_FIELDS,
  briefProblems,
  briefRequest,
  logoSignature,
  refusalAt,
  type BriefForm,
} from './brief';
import { designsApi } from './designsApi';
import {
  acceptConfirmed,
  acceptRefused,
  briefRefused,
  briefSent,
  designRequested,
  draftAccepted,
  draftPickEnded,
  draftPickStarted,
  revisionAsked,
  revisionRefused,
  revisionSent,
  selectDesigns,
  stampCardEnded,
  stampCardStarted,
} from './designsSlice';

/** A refusal in the reader's language: the server's words by field, else one message. */
function failureOf(error: unknown, state: unknown): CallFailure {
  const t = translatorOfState(state);
  return readCallFailureWith(error as ApiCallError, {
    noAnswer: t('designs.noAnswer'),
    failedWith: (code) => t('designs.failedWith', { status: code }),
    unknown: t('designs.unknownError'),
  });
}

type Settled = { data?: unknown; error?: unknown };
const succeeded = (result: Settled) => 'data' in result && result.data !== undefined;

/** 'Send the brief': a request is made (one unit used), with its logo when one was chosen. */
export const sendBrief =
  (form: BriefForm, logo: File | null): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    if (merchantId === null || selectDesigns(getState()).dialog.status !== 'briefing') return;
    const problems = briefProblems(form);
    if (problems.brief) {
      const t = translatorOfState(getState());
      dispatch(briefRefused({ fieldErrors: { brief: t(problems.brief) }, error: null }));
      return;
    }
    const request = briefRequest(form);
    dispatch(briefSent({ request, logo: logoSignature(logo) }));
    const { attempt } = selectDesigns(getState());
    if (attempt === null) return;
    const result = await dispatch(
      designsApi.endpoints.createDesign.initiate(
        { merchantId, idempotencyKey: attempt.idempotencyKey, body: request, logo },
        // The logo file stays out of the store.
        { track: false },
      ),
    );
    if ('data' in result && result.data) {
      dispatch(designRequested(result.data.id));
      return;
    }
    const failure = failureOf(result.error, getState());
    if (!failure.unauthorized) dispatch(briefRefused(refusalAt(BRIEF_FIELDS, failure)));
  };

/** 'Pick this draft' on the open request. */
export const pickDraft =
  (fileId: number): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    if (merchantId === null) return;
    dispatch(draftPickStarted(fileId));
    const { step } = selectDesigns(getState());
    if (step.status !== 'picking' || step.fileId !== fileId) return;
    const result: Settled = await dispatch(
      designsApi.endpoints.pickDraft.initiate(
        { merchantId, requestId: step.requestId, fileId },
        { track: false },
      ),
    );
    if (succeeded(result)) {
      dispatch(draftPickEnded(null));
      return;
    }
    const failure = failureOf(result.error, getState());
    if (!failure.unauthorized) dispatch(draftPickEnded(failure.message));
  };

/** 'Ask for the revision': a comment is needed; the server counts the rounds. */
export const askRevision =
  (comment: string): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    const { dialog } = selectDesigns(getState());
    if (merchantId === null || dialog.status !== 'revising') return;
    if (comment.trim() === '') {
      const t = translatorOfState(getState());
      dispatch(
        revisionRefused({
          fieldErrors: { comment: t('designs.revision.commentRequired') },
          error: null,
        }),
      );
      return;
    }
    dispatch(revisionSent());
    const result: Settled = await dispatch(
      designsApi.endpoints.askRevision.initiate(
        { merchantId, requestId: dialog.requestId, comment: comment.trim() },
        { track: false },
      ),
    );
    if (succeeded(result)) {
      dispatch(revisionAsked());
      return;
    }
    const failure = failureOf(result.error, getState());
    if (!failure.unauthorized) dispatch(revisionRefused(refusalAt(['comment'], failure)));
  };

/** 'Accept', confirmed: the designer prepares the final files. */
export const acceptDraft = (): AppThunk => async (dispatch, getState) => {
  const merchantId = selectMerchantId(getState());
  const { dialog } = selectDesigns(getState());
  if (merchantId === null || dialog.status !== 'confirmingAccept') return;
  dispatch(acceptConfirmed());
  const result: Settled = await dispatch(
    designsApi.endpoints.acceptDraft.initiate(
      { merchantId, requestId: dialog.requestId },
      { track: false },
    ),
  );
  if (succeeded(result)) {
    dispatch(draftAccepted());
    return;
  }
  const failure = failureOf(result.error, getState());
  if (!failure.unauthorized) dispatch(acceptRefused(failure.message));
};

/** 'Use on my stamp card': the delivered stamp design becomes the stamp card's logo. */
export const applyToStampCard = (): AppThunk => async (dispatch, getState) => {
  const merchantId = selectMerchantId(getState());
  if (merchantId === null) return;
  dispatch(stampCardStarted());
  const { step } = selectDesigns(getState());
  if (step.status !== 'applying') return;
  const result: Settled = await dispatch(
    designsApi.endpoints.applyStampDesign.initiate(
      { merchantId, requestId: step.requestId },
      { track: false },
    ),
  );
  if (succeeded(result)) {
    dispatch(stampCardEnded(null));
    return;
  }
  const failure = failureOf(result.error, getState());
  if (!failure.unauthorized) dispatch(stampCardEnded(failure.message));
};
