import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/store';
import type { QueueFilter } from './adminDesignsApi';

/** The designer's steps asked in a dialog: the consultation's note, publishing, delivering. */
export type DesignerStep = 'consultation' | 'publish' | 'deliver';

/**
 * What the designer is doing on the open request, one thing at a time: a step's dialog (edited,
 * with what the last attempt said, or being sent), a file uploading, a file being removed.
 */
export type DesignerAction =
  | { status: 'idle' }
  | { status: 'editing'; step: DesignerStep; requestId: number; error: string | null }
  | { status: 'sending'; step: DesignerStep; requestId: number }
  | { status: 'uploading'; requestId: number; name: string }
  | { status: 'removing'; requestId: number; fileId: number; name: string };

/** What the last step did, said once above the request's steps. */
export type DesignerNotice =
  | { kind: 'done'; step: DesignerStep }
  | { kind: 'uploaded'; name: string }
  | { kind: 'removed'; name: string }
  | { kind: 'failed'; message: string };

export interface AdminDesignsState {
  /** The queue shows the requests waiting for a designer, or every one. */
  filter: QueueFilter;
  action: DesignerAction;
  notice: DesignerNotice | null;
}

export const initialAdminDesignsState: AdminDesignsState = {
  filter: 'waiting',
  action: { status: 'idle' },
  notice: null,
};

export const adminDesignsSlice = createSlice({
  name: 'adminDesigns',
  initialState: initialAdminDesignsState,
  reducers: {
    filterChosen: (state, action: PayloadAction<QueueFilter>) => {
      state.filter = action.payload;
    },
    /** A request opened: what was said of another one is no longer shown. */
    designOpened: (state, _action: PayloadAction<number>) => {
      if (state.action.status !== 'idle') return;
      state.notice = null;
    },
    stepOpened: (state, action: PayloadAction<{ step: DesignerStep; requestId: number }>) => {
      if (state.action.status !== 'idle') return;
      state.action = { status: 'editing', ...action.payload, error: null };
      state.notice = null;
    },
    stepSent: (state) => {
      const { action } = state;
      if (action.status !== 'editing') return;
      state.action = { status: 'sending', step: action.step, requestId: action.requestId };
    },
    /** Refused: the dialog stays open with the server's words (or the form's). */
    stepRefused: (state, action: PayloadAction<string>) => {
      const current = state.action;
      if (current.status !== 'sending' && current.status !== 'editing') return;
      state.action = {
        status: 'editing',
        step: current.step,
        requestId: current.requestId,
        error: action.payload,
      };
    },
    stepDone: (state) => {
      if (state.action.status !== 'sending') return;
      state.notice = { kind: 'done', step: state.action.step };
      state.action = { status: 'idle' };
    },
    uploadStarted: (state, action: PayloadAction<{ requestId: number; name: string }>) => {
      if (state.action.status !== 'idle') return;
      state.action = { status: 'uploading', ...action.payload };
      state.notice = null;
    },
    /** The file is stored (null), or refused with the server's words. */
    uploadEnded: (state, action: PayloadAction<string | null>) => {
      if (state.action.status !== 'uploading') return;
      state.notice =
        action.payload === null
          ? { kind: 'uploaded', name: state.action.name }
          : { kind: 'failed', message: action.payload };
      state.action = { status: 'idle' };
    },
    /** 'Upload' without a file: nothing is sent. */
    uploadMissing: (state, action: PayloadAction<string>) => {
      if (state.action.status !== 'idle') return;
      state.notice = { kind: 'failed', message: action.payload };
    },
    removalStarted: (
      state,
      action: PayloadAction<{ requestId: number; fileId: number; name: string }>,
    ) => {
      if (state.action.status !== 'idle') return;
      state.action = { status: 'removing', ...action.payload };
      state.notice = null;
    },
    removalEnded: (state, action: PayloadAction<string | null>) => {
      if (state.action.status !== 'removing') return;
      state.notice =
        action.payload === null
          ? { kind: 'removed', name: state.action.name }
          : { kind: 'failed', message: action.payload };
      state.action = { status: 'idle' };
    },
    /** Cancel, Escape or the close button; a step being sent waits for its answer. */
    dialogClosed: (state) => {
      if (state.action.status === 'editing') state.action = { status: 'idle' };
    },
  },
  selectors: {
    selectAdminDesigns: (state): AdminDesignsState => state,
  },
});

export const {
  filterChosen,
  designOpened,
  stepOpened,
  stepSent,
  stepRefused,
  stepDone,
  uploadStarted,
  uploadEnded,
  uploadMissing,
  removalStarted,
  removalEnded,
  dialogClosed,
} = adminDesignsSlice.actions;

declare module '../../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof adminDesignsSlice> {}
}

export const { selectAdminDesigns } = adminDesignsSlice.injectInto(rootReducer).selectors;
