import type { MemberRole } from '@contract/staff';
import type { AppThunk } from '../../app/store';
import type { ApiCallError } from '../../api/apiError';
import { translatorOfState } from '../../i18n/stateTranslator';
import { readCallFailureWith, type CallFailure } from '../../shared/forms/callFailure';
import { selectMerchantId } from '../../shared/session/sessionSlice';
import { teamApi } from './teamApi';
import {
  changeRefused,
  changeSent,
  inviteRefused,
  inviteSent,
  memberChanged,
  memberInvited,
  memberRemoved,
  removalConfirmed,
  removalRefused,
  selectTeamDialog,
} from './teamSlice';

/** What the form fills in: a cashier's branch, or null for every branch (and for a manager). */
export interface MemberForm {
  role: MemberRole;
  branchId: number | null;
}

export interface InviteForm extends MemberForm {
  name: string;
  phone: string;
}

/** A refusal in the reader's language: the server's words by field, else one message. */
function failureOf(error: unknown, state: unknown): CallFailure {
  const t = translatorOfState(state);
  return readCallFailureWith(error as ApiCallError, {
    noAnswer: t('team.noAnswer'),
    failedWith: (code) => t('team.failedWith', { status: code }),
    unknown: t('team.unknownError'),
  });
}

/** A refusal's form: the field errors, and the message only when no field says it. */
const refusal = ({ fieldErrors, message }: CallFailure) => ({
  fieldErrors,
  error: Object.keys(fieldErrors).length > 0 ? null : message,
});

/** 'Invite': a name is asked for here; the server decides the rest (phone, room, branch). */
export const inviteMember =
  (form: InviteForm): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    if (merchantId === null || selectTeamDialog(getState()).status !== 'inviting') return;
    const name = form.name.trim();
    if (name === '') {
      const t = translatorOfState(getState());
      dispatch(inviteRefused({ fieldErrors: { name: t('team.nameRequired') }, error: null }));
      return;
    }
    dispatch(inviteSent());
    const request = dispatch(
      teamApi.endpoints.inviteMember.initiate({
        merchantId,
        body: {
          name,
          phone: form.phone,
          role: form.role,
          branch_id: form.role === 'cashier' ? form.branchId : null,
        },
      }),
    );
    try {
      const member = await request.unwrap();
      dispatch(memberInvited({ name: member.name, phone: member.phone }));
    } catch (error) {
      const failure = failureOf(error, getState());
      if (failure.unauthorized) return;
      dispatch(inviteRefused(refusal(failure)));
    } finally {
      request.reset();
    }
  };

/** 'Save' in the change dialog: the member's new role (and a cashier's branch). */
export const changeMember =
  (form: MemberForm): AppThunk =>
  async (dispatch, getState) => {
    const merchantId = selectMerchantId(getState());
    const dialog = selectTeamDialog(getState());
    if (merchantId === null || dialog.status !== 'changing') return;
    dispatch(changeSent());
    const request = dispatch(
      teamApi.endpoints.changeMember.initiate({
        merchantId,
        memberId: dialog.target.memberId,
        body: { role: form.role, branch_id: form.role === 'cashier' ? form.branchId : null },
      }),
    );
    try {
      const member = await request.unwrap();
      dispatch(memberChanged({ role: member.role === 'manager' ? 'manager' : 'cashier' }));
    } catch (error) {
      const failure = failureOf(error, getState());
      if (failure.unauthorized) return;
      dispatch(changeRefused(refusal(failure)));
    } finally {
      request.reset();
    }
  };

/** 'Remove', confirmed: the member's sessions end on the server at once. */
export const removeMember = (): AppThunk => async (dispatch, getState) => {
  const merchantId = selectMerchantId(getState());
  const dialog = selectTeamDialog(getState());
  if (merchantId === null || dialog.status !== 'confirmingRemoval') return;
  dispatch(removalConfirmed());
  const request = dispatch(
    teamApi.endpoints.removeMember.initiate({ merchantId, memberId: dialog.target.memberId }),
  );
  try {
    await request.unwrap();
    dispatch(memberRemoved());
  } catch (error) {
    const failure = failureOf(error, getState());
    if (failure.unauthorized) return;
    dispatch(removalRefused(failure.message));
  } finally {
    request.reset();
  }
};
