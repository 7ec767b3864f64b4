/**
 * The editor's writes: each checks its form with the server's rules, sends it, and tells the
 * slice how it went (field errors of a 422 at their fields, any other refusal as a message). A
 * 401 has already put up the session-expired screen (the page slice heard it).
 */
import type {
  BranchRequest,
  CatalogueItemRequest,
  PhotoRef,
  StoreProfileRequest,
} from '@contract/store';
import type { ApiCallError } from '../../api/apiError';
import type { AppThunk, RootState } from '../../app/store';
import { translatorOfState } from '../../i18n/stateTranslator';
import type { Translate } from '../../i18n/translate';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { groupOf, itemsOf, moveId } from './catalogueOrder';
import { hoursOf } from './hoursForm';
import { uploadStorePhoto } from '../../shared/photos/storePhotoUpload';
import { storeApi } from './storeApi';
import { readCallFailure, type FieldErrors } from './storeErrors';
import {
  branchSubmitted,
  deletionConfirmed,
  deletionDone,
  deletionFailed,
  formInvalid,
  formSaveFailed,
  formSaved,
  itemSubmitted,
  moveAnnounced,
  moveFailed,
  sectionSubmitted,
  selectBranchForm,
  selectDeletion,
  selectItemForm,
  selectSectionForm,
} from './storeFormsSlice';
import {
  profileInvalid,
  profileSaveFailed,
  profileSaved,
  profileSubmitted,
  publishFailed,
  publishRequested,
  publishSucceeded,
  selectProfileSave,
  selectPublishing,
} from './storePageSlice';
import {
  photoFileRejected,
  photoUploadFailed,
  photoUploadProgressed,
  photoUploadStarted,
  photoUploadSucceeded,
  selectPhotoSlots,
  shownPhoto,
  type PhotoSlot,
} from './storePhotosSlice';
import {
  checkBranch,
  maxPartySizeOf,
  slotCapacityOf,
  checkItem,
  checkProfile,
  checkSection,
  phoneOf,
  priceOf,
  type BranchFormValues,
  type FieldProblems,
  type ItemFormValues,
  type ProfileFormValues,
} from './validation';

/** How a call ended, whatever it answered. */
type Settled = { error?: ApiCallError };

function wordsOf(problems: FieldProblems, t: Translate): FieldErrors {
  return Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)]));
}

const hasProblems = (problems: FieldProblems): boolean => Object.keys(problems).length > 0;

/**
 * The API's cache as the store's endpoints type it: the root state names the base API, whose
 * type does not know the tags this feature adds.
 */
type StoreApiState = Parameters<ReturnType<typeof storeApi.endpoints.getStore.select>>[0];
const cacheOf = (state: RootState) => state as unknown as StoreApiState;
const savedStore = (state: RootState, merchantId: number) =>
  storeApi.endpoints.getStore.select(merchantId)(cacheOf(state)).data;
const savedCatalogue = (state: RootState, merchantId: number) =>
  storeApi.endpoints.getCatalogue.select(merchantId)(cacheOf(state)).data;

/** A photo field still uploading: the form waits for it rather than saving without it. */
function uploadsUnderWay(state: RootState, slots: PhotoSlot[], t: Translate): FieldErrors {
  const photos = selectPhotoSlots(state);
  const fields: Record<PhotoSlot, string> = {
    logo: 'logo_photo_id',
    cover: 'cover_photo_id',
    item: 'photo_id',
  };
  return Object.fromEntries(
    slots
      .filter((slot) => photos[slot].upload.status === 'uploading')
      .map((slot) => [fields[slot], t('store.problems.uploadUnderWay')]),
  );
}

/** 'Save profile'. */
export const saveProfile =
  (values: ProfileFormValues): AppThunk =>
  async (dispatch, getState) => {
    const t = translatorOfState(getState());
    const merchantId = selectMerchantId(getState());
    if (merchantId === null || selectProfileSave(getState()).status !== 'editing') return;
    const problems = {
      ...wordsOf(checkProfile(values), t),
      ...uploadsUnderWay(getState(), ['logo', 'cover'], t),
    };
    if (Object.keys(problems).length > 0) {
      dispatch(profileInvalid(problems));
      return;
    }
    const saved = savedStore(getState(), merchantId)?.profile ?? null;
    const photos = selectPhotoSlots(getState());
    const body: StoreProfileRequest = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      description: values.description.trim(),
      category_id: Number(values.categoryId),
      township_id: Number(values.townshipId),
      address: values.address.trim(),
      phone: phoneOf(values.phone),
      hours: hoursOf(values.week),
      slot_capacity: slotCapacityOf(values.slotCapacity) ?? undefined,
      max_party_size: maxPartySizeOf(values.maxPartySize) ?? undefined,
      orders_for_later: values.ordersForLater,
      logo_photo_id: shownPhoto(photos.logo, saved?.logo ?? null)?.id ?? null,
      cover_photo_id: shownPhoto(photos.cover, saved?.cover ?? null)?.id ?? null,
    };
    dispatch(profileSubmitted());
    const result = await dispatch(
      storeApi.endpoints.saveStoreProfile.initiate({ merchantId, body }, { track: false }),
    );
    if (result.error) {
      const failure = readCallFailure(result.error, t);
      dispatch(
        profileSaveFailed({
          fieldErrors: failure.fieldErrors,
          error: failure.unauthorized ? null : failure.message,
        }),
      );
      return;
    }
    dispatch(profileSaved());
  };

/** 'Publish' (true) or 'Unpublish' (false). A refusal (409) shows the server's reason. */
export const setPublished =
  (publish: boolean): AppThunk =>
  async (dispatch, getState) => {
    const t = translatorOfState(getState());
    const merchantId = selectMerchantId(getState());
    if (merchantId === null) return;
    const publishing = selectPublishing(getState()).status;
    if (publishing === 'publishing' || publishing === 'unpublishing') return;
    dispatch(publishRequested({ publish }));
    const result = await dispatch(
      storeApi.endpoints.publishStore.initiate({ merchantId, publish }, { track: false }),
    );
    if (result.error) dispatch(publishFailed(readCallFailure(result.error, t).message));
    else dispatch(publishSucceeded());
  };

/** 'Save' in the branch dialog: adds a branch (with an Idempotency-Key) or replaces one. */
export const saveBranch =
  (values: BranchFormValues): AppThunk =>
  async (dispatch, getState) => {
    const t = translatorOfState(getState());
    const merchantId = selectMerchantId(getState());
    if (merchantId === null || selectBranchForm(getState()).status !== 'editing') return;
    const problems = checkBranch(values);
    if (hasProblems(problems)) {
      dispatch(formInvalid({ form: 'branch', fieldErrors: wordsOf(problems, t) }));
      return;
    }
    const body: BranchRequest = {
      name: values.name.trim(),
      address: values.address.trim(),
      township_id: Number(values.townshipId),
      phone: phoneOf(values.phone),
      hours: hoursOf(values.week),
      slot_capacity: slotCapacityOf(values.slotCapacity) ?? undefined,
    };
    dispatch(branchSubmitted(body));
    const form = selectBranchForm(getState());
    if (form.status !== 'saving' || form.attempt === null) return;
    const { branchId } = form.target;
    const result: Settled =
      branchId === null
        ? await dispatch(
            storeApi.endpoints.addBranch.initiate(
              { merchantId, idempotencyKey: form.attempt.idempotencyKey, body },
              { track: false },
            ),
          )
        : await dispatch(
            storeApi.endpoints.updateBranch.initiate(
              { merchantId, branchId, body },
              { track: false },
            ),
          );
    if (result.error) {
      const failure = readCallFailure(result.error, t);
      dispatch(
        formSaveFailed({
          form: 'branch',
          fieldErrors: failure.fieldErrors,
          error: failure.unauthorized ? null : failure.message,
        }),
      );
      return;
    }
    dispatch(formSaved('branch'));
  };

/** 'Save' in the item dialog: adds an item (with an Idempotency-Key) or replaces one. */
export const saveItem =
  (values: ItemFormValues): AppThunk =>
  async (dispatch, getState) => {
    const t = translatorOfState(getState());
    const merchantId = selectMerchantId(getState());
    const open = selectItemForm(getState());
    if (merchantId === null || open.status !== 'editing') return;
    const { kind, itemId } = open.target;
    const isMenuItem = kind === 'menu_item';
    const problems = {
      ...wordsOf(checkItem(values, isMenuItem), t),
      ...uploadsUnderWay(getState(), ['item'], t),
    };
    if (Object.keys(problems).length > 0) {
      dispatch(formInvalid({ form: 'item', fieldErrors: problems }));
      return;
    }
    const current = savedCatalogue(getState(), merchantId)?.items.find((i) => i.id === itemId);
    const photo: PhotoRef | null = shownPhoto(
      selectPhotoSlots(getState()).item,
      current?.photo ?? null,
    );
    const body: CatalogueItemRequest = {
      kind,
      section_id: isMenuItem ? Number(values.sectionId) : null,
      name: values.name.trim(),
      description: values.description.trim(),
      price: priceOf(values.price) ?? 0,
      photo_id: photo?.id ?? null,
      available: values.available,
    };
    dispatch(itemSubmitted(body));
    const form = selectItemForm(getState());
    if (form.status !== 'saving' || form.attempt === null) return;
    const result: Settled =
      itemId === null
        ? await dispatch(
            storeApi.endpoints.addItem.initiate(
              { merchantId, idempotencyKey: form.attempt.idempotencyKey, body },
              { track: false },
            ),
          )
        : await dispatch(
            storeApi.endpoints.updateItem.initiate({ merchantId, itemId, body }, { track: false }),
          );
    if (result.error) {
      const failure = readCallFailure(result.error, t);
      dispatch(
        formSaveFailed({
          form: 'item',
          fieldErrors: failure.fieldErrors,
          error: failure.unauthorized ? null : failure.message,
        }),
      );
      return;
    }
    dispatch(formSaved('item'));
  };

/** 'Save' in the menu section dialog: adds a section or renames one. */
export const saveSection =
  (name: string): AppThunk =>
  async (dispatch, getState) => {
    const t = translatorOfState(getState());
    const merchantId = selectMerchantId(getState());
    const open = selectSectionForm(getState());
    if (merchantId === null || open.status !== 'editing') return;
    const problems = checkSection(name);
    if (hasProblems(problems)) {
      dispatch(formInvalid({ form: 'section', fieldErrors: wordsOf(problems, t) }));
      return;
    }
    const body = { name: name.trim() };
    const { sectionId } = open.target;
    dispatch(sectionSubmitted());
    const result: Settled =
      sectionId === null
        ? await dispatch(
            storeApi.endpoints.addSection.initiate({ merchantId, body }, { track: false }),
          )
        : await dispatch(
            storeApi.endpoints.renameSection.initiate(
              { merchantId, sectionId, body },
              { track: false },
            ),
          );
    if (result.error) {
      const failure = readCallFailure(result.error, t);
      dispatch(
        formSaveFailed({
          form: 'section',
          fieldErrors: failure.fieldErrors,
          error: failure.unauthorized ? null : failure.message,
        }),
      );
      return;
    }
    dispatch(formSaved('section'));
  };

/** 'Remove' in the confirmation: a section that still holds items is refused (409). */
export const confirmDeletion = (): AppThunk => async (dispatch, getState) => {
  const t = translatorOfState(getState());
  const merchantId = selectMerchantId(getState());
  const asking = selectDeletion(getState());
  if (merchantId === null || asking.status !== 'asking') return;
  dispatch(deletionConfirmed());
  const { kind, id } = asking.target;
  const result: Settled =
    kind === 'branch'
      ? await dispatch(
          storeApi.endpoints.deleteBranch.initiate({ merchantId, branchId: id }, { track: false }),
        )
      : kind === 'item'
        ? await dispatch(
            storeApi.endpoints.deleteItem.initiate({ merchantId, itemId: id }, { track: false }),
          )
        : await dispatch(
            storeApi.endpoints.deleteSection.initiate(
              { merchantId, sectionId: id },
              { track: false },
            ),
          );
  if (result.error) dispatch(deletionFailed(readCallFailure(result.error, t).message));
  else dispatch(deletionDone());
};

/**
 * Moves an item to `toIndex` among the items of its group (its kind, or its menu section): the
 * new order shows at once and is announced; if the server refuses it, the old order comes back
 * and the merchant is told.
 */
export const moveItem =
  (itemId: number, toIndex: number): AppThunk =>
  async (dispatch, getState) => {
    const t = translatorOfState(getState());
    const merchantId = selectMerchantId(getState());
    if (merchantId === null) return;
    const catalogue = savedCatalogue(getState(), merchantId);
    const item = catalogue?.items.find((candidate) => candidate.id === itemId);
    if (!catalogue || !item) return;
    const ids = moveId(
      itemsOf(catalogue, groupOf(item)).map((entry) => entry.id),
      itemId,
      toIndex,
    );
    if (ids === null) return;
    const reorder = dispatch(
      storeApi.endpoints.reorderItems.initiate({ merchantId, ids }, { track: false }),
    );
    dispatch(
      moveAnnounced({ name: item.name, position: ids.indexOf(itemId) + 1, count: ids.length }),
    );
    const result = await reorder;
    if (result.error) {
      const failure = readCallFailure(result.error, t);
      if (!failure.unauthorized) dispatch(moveFailed({ name: item.name, error: failure.message }));
    }
  };

/** Moves a menu section to `toIndex` among the sections, as `moveItem` moves an item. */
export const moveSection =
  (sectionId: number, toIndex: number): AppThunk =>
  async (dispatch, getState) => {
    const t = translatorOfState(getState());
    const merchantId = selectMerchantId(getState());
    if (merchantId === null) return;
    const catalogue = savedCatalogue(getState(), merchantId);
    const section = catalogue?.sections.find((candidate) => candidate.id === sectionId);
    if (!catalogue || !section) return;
    const ids = moveId(
      catalogue.sections.map((entry) => entry.id),
      sectionId,
      toIndex,
    );
    if (ids === null) return;
    const reorder = dispatch(
      storeApi.endpoints.reorderSections.initiate({ merchantId, ids }, { track: false }),
    );
    dispatch(
      moveAnnounced({
        name: section.name,
        position: ids.indexOf(sectionId) + 1,
        count: ids.length,
      }),
    );
    const result = await reorder;
    if (result.error) {
      const failure = readCallFailure(result.error, t);
      if (!failure.unauthorized) {
        dispatch(moveFailed({ name: section.name, error: failure.message }));
      }
    }
  };

/**
 * A file chosen for a photo field: checked as the server checks it (type and size), then sent
 * with its progress. The request is aborted if the upload is cancelled, the form closed or the
 * page left (storeListeners).
 */
export const uploadPhoto =
  (slot: PhotoSlot, file: File): AppThunk =>
  async (dispatch, getState) => {
    const state = getState();
    const t = translatorOfState(state);
    const merchantId = selectMerchantId(state);
    if (merchantId === null || selectPhotoSlots(state)[slot].upload.status === 'uploading') return;
    await uploadStorePhoto({
      state,
      dispatch,
      merchantId,
      file,
      trackAs: slot,
      endpoint: 'uploadStorePhoto',
      words: {
        unsupported: t('store.photo.unsupported'),
        tooLarge: t('store.photo.tooLarge'),
        noAnswer: t('store.noAnswer'),
        failedWith: (status) => t('store.failedWith', { status }),
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
