import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { unauthorized } from '../../api/events';
import type { FieldErrors } from './storeErrors';

/** Publishing or unpublishing the store, and what the last attempt said. */
export type Publishing =
  | { status: 'idle' }
  | { status: 'publishing' }
  | { status: 'unpublishing' }
  | { status: 'failed'; error: string };

/** The profile form: being edited (with what the last save said) or being saved. */
export type ProfileSave =
  | { status: 'editing'; fieldErrors: FieldErrors; error: string | null; saved: boolean }
  | { status: 'saving' };

/**
 * The store editor as a state machine: closed, open (with its publishing and profile-saving
 * machines), or replaced by the session-expired screen when any call answers 401 while it is open.
 */
export type StorePageState =
  | { status: 'closed' }
  | { status: 'open'; publishing: Publishing; profile: ProfileSave }
  | { status: 'sessionExpired' };

type Open = Extract<StorePageState, { status: 'open' }>;

const closed: StorePageState = { status: 'closed' };
const editing: ProfileSave = { status: 'editing', fieldErrors: {}, error: null, saved: false };

export interface SaveFailedPayload {
  fieldErrors: FieldErrors;
  error: string | null;
}

const busyPublishing = (open: Open): boolean =>
  open.publishing.status === 'publishing' || open.publishing.status === 'unpublishing';

export const storePageSlice = createSlice({
  name: 'storePage',
  initialState: closed as StorePageState,
  reducers: {
    pageOpened: (state): StorePageState =>
      state.status === 'closed'
        ? { status: 'open', publishing: { status: 'idle' }, profile: editing }
        : state,
    pageLeft: (state): StorePageState => (state.status === 'closed' ? state : closed),

    /** 'Publish' or 'Unpublish' was pressed: a second press while one is on its way does nothing. */
    publishRequested: (state, action: PayloadAction<{ publish: boolean }>): StorePageState => {
      if (state.status !== 'open' || busyPublishing(state)) return state;
      const status = action.payload.publish ? 'publishing' : 'unpublishing';
      return { ...state, publishing: { status } };
    },
    publishSucceeded: (state): StorePageState =>
      state.status === 'open' && busyPublishing(state)
        ? { ...state, publishing: { status: 'idle' } }
        : state,
    publishFailed: (state, action: PayloadAction<string>): StorePageState =>
      state.status === 'open' && busyPublishing(state)
        ? { ...state, publishing: { status: 'failed', error: action.payload } }
        : state,

    /** 'Save profile' found fields to fix before sending anything. */
    profileInvalid: (state, action: PayloadAction<FieldErrors>): StorePageState =>
      state.status === 'open' && state.profile.status === 'editing'
        ? { ...state, profile: { ...editing, fieldErrors: action.payload } }
        : state,
    /** 'Save profile' with a valid form: a second press while saving does nothing. */
    profileSubmitted: (state): StorePageState =>
      state.status === 'open' && state.profile.status === 'editing'
        ? { ...state, profile: { status: 'saving' } }
        : state,
    profileSaved: (state): StorePageState =>
      state.status === 'open' && state.profile.status === 'saving'
        ? { ...state, profile: { ...editing, saved: true } }
        : state,
    profileSaveFailed: (state, action: PayloadAction<SaveFailedPayload>): StorePageState =>
      state.status === 'open' && state.profile.status === 'saving'
        ? { ...state, profile: { ...editing, ...action.payload } }
        : state,
  },
  extraReducers: (builder) => {
    builder.addCase(unauthorized, (state): StorePageState =>
      state.status === 'open' ? { status: 'sessionExpired' } : state,
    );
  },
  selectors: {
    selectIsStoreSessionExpired: (state): boolean => state.status === 'sessionExpired',
    selectPublishing: (state): Publishing =>
      state.status === 'open' ? state.publishing : IDLE_PUBLISHING,
    selectProfileSave: (state): ProfileSave => (state.status === 'open' ? state.profile : editing),
  },
});

const IDLE_PUBLISHING: Publishing = { status: 'idle' };

export const {
  pageOpened: storePageOpened,
  pageLeft: storePageLeft,
  publishRequested,
  publishSucceeded,
  publishFailed,
  profileInvalid,
  profileSubmitted,
  profileSaved,
  profileSaveFailed,
} = storePageSlice.actions;
export const storePageReducer = storePageSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof storePageSlice> {}
}

export const { selectIsStoreSessionExpired, selectPublishing, selectProfileSave } =
  storePageSlice.injectInto(rootReducer).selectors;
