import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { BranchRequest, CatalogueItemRequest, ItemKind } from '@contract/store';
import { rootReducer } from '../../app/store';
import {
  attemptFor,
  submitted,
  type Attempt,
  type SubmittedPayload,
} from '../../shared/forms/attempt';
import type { FieldErrors } from './storeErrors';
import { storePageLeft } from './storePageSlice';

/**
 * A dialog's form: closed, being edited (with what the last submission said), or being sent.
 * `target` says what it edits: null for a new record.
 */
export type FormState<T, B> =
  | { status: 'closed' }
  | {
      status: 'editing';
      target: T;
      attempt: Attempt<B> | null;
      fieldErrors: FieldErrors;
      error: string | null;
    }
  | { status: 'saving'; target: T; attempt: Attempt<B> | null };

export interface BranchTarget {
  branchId: number | null;
}
export interface ItemTarget {
  itemId: number | null;
  kind: ItemKind;
  /** The menu section a new menu item is added to. */
  sectionId: number | null;
}
export interface SectionTarget {
  sectionId: number | null;
}

export type DeletionTarget = { kind: 'branch' | 'item' | 'section'; id: number; name: string };
export type Deletion =
  | { status: 'closed' }
  | { status: 'asking'; target: DeletionTarget; error: string | null }
  | { status: 'deleting'; target: DeletionTarget };

/** What a screen reader hears after a move: the new place, or that the move was undone. */
export type MoveAnnouncement =
  | { kind: 'moved'; name: string; position: number; count: number; serial: number }
  | { kind: 'moveFailed'; name: string; error: string; serial: number };

export interface StoreFormsState {
  branch: FormState<BranchTarget, BranchRequest>;
  item: FormState<ItemTarget, CatalogueItemRequest>;
  section: FormState<SectionTarget, { name: string }>;
  deletion: Deletion;
  /** The catalogue's tab. */
  kind: ItemKind;
  announcement: MoveAnnouncement | null;
}

export const initialStoreFormsState: StoreFormsState = {
  branch: { status: 'closed' },
  item: { status: 'closed' },
  section: { status: 'closed' },
  deletion: { status: 'closed' },
  kind: 'product',
  announcement: null,
};

type FormName = 'branch' | 'item' | 'section';

function opened<T, B>(target: T): FormState<T, B> {
  return { status: 'editing', target, attempt: null, fieldErrors: {}, error: null };
}

/**
 * A form whose submission failed, editable again with what the server said. The attempt is
 * kept: sending the same details again reuses its idempotency key.
 */
function backToEditing<T, B>(
  form: FormState<T, B>,
  fieldErrors: FieldErrors,
  error: string | null,
): FormState<T, B> {
  if (form.status !== 'saving') return form;
  return { status: 'editing', target: form.target, attempt: form.attempt, fieldErrors, error };
}

export const storeFormsSlice = createSlice({
  name: 'storeForms',
  initialState: initialStoreFormsState,
  reducers: {
    branchFormOpened: (state, action: PayloadAction<BranchTarget>) => {
      if (state.branch.status === 'closed') state.branch = opened(action.payload);
    },
    itemFormOpened: (state, action: PayloadAction<ItemTarget>) => {
      if (state.item.status === 'closed') state.item = opened(action.payload);
    },
    sectionFormOpened: (state, action: PayloadAction<SectionTarget>) => {
      if (state.section.status === 'closed') state.section = opened(action.payload);
    },
    /** Cancel, Escape or the close button: a form being sent stays open until it is answered. */
    formClosed: (state, action: PayloadAction<FormName>) => {
      if (state[action.payload].status === 'editing') state[action.payload] = { status: 'closed' };
    },
    /** The editor's own checks found fields to fix: nothing is sent. */
    formInvalid: (state, action: PayloadAction<{ form: FormName; fieldErrors: FieldErrors }>) => {
      const form = state[action.payload.form];
      if (form.status === 'editing') {
        form.fieldErrors = action.payload.fieldErrors;
        form.error = null;
      }
    },
    branchSubmitted: {
      reducer: (state, action: PayloadAction<SubmittedPayload<BranchRequest>>) => {
        const form = state.branch;
        if (form.status !== 'editing') return;
        const { body, freshKey } = action.payload;
        state.branch = {
          status: 'saving',
          target: form.target,
          attempt: attemptFor(form.attempt, body, freshKey),
        };
      },
      prepare: submitted<BranchRequest>(),
    },
    itemSubmitted: {
      reducer: (state, action: PayloadAction<SubmittedPayload<CatalogueItemRequest>>) => {
        const form = state.item;
        if (form.status !== 'editing') return;
        const { body, freshKey } = action.payload;
        state.item = {
          status: 'saving',
          target: form.target,
          attempt: attemptFor(form.attempt, body, freshKey),
        };
      },
      prepare: submitted<CatalogueItemRequest>(),
    },
    sectionSubmitted: (state) => {
      const form = state.section;
      if (form.status === 'editing') {
        state.section = { status: 'saving', target: form.target, attempt: null };
      }
    },
    /** The server saved it: the dialog closes. */
    formSaved: (state, action: PayloadAction<FormName>) => {
      if (state[action.payload].status === 'saving') state[action.payload] = { status: 'closed' };
    },
    /** The server refused it or could not be reached: the form again, with what it said. */
    formSaveFailed: (
      state,
      action: PayloadAction<{ form: FormName; fieldErrors: FieldErrors; error: string | null }>,
    ) => {
      const { form: name, fieldErrors, error } = action.payload;
      if (name === 'branch') state.branch = backToEditing(state.branch, fieldErrors, error);
      if (name === 'item') state.item = backToEditing(state.item, fieldErrors, error);
      if (name === 'section') state.section = backToEditing(state.section, fieldErrors, error);
    },

    deletionAsked: (state, action: PayloadAction<DeletionTarget>) => {
      if (state.deletion.status === 'closed') {
        state.deletion = { status: 'asking', target: action.payload, error: null };
      }
    },
    deletionDismissed: (state) => {
      if (state.deletion.status === 'asking') state.deletion = { status: 'closed' };
    },
    deletionConfirmed: (state) => {
      if (state.deletion.status === 'asking') {
        state.deletion = { status: 'deleting', target: state.deletion.target };
      }
    },
    deletionDone: (state) => {
      if (state.deletion.status === 'deleting') state.deletion = { status: 'closed' };
    },
    /** Refused (a section that still holds items: 409) or failed: the question stays, with why. */
    deletionFailed: (state, action: PayloadAction<string>) => {
      if (state.deletion.status === 'deleting') {
        state.deletion = {
          status: 'asking',
          target: state.deletion.target,
          error: action.payload,
        };
      }
    },

    catalogueTabChosen: (state, action: PayloadAction<ItemKind>) => {
      state.kind = action.payload;
    },
    /** An item or section was moved: its new place, for screen readers. */
    moveAnnounced: (
      state,
      action: PayloadAction<{ name: string; position: number; count: number }>,
    ) => {
      state.announcement = {
        kind: 'moved',
        ...action.payload,
        serial: (state.announcement?.serial ?? 0) + 1,
      };
    },
    /** The server refused a move: the old order is back, and the merchant is told why. */
    moveFailed: (state, action: PayloadAction<{ name: string; error: string }>) => {
      state.announcement = {
        kind: 'moveFailed',
        ...action.payload,
        serial: (state.announcement?.serial ?? 0) + 1,
      };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(storePageLeft, () => initialStoreFormsState);
  },
  selectors: {
    selectBranchForm: (state) => state.branch,
    selectItemForm: (state) => state.item,
    selectSectionForm: (state) => state.section,
    selectDeletion: (state) => state.deletion,
    selectCatalogueKind: (state) => state.kind,
    selectMoveAnnouncement: (state) => state.announcement,
  },
});

export const {
  branchFormOpened,
  itemFormOpened,
  sectionFormOpened,
  formClosed,
  formInvalid,
  branchSubmitted,
  itemSubmitted,
  sectionSubmitted,
  formSaved,
  formSaveFailed,
  deletionAsked,
  deletionDismissed,
  deletionConfirmed,
  deletionDone,
  deletionFailed,
  catalogueTabChosen,
  moveAnnounced,
  moveFailed,
} = storeFormsSlice.actions;
export const storeFormsReducer = storeFormsSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof storeFormsSlice> {}
}

export const {
  selectBranchForm,
  selectItemForm,
  selectSectionForm,
  selectDeletion,
  selectCatalogueKind,
  selectMoveAnnouncement,
} = storeFormsSlice.injectInto(rootReducer).selectors;
