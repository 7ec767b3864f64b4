/**
 * The choices editor of one item: closed, or open on an item with its group form (closed, being
 * edited, being sent), the question before a group is removed, and what a screen reader hears
 * after a move. The calls are the listeners' (optionFormListeners.ts).
 */
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { OptionGroupRequest } from '@contract/options';
import { rootReducer } from '../../app/store';
import { attemptFor, submitted, type SubmittedPayload } from '../../shared/forms/attempt';
import type { GroupFormValues } from './optionForm';
import type { FieldErrors } from './storeErrors';
import type { FormState, MoveAnnouncement } from './storeFormsSlice';
import { storePageLeft } from './storePageSlice';

export interface GroupTarget {
  /** The group edited; null for a new one. */
  groupId: number | null;
}
export type GroupForm = FormState<GroupTarget, OptionGroupRequest>;

export type GroupRemoval =
  | { status: 'closed' }
  | { status: 'asking'; groupId: number; name: string; error: string | null }
  | { status: 'deleting'; groupId: number; name: string };

export type OptionEditor =
  | { status: 'closed' }
  | {
      status: 'open';
      itemId: number;
      form: GroupForm;
      removal: GroupRemoval;
      announcement: MoveAnnouncement | null;
    };

export interface OptionFormsState {
  editor: OptionEditor;
}

export const initialOptionFormsState: OptionFormsState = { editor: { status: 'closed' } };

/** Nothing is under way or asked in the editor: it may close, or open another form. */
const idle = (editor: OptionEditor): boolean =>
  editor.status === 'open' && editor.form.status === 'closed' && editor.removal.status === 'closed';

const nextSerial = (announcement: MoveAnnouncement | null) => (announcement?.serial ?? 0) + 1;

/** 'Save' in the group form, with what was typed: the listener checks it, then sends it. */
export const groupSaveRequested = createAction<GroupFormValues>('optionForms/groupSaveRequested');
/** 'Move up', 'Move down' or a drop: the group is to go to `toIndex` among the item's groups. */
export const groupMoveRequested = createAction<{ groupId: number; toIndex: number }>(
  'optionForms/groupMoveRequested',
);

export const optionFormsSlice = createSlice({
  name: 'optionForms',
  initialState: initialOptionFormsState,
  reducers: {
    /** An item's 'Choices': its editor opens (another item's closes, unless busy). */
    choicesOpened: (state, action: PayloadAction<number>) => {
      if (state.editor.status === 'closed' || idle(state.editor)) {
        state.editor = {
          status: 'open',
          itemId: action.payload,
          form: { status: 'closed' },
          removal: { status: 'closed' },
          announcement: null,
        };
      }
    },
    /** 'Done', Escape or the close button; a form or a removal in front of it answers first. */
    choicesClosed: (state) => {
      if (idle(state.editor)) state.editor = { status: 'closed' };
    },
    groupFormOpened: (state, action: PayloadAction<GroupTarget>) => {
      if (state.editor.status === 'open' && idle(state.editor)) {
        state.editor.form = {
          status: 'editing',
          target: action.payload,
          attempt: null,
          fieldErrors: {},
          error: null,
        };
      }
    },
    /** Cancel, Escape or the close button: a form being sent stays open until it is answered. */
    groupFormClosed: (state) => {
      if (state.editor.status === 'open' && state.editor.form.status === 'editing') {
        state.editor.form = { status: 'closed' };
      }
    },
    /** The editor's own checks found fields to fix: nothing is sent. */
    groupFormInvalid: (state, action: PayloadAction<FieldErrors>) => {
      if (state.editor.status === 'open' && state.editor.form.status === 'editing') {
        state.editor.form.fieldErrors = action.payload;
        state.editor.form.error = null;
      }
    },
    /**
     * The group is sent. Sending the same details again after a failure reuses the attempt's
     * Idempotency-Key, so a retry after a lost answer adds nothing twice.
     */
    groupSubmitted: {
      reducer: (state, action: PayloadAction<SubmittedPayload<OptionGroupRequest>>) => {
        if (state.editor.status !== 'open') return;
        const form = state.editor.form;
        if (form.status !== 'editing') return;
        state.editor.form = {
          status: 'saving',
          target: form.target,
          attempt: attemptFor(form.attempt, action.payload.body, action.payload.freshKey),
        };
      },
      prepare: submitted<OptionGroupRequest>(),
    },
    /** The server kept it: the form closes, the list shows the answer. */
    groupSaved: (state) => {
      if (state.editor.status === 'open' && state.editor.form.status === 'saving') {
        state.editor.form = { status: 'closed' };
      }
    },
    /** Refused or not answered: the form again, with what the server said (the attempt kept). */
    groupSaveFailed: (
      state,
      action: PayloadAction<{ fieldErrors: FieldErrors; error: string | null }>,
    ) => {
      if (state.editor.status !== 'open') return;
      const form = state.editor.form;
      if (form.status !== 'saving') return;
      state.editor.form = {
        status: 'editing',
        target: form.target,
        attempt: form.attempt,
        fieldErrors: action.payload.fieldErrors,
        error: action.payload.error,
      };
    },

    groupRemovalAsked: (state, action: PayloadAction<{ groupId: number; name: string }>) => {
      if (state.editor.status === 'open' && idle(state.editor)) {
        state.editor.removal = { status: 'asking', ...action.payload, error: null };
      }
    },
    groupRemovalDismissed: (state) => {
      if (state.editor.status === 'open' && state.editor.removal.status === 'asking') {
        state.editor.removal = { status: 'closed' };
      }
    },
    groupRemovalConfirmed: (state) => {
      if (state.editor.status !== 'open') return;
      const removal = state.editor.removal;
      if (removal.status === 'asking') {
        state.editor.removal = { status: 'deleting', groupId: removal.groupId, name: removal.name };
      }
    },
    groupRemovalDone: (state) => {
      if (state.editor.status === 'open' && state.editor.removal.status === 'deleting') {
        state.editor.removal = { status: 'closed' };
      }
    },
    /** Refused or failed: the question stays, with why. */
    groupRemovalFailed: (state, action: PayloadAction<string>) => {
      if (state.editor.status !== 'open') return;
      const removal = state.editor.removal;
      if (removal.status === 'deleting') {
        state.editor.removal = {
          status: 'asking',
          groupId: removal.groupId,
          name: removal.name,
          error: action.payload,
        };
      }
    },

    /** A group was moved: its new place, for screen readers. */
    groupMoveAnnounced: (
      state,
      action: PayloadAction<{ name: string; position: number; count: number }>,
    ) => {
      if (state.editor.status !== 'open') return;
      state.editor.announcement = {
        kind: 'moved',
        ...action.payload,
        serial: nextSerial(state.editor.announcement),
      };
    },
    /** The server refused a move: the old order is back, and the merchant is told why. */
    groupMoveFailed: (state, action: PayloadAction<{ name: string; error: string }>) => {
      if (state.editor.status !== 'open') return;
      state.editor.announcement = {
        kind: 'moveFailed',
        ...action.payload,
        serial: nextSerial(state.editor.announcement),
      };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(storePageLeft, () => initialOptionFormsState);
  },
  selectors: {
    selectOptionEditor: (state) => state.editor,
  },
});

export const {
  choicesOpened,
  choicesClosed,
  groupFormOpened,
  groupFormClosed,
  groupFormInvalid,
  groupSubmitted,
  groupSaved,
  groupSaveFailed,
  groupRemovalAsked,
  groupRemovalDismissed,
  groupRemovalConfirmed,
  groupRemovalDone,
  groupRemovalFailed,
  groupMoveAnnounced,
  groupMoveFailed,
} = optionFormsSlice.actions;
export const optionFormsReducer = optionFormsSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof optionFormsSlice> {}
}

export const { selectOptionEditor } = optionFormsSlice.injectInto(rootReducer).selectors;
