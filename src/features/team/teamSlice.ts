import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MemberRole } from '@contract/staff';
import { rootReducer } from '../../app/store';
import type { FieldErrors } from '../../shared/forms/callFailure';

/** The member a dialog is about. */
export interface MemberTarget {
  memberId: number;
  name: string;
}

/**
 * The team page's one dialog at a time: inviting, changing a member's role, or the question before
 * removing one; each edited (with what the last attempt said) or being sent. The page's notice
 * says what the last write did.
 */
export type TeamDialog =
  | { status: 'closed' }
  | { status: 'inviting'; fieldErrors: FieldErrors; error: string | null }
  | { status: 'sendingInvite' }
  | { status: 'changing'; target: MemberTarget; fieldErrors: FieldErrors; error: string | null }
  | { status: 'savingChange'; target: MemberTarget }
  | { status: 'confirmingRemoval'; target: MemberTarget; error: string | null }
  | { status: 'removing'; target: MemberTarget };

export type TeamNotice =
  | { kind: 'invited'; name: string; phone: string }
  | { kind: 'changed'; name: string; role: MemberRole }
  | { kind: 'removed'; name: string };

export interface TeamState {
  dialog: TeamDialog;
  notice: TeamNotice | null;
}

export interface RefusedPayload {
  fieldErrors: FieldErrors;
  error: string | null;
}

const initialState: TeamState = { dialog: { status: 'closed' }, notice: null };

export const teamSlice = createSlice({
  name: 'team',
  initialState,
  reducers: {
    inviteOpened: (state) => {
      if (state.dialog.status === 'closed') {
        state.dialog = { status: 'inviting', fieldErrors: {}, error: null };
        state.notice = null;
      }
    },
    inviteSent: (state) => {
      if (state.dialog.status === 'inviting') state.dialog = { status: 'sendingInvite' };
    },
    inviteRefused: (state, action: PayloadAction<RefusedPayload>) => {
      if (state.dialog.status === 'sendingInvite' || state.dialog.status === 'inviting') {
        state.dialog = { status: 'inviting', ...action.payload };
      }
    },
    memberInvited: (state, action: PayloadAction<{ name: string; phone: string }>) => {
      if (state.dialog.status !== 'sendingInvite') return;
      state.dialog = { status: 'closed' };
      state.notice = { kind: 'invited', ...action.payload };
    },
    changeOpened: (state, action: PayloadAction<MemberTarget>) => {
      if (state.dialog.status === 'closed') {
        state.dialog = { status: 'changing', target: action.payload, fieldErrors: {}, error: null };
        state.notice = null;
      }
    },
    changeSent: (state) => {
      if (state.dialog.status === 'changing') {
        state.dialog = { status: 'savingChange', target: state.dialog.target };
      }
    },
    changeRefused: (state, action: PayloadAction<RefusedPayload>) => {
      if (state.dialog.status === 'savingChange') {
        state.dialog = { status: 'changing', target: state.dialog.target, ...action.payload };
      }
    },
    memberChanged: (state, action: PayloadAction<{ role: MemberRole }>) => {
      if (state.dialog.status !== 'savingChange') return;
      state.notice = { kind: 'changed', name: state.dialog.target.name, role: action.payload.role };
      state.dialog = { status: 'closed' };
    },
    removalAsked: (state, action: PayloadAction<MemberTarget>) => {
      if (state.dialog.status === 'closed') {
        state.dialog = { status: 'confirmingRemoval', target: action.payload, error: null };
        state.notice = null;
      }
    },
    removalConfirmed: (state) => {
      if (state.dialog.status === 'confirmingRemoval') {
        state.dialog = { status: 'removing', target: state.dialog.target };
      }
    },
    removalRefused: (state, action: PayloadAction<string>) => {
      if (state.dialog.status === 'removing') {
        state.dialog = {
          status: 'confirmingRemoval',
          target: state.dialog.target,
          error: action.payload,
        };
      }
    },
    memberRemoved: (state) => {
      if (state.dialog.status !== 'removing') return;
      state.notice = { kind: 'removed', name: state.dialog.target.name };
      state.dialog = { status: 'closed' };
    },
    /** Cancel, Escape or the close button; a dialog being sent waits for its answer. */
    dialogClosed: (state) => {
      const { status } = state.dialog;
      if (status === 'inviting' || status === 'changing' || status === 'confirmingRemoval') {
        state.dialog = { status: 'closed' };
      }
    },
    teamPageLeft: () => initialState,
  },
  selectors: {
    selectTeamDialog: (state): TeamDialog => state.dialog,
    selectTeamNotice: (state): TeamNotice | null => state.notice,
  },
});

export const {
  inviteOpened,
  inviteSent,
  inviteRefused,
  memberInvited,
  changeOpened,
  changeSent,
  changeRefused,
  memberChanged,
  removalAsked,
  removalConfirmed,
  removalRefused,
  memberRemoved,
  dialogClosed,
  teamPageLeft,
} = teamSlice.actions;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof teamSlice> {}
}

export const { selectTeamDialog, selectTeamNotice } = teamSlice.injectInto(rootReducer).selectors;
