import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CreateDesignRequest } from '@contract/designs';
import { unauthorized } from '../../api/events';
import { rootReducer } from '../../app/store';
import {
  attemptFor,
  submitted,
  type Attempt,
  type SubmittedPayload,
} from '../../shared/forms/attempt';
import type { FieldErrors } from '../../shared/forms/callFailure';

/** What a brief sends, and its logo told apart from another (`logoSignature`). */
export interface BriefBody {
  request: CreateDesignRequest;
  logo: string | null;
}

/**
 * The page's one dialog at a time: the brief of a new request, the comment of a revision, the
 * question before accepting a draft; each edited (with what the last attempt said) or being sent.
 */
export type DesignsDialog =
  | { status: 'closed' }
  | { status: 'briefing'; fieldErrors: FieldErrors; error: string | null }
  | { status: 'sendingBrief' }
  | { status: 'revising'; requestId: number; fieldErrors: FieldErrors; error: string | null }
  | { status: 'sendingRevision'; requestId: number }
  | { status: 'confirmingAccept'; requestId: number; error: string | null }
  | { status: 'accepting'; requestId: number };

/** A one-press step of the open request under way: picking a draft, or the stamp card. */
export type DesignsStep =
  | { status: 'idle' }
  | { status: 'picking'; requestId: number; fileId: number }
  | { status: 'applying'; requestId: number };

/** What the last step did, said once above the request. */
export type DesignsNotice =
  | { kind: 'requested'; requestId: number }
  | { kind: 'revisionAsked' }
  | { kind: 'accepted' }
  | { kind: 'applied' }
  | { kind: 'failed'; message: string };

export interface DesignsState {
  /** Closed, open, or replaced by the session-expired screen (a call answered 401 while open). */
  page: 'closed' | 'open' | 'sessionExpired';
  /** The request whose detail is open, if any. */
  opened: number | null;
  dialog: DesignsDialog;
  step: DesignsStep;
  notice: DesignsNotice | null;
  /** The last brief sent and its Idempotency-Key: sending the same again makes no second request. */
  attempt: Attempt<BriefBody> | null;
}

export interface RefusedPayload {
  fieldErrors: FieldErrors;
  error: string | null;
}

export const initialDesignsState: DesignsState = {
  page: 'closed',
  opened: null,
  dialog: { status: 'closed' },
  step: { status: 'idle' },
  notice: null,
  attempt: null,
};

export const designsSlice = createSlice({
  name: 'designs',
  initialState: initialDesignsState,
  reducers: {
    designsPageOpened: (state) => {
      if (state.page === 'closed') state.page = 'open';
    },
    briefOpened: (state) => {
      if (state.dialog.status !== 'closed') return;
      state.dialog = { status: 'briefing', fieldErrors: {}, error: null };
      state.notice = null;
    },
    briefSent: {
      reducer: (state, action: PayloadAction<SubmittedPayload<BriefBody>>) => {
        if (state.dialog.status !== 'briefing') return;
        state.dialog = { status: 'sendingBrief' };
        state.attempt = attemptFor(state.attempt, action.payload.body, action.payload.freshKey);
      },
      prepare: submitted<BriefBody>(),
    },
    briefRefused: (state, action: PayloadAction<RefusedPayload>) => {
      if (state.dialog.status === 'sendingBrief' || state.dialog.status === 'briefing') {
        state.dialog = { status: 'briefing', ...action.payload };
      }
    },
    /** The brief was taken: the new request opens. */
    designRequested: (state, action: PayloadAction<number>) => {
      if (state.dialog.status !== 'sendingBrief') return;
      state.dialog = { status: 'closed' };
      state.attempt = null;
      state.opened = action.payload;
      state.notice = { kind: 'requested', requestId: action.payload };
    },
    requestOpened: (state, action: PayloadAction<number>) => {
      if (state.dialog.status !== 'closed' || state.step.status !== 'idle') return;
      if (state.opened !== action.payload) state.notice = null;
      state.opened = action.payload;
    },
    requestClosed: (state) => {
      if (state.dialog.status !== 'closed' || state.step.status !== 'idle') return;
      state.opened = null;
      state.notice = null;
    },
    draftPickStarted: (state, action: PayloadAction<number>) => {
      if (state.opened === null || state.step.status !== 'idle') return;
      if (state.dialog.status !== 'closed') return;
      state.step = { status: 'picking', requestId: state.opened, fileId: action.payload };
      state.notice = null;
    },
    /** The pick is saved (null), or refused with the server's words. */
    draftPickEnded: (state, action: PayloadAction<string | null>) => {
      if (state.step.status !== 'picking') return;
      state.step = { status: 'idle' };
      if (action.payload !== null) state.notice = { kind: 'failed', message: action.payload };
    },
    revisionOpened: (state) => {
      if (state.opened === null || state.dialog.status !== 'closed') return;
      if (state.step.status !== 'idle') return;
      state.dialog = { status: 'revising', requestId: state.opened, fieldErrors: {}, error: null };
      state.notice = null;
    },
    revisionSent: (state) => {
      if (state.dialog.status !== 'revising') return;
      state.dialog = { status: 'sendingRevision', requestId: state.dialog.requestId };
    },
    revisionRefused: (state, action: PayloadAction<RefusedPayload>) => {
      const { dialog } = state;
      if (dialog.status === 'sendingRevision' || dialog.status === 'revising') {
        state.dialog = { status: 'revising', requestId: dialog.requestId, ...action.payload };
      }
    },
    revisionAsked: (state) => {
      if (state.dialog.status !== 'sendingRevision') return;
      state.dialog = { status: 'closed' };
      state.notice = { kind: 'revisionAsked' };
    },
    acceptOpened: (state) => {
      if (state.opened === null || state.dialog.status !== 'closed') return;
      if (state.step.status !== 'idle') return;
      state.dialog = { status: 'confirmingAccept', requestId: state.opened, error: null };
      state.notice = null;
    },
    acceptConfirmed: (state) => {
      if (state.dialog.status !== 'confirmingAccept') return;
      state.dialog = { status: 'accepting', requestId: state.dialog.requestId };
    },
    acceptRefused: (state, action: PayloadAction<string>) => {
      if (state.dialog.status !== 'accepting') return;
      state.dialog = {
        status: 'confirmingAccept',
        requestId: state.dialog.requestId,
        error: action.payload,
      };
    },
    draftAccepted: (state) => {
      if (state.dialog.status !== 'accepting') return;
      state.dialog = { status: 'closed' };
      state.notice = { kind: 'accepted' };
    },
    stampCardStarted: (state) => {
      if (state.opened === null || state.step.status !== 'idle') return;
      if (state.dialog.status !== 'closed') return;
      state.step = { status: 'applying', requestId: state.opened };
      state.notice = null;
    },
    /** The design is on the stamp card (null), or why not in the server's words. */
    stampCardEnded: (state, action: PayloadAction<string | null>) => {
      if (state.step.status !== 'applying') return;
      state.step = { status: 'idle' };
      state.notice =
        action.payload === null ? { kind: 'applied' } : { kind: 'failed', message: action.payload };
    },
    /** Cancel, Escape or the close button; a dialog being sent waits for its answer. */
    dialogClosed: (state) => {
      const { status } = state.dialog;
      if (status === 'briefing' || status === 'revising' || status === 'confirmingAccept') {
        state.dialog = { status: 'closed' };
      }
    },
    designsPageLeft: () => initialDesignsState,
  },
  extraReducers: (builder) => {
    builder.addCase(unauthorized, (state) => {
      if (state.page === 'open') state.page = 'sessionExpired';
    });
  },
  selectors: {
    selectDesigns: (state): DesignsState => state,
    selectOpenedDesign: (state): number | null => state.opened,
    selectDesignsDialog: (state): DesignsDialog => state.dialog,
    selectIsDesignsSessionExpired: (state): boolean => state.page === 'sessionExpired',
  },
});

export const {
  designsPageOpened,
  briefOpened,
  briefSent,
  briefRefused,
  designRequested,
  requestOpened,
  requestClosed,
  draftPickStarted,
  draftPickEnded,
  revisionOpened,
  revisionSent,
  revisionRefused,
  revisionAsked,
  acceptOpened,
  acceptConfirmed,
  acceptRefused,
  draftAccepted,
  stampCardStarted,
  stampCardEnded,
  dialogClosed,
  designsPageLeft,
} = designsSlice.actions;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof designsSlice> {}
}

export const {
  selectDesigns,
  selectOpenedDesign,
  selectDesignsDialog,
  selectIsDesignsSessionExpired,
} = designsSlice.injectInto(rootReducer).selectors;
