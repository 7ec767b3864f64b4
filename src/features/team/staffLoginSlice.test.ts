import {
  codeRefusedLocally,
  otpNotSent,
  otpRequested,
  otpSent,
  phoneRefused,
  resendRequested,
  resendTicked,
  signInRefused,
  signInRequested,
  signInSucceeded,
  staffLoginLeft,
  staffLoginSlice,
  type StaffLoginState,
} from './staffLoginSlice';

const reduce = (state: StaffLoginState, ...actions: Array<{ type: string }>) =>
  actions.reduce((s, a) => staffLoginSlice.reducer(s, a as never), state);
const start: StaffLoginState = { status: 'enteringPhone', problem: null };
const phone = '09790000011';
const sent = otpSent({ phone, sandboxCode: '123456', resendIn: 60 });
const codeSent: StaffLoginState = {
  status: 'codeSent',
  challenge: { phone, sandboxCode: '123456' },
  resendIn: 60,
  problem: null,
};

describe('a team member’s sign-in, as a state machine', () => {
  it('goes phone → sending → code sent → signing in → done', () => {
    expect(reduce(start, otpRequested())).toEqual({ status: 'sending' });
    expect(reduce(start, otpRequested(), sent)).toEqual(codeSent);
    expect(reduce(codeSent, signInRequested())).toEqual({
      status: 'signingIn',
      challenge: { phone, sandboxCode: '123456' },
      resendIn: 60,
    });
    expect(reduce(codeSent, signInRequested(), signInSucceeded())).toEqual({ status: 'done' });
  });

  it('keeps a wrong code on the code, with the tries left', () => {
    const wrong = { kind: 'invalid', triesLeft: 4 } as const;
    expect(reduce(codeSent, signInRequested(), signInRefused(wrong))).toEqual({
      ...codeSent,
      problem: wrong,
    });
  });

  it('takes a phone on no team back to the phone, saying so', () => {
    expect(reduce(codeSent, signInRequested(), signInRefused({ kind: 'notAccountPhone' }))).toEqual(
      { status: 'enteringPhone', problem: { kind: 'notAccountPhone' } },
    );
  });

  it('refuses an empty phone before sending, and a code that could not be sent', () => {
    expect(reduce(start, phoneRefused({ kind: 'phoneRequired' }))).toEqual({
      status: 'enteringPhone',
      problem: { kind: 'phoneRequired' },
    });
    expect(reduce(start, otpRequested(), otpNotSent({ kind: 'smsFailed' }))).toEqual({
      status: 'enteringPhone',
      problem: { kind: 'smsFailed' },
    });
  });

  it('counts the resend wait down, and resends only once it is over', () => {
    expect(reduce(codeSent, resendRequested())).toEqual(codeSent);
    const waited = reduce({ ...codeSent, resendIn: 1 }, resendTicked());
    expect(waited).toEqual({ ...codeSent, resendIn: 0 });
    expect(reduce(waited, resendRequested())).toEqual({
      status: 'resending',
      challenge: { phone, sandboxCode: '123456' },
    });
    expect(
      reduce(waited, resendRequested(), otpNotSent({ kind: 'resendTooSoon', seconds: 30 })),
    ).toEqual({ ...codeSent, resendIn: 30, problem: { kind: 'resendTooSoon', seconds: 30 } });
  });

  it('ignores events that do not belong to the state it is in', () => {
    expect(reduce(start, signInSucceeded(), resendTicked(), signInRequested())).toEqual(start);
    expect(reduce(codeSent, codeRefusedLocally({ kind: 'otpRequired' }))).toEqual({
      ...codeSent,
      problem: { kind: 'otpRequired' },
    });
    expect(reduce(codeSent, staffLoginLeft())).toEqual(start);
  });
});
