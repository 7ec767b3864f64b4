import {
  changeOpened,
  changeRefused,
  changeSent,
  dialogClosed,
  inviteOpened,
  inviteRefused,
  inviteSent,
  memberChanged,
  memberInvited,
  memberRemoved,
  removalAsked,
  removalConfirmed,
  removalRefused,
  teamPageLeft,
  teamSlice,
  type TeamState,
} from './teamSlice';

const reduce = (state: TeamState, ...actions: Array<{ type: string }>) =>
  actions.reduce((s, a) => teamSlice.reducer(s, a as never), state);
const closed: TeamState = { dialog: { status: 'closed' }, notice: null };
const zaw = { memberId: 5, name: 'Ko Zaw' };

describe('the team page’s dialogs, as a state machine', () => {
  it('invites: open → sending → closed with a notice', () => {
    const open = reduce(closed, inviteOpened());
    expect(open.dialog).toEqual({ status: 'inviting', fieldErrors: {}, error: null });
    expect(reduce(open, inviteSent()).dialog).toEqual({ status: 'sendingInvite' });
    expect(
      reduce(open, inviteSent(), memberInvited({ name: 'Ma Hla', phone: '09790000012' })),
    ).toEqual({
      dialog: { status: 'closed' },
      notice: { kind: 'invited', name: 'Ma Hla', phone: '09790000012' },
    });
  });

  it('keeps a refused invitation open with what the server said', () => {
    const refused = reduce(
      closed,
      inviteOpened(),
      inviteSent(),
      inviteRefused({ fieldErrors: { phone: 'Your plan allows 2 people' }, error: null }),
    );
    expect(refused.dialog).toEqual({
      status: 'inviting',
      fieldErrors: { phone: 'Your plan allows 2 people' },
      error: null,
    });
  });

  it('changes a role, keeping a refusal in the dialog', () => {
    const open = reduce(closed, changeOpened(zaw));
    expect(open.dialog).toEqual({ status: 'changing', target: zaw, fieldErrors: {}, error: null });
    expect(
      reduce(open, changeSent(), changeRefused({ fieldErrors: {}, error: 'No' })).dialog,
    ).toEqual({ status: 'changing', target: zaw, fieldErrors: {}, error: 'No' });
    expect(reduce(open, changeSent(), memberChanged({ role: 'manager' }))).toEqual({
      dialog: { status: 'closed' },
      notice: { kind: 'changed', name: 'Ko Zaw', role: 'manager' },
    });
  });

  it('removes only after the question is answered', () => {
    const asked = reduce(closed, removalAsked(zaw));
    expect(asked.dialog).toEqual({ status: 'confirmingRemoval', target: zaw, error: null });
    expect(reduce(asked, removalConfirmed(), removalRefused('Not found')).dialog).toEqual({
      status: 'confirmingRemoval',
      target: zaw,
      error: 'Not found',
    });
    expect(reduce(asked, removalConfirmed(), memberRemoved())).toEqual({
      dialog: { status: 'closed' },
      notice: { kind: 'removed', name: 'Ko Zaw' },
    });
  });

  it('opens one dialog at a time, and a dialog being sent waits for its answer', () => {
    const inviting = reduce(closed, inviteOpened());
    expect(reduce(inviting, removalAsked(zaw))).toEqual(inviting);
    const sending = reduce(inviting, inviteSent());
    expect(reduce(sending, dialogClosed())).toEqual(sending);
    expect(reduce(inviting, dialogClosed())).toEqual(closed);
    expect(reduce(sending, teamPageLeft())).toEqual(closed);
  });

  it('clears the last notice when a new dialog opens', () => {
    const done = reduce(closed, removalAsked(zaw), removalConfirmed(), memberRemoved());
    expect(reduce(done, inviteOpened()).notice).toBeNull();
  });
});
