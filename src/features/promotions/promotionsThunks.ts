/**
 * The promotions page's writes: each checks its form with the server's rules, sends it, and
 * tells the slice how it went (a 422's field errors at their fields, any other refusal as a
 * message). A 401 has already put up the session-expired screen (the base query announced it).
 */
import type { BannerRequest, PostRequest, PromoCodeRequest } from '@contract/loyalty';
import type { ApiCallError } from '../../api/apiError';
import type { AppThunk, RootState } from '../../app/store';
import { translatorOfState } from '../../i18n/stateTranslator';
import type { Translate } from '../../i18n/translate';
import { uploadStorePhoto } from '../../shared/photos/storePhotoUpload';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { promotionsApi } from './promotionsApi';
import { readCallFailure } from './promotionsErrors';
import {
  bannerSubmitted,
  deletionConfirmed,
  deletionDone,
  deletionFailed,
  formInvalid,
  formSaveFailed,
  formSaved,
  photoFileRejected,
  photoUploadFailed,
  photoUploadProgressed,
  photoUploadStarted,
  photoUploadSucceeded,
  postSubmitted,
  promoSubmitted,
  selectBannerForm,
  selectDeletion,
  selectPhotos,
  selectPostForm,
  selectPromoForm,
  shownPhoto,
  type FieldErrors,
  type FormName,
  type PhotoSlot,
} from './promotionsSlice';
import {
  checkBanner,
  checkPost,
  checkPromo,
  postRequestOf,
  promoRequestOf,
  type FieldProblems,
  type PostFormValues,
  type PromoFormValues,
} from './validation';

/** How a call ended, whatever it answered. */
type Settled = { error?: ApiCallError };

const wordsOf = (problems: FieldProblems, t: Translate): FieldErrors =>
  Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)]));

/** The cache as this feature's endpoints type it (the root state knows only the base API). */
type PromotionsApiState = Parameters<ReturnType<typeof promotionsApi.endpoints.getPosts.select>>[0];
const cacheOf = (state: RootState) => state as unknown as PromotionsApiState;

/** A photo still uploading: the form waits for it rather than saving without it. */
function uploadUnderWay(state: RootState, slot: PhotoSlot, t: Translate): FieldErrors {
  return selectPhotos(state)[slot].upload.status === 'uploading'
    ? { photo_id: t('promotions.problems.uploadUnderWay') }
    : {};
}

/** Sends a form's request and tells the slice how it went. */
async function settle(
  form: FormName,
  call: Promise<Settled>,
  t: Translate,
  dispatch: (action: ReturnType<typeof formSaved | typeof formSaveFailed>) => unknown,
) {
  const result = await call;
  if (result.error) {
    const failure = readCallFailure(result.error, t);
    dispatch(
      formSaveFailed({
        form,
        fieldErrors: failure.fieldErrors,
        error: failure.unauthorized ? null : failure.message,
      }),
    );
    return;
  }
  dispatch(formSaved(form));
}

/** 'Save' in the promo code dialog: adds a code (with an Idempotency-Key) or replaces one. */
export const savePromo =
  (values: PromoFormValues): AppThunk =>
  async (dispatch, getState) => {
    const t = translatorOfState(getState());
    const merchantId = selectMerchantId(getState());
    const open = selectPromoForm(getState());
    if (merchantId === null || open.status !== 'editing') return;
    const problems = checkPromo(values);
    if (Object.keys(problems).length > 0) {
      dispatch(formInvalid({ form: 'promo', fieldErrors: wordsOf(problems, t) }));
      return;
    }
    const body: PromoCodeRequest = promoRequestOf(values);
    dispatch(promoSubmitted(body));
    const form = selectPromoForm(getState());
    if (form.status !== 'saving') return;
    const { promoId } = form.target;
    await settle(
      'promo',
      promoId === null
        ? dispatch(
            promotionsApi.endpoints.addPromoCode.initiate(
              { merchantId, idempotencyKey: form.attempt.idempotencyKey, body },
              { track: false },
            ),
          )
        : dispatch(
            promotionsApi.endpoints.updatePromoCode.initiate(
              { merchantId, promoId, body },
              { track: false },
            ),
          ),
      t,
      dispatch,
    );
  };

/**
 * 'Publish' in the post dialog: adds a post (its Idempotency-Key made once per submission and
 * kept across retries of the same details) or edits one.
 */
export const savePost =
  (values: PostFormValues): AppThunk =>
  async (dispatch, getState) => {
    const state = getState();
    const t = translatorOfState(state);
    const merchantId = selectMerchantId(state);
    const open = selectPostForm(state);
    if (merchantId === null || open.status !== 'editing') return;
    const problems = { ...wordsOf(checkPost(values), t), ...uploadUnderWay(state, 'post', t) };
    if (Object.keys(problems).length > 0) {
      dispatch(formInvalid({ form: 'post', fieldErrors: problems }));
      return;
    }
    const { postId } = open.target;
    const saved =
      postId === null
        ? null
        : (promotionsApi.endpoints.getPosts
            .select(merchantId)(cacheOf(state))
            .data?.posts.find((p) => p.id === postId)?.photo ?? null);
    const body: PostRequest = postRequestOf(values, shownPhoto(selectPhotos(state).post, saved));
    dispatch(postSubmitted(body));
    const form = selectPostForm(getState());
    if (form.status !== 'saving') return;
    await settle(
      'post',
      postId === null
        ? dispatch(
            promotionsApi.endpoints.addPost.initiate(
              { merchantId, idempotencyKey: form.attempt.idempotencyKey, body },
              { track: false },
            ),
          )
        : dispatch(
            promotionsApi.endpoints.updatePost.initiate(
              { merchantId, postId, body },
              { track: false },
            ),
          ),
      t,
      dispatch,
    );
  };

/** 'Start banner' in the banner dialog: its picture and title (it starts its window). */
export const saveBanner =
  (title: string): AppThunk =>
  async (dispatch, getState) => {
    const state = getState();
    const t = translatorOfState(state);
    const merchantId = selectMerchantId(state);
    if (merchantId === null || selectBannerForm(state).status !== 'editing') return;
    const running =
      promotionsApi.endpoints.getBanner.select(merchantId)(cacheOf(state)).data?.banner ?? null;
    const photo = shownPhoto(selectPhotos(state).banner, running?.photo ?? null);
    const problems = {
      ...wordsOf(checkBanner(title, photo), t),
      ...uploadUnderWay(state, 'banner', t),
    };
    if (Object.keys(problems).length > 0 || photo === null) {
      dispatch(formInvalid({ form: 'banner', fieldErrors: problems }));
      return;
    }
    const body: BannerRequest = { photo_id: photo.id, title: title.trim() };
    dispatch(bannerSubmitted(body));
    if (selectBannerForm(getState()).status !== 'saving') return;
    await settle(
      'banner',
      dispatch(promotionsApi.endpoints.saveBanner.initiate({ merchantId, body }, { track: false })),
      t,
      dispatch,
    );
  };

/** 'Delete' in the confirmation: removes the promo code or the post asked about. */
export const confirmDeletion = (): AppThunk => async (dispatch, getState) => {
  const t = translatorOfState(getState());
  const merchantId = selectMerchantId(getState());
  const asking = selectDeletion(getState());
  if (merchantId === null || asking.status !== 'asking') return;
  const { target } = asking;
  dispatch(deletionConfirmed());
  const result: Settled =
    target.kind === 'promo'
      ? await dispatch(
          promotionsApi.endpoints.deletePromoCode.initiate(
            { merchantId, promoId: target.id },
            { track: false },
          ),
        )
      : await dispatch(
          promotionsApi.endpoints.deletePost.initiate(
            { merchantId, postId: target.id },
            { track: false },
          ),
        );
  if (result.error) {
    dispatch(deletionFailed(readCallFailure(result.error, t).message));
    return;
  }
  dispatch(deletionDone());
};

/**
 * A file chosen for a photo field: checked as the server checks it (type and size), then sent
 * with its progress to the store's photos (the same upload as the store editor's).
 */
export const uploadPhoto =
  (slot: PhotoSlot, file: File): AppThunk =>
  async (dispatch, getState) => {
    const state = getState();
    const t = translatorOfState(state);
    const merchantId = selectMerchantId(state);
    if (merchantId === null || selectPhotos(state)[slot].upload.status === 'uploading') return;
    await uploadStorePhoto({
      state,
      dispatch,
      merchantId,
      file,
      trackAs: `promotions-${slot}`,
      endpoint: 'uploadPromotionPhoto',
      words: {
        unsupported: t('store.photo.unsupported'),
        tooLarge: t('store.photo.tooLarge'),
        noAnswer: t('promotions.noAnswer'),
        failedWith: (status) => t('promotions.failedWith', { status }),
      },
      events: {
        rejected: (error) => dispatch(photoFileRejected({ slot, error })),
        started: () => dispatch(photoUploadStarted({ slot })),
        progressed: (percent) => dispatch(photoUploadProgressed({ slot, percent })),
        succeeded: (photo) => dispatch(photoUploadSucceeded({ slot, photo })),
        failed: (error) => dispatch(photoUploadFailed({ slot, error })),
      },
    });
  };
