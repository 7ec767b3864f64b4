import {
  codeRefusedLocally,
  customerLoginLeft,
  customerLoginReducer,
  nameRefused,
  nameRefusedLocally,
  nameRequested,
  nameSaved,
  otpNotSent,
  otpRequested,
  otpSent,
  phoneRefused,
  resendRequested,
  resendTicked,
  signInRefused,
  signInRequested,
  signInSucceeded,
  type CustomerLoginState,
} from './customerLoginSlice';

const challenge = { phone: '09420000004', sandboxCode: '482913' };
const entering: CustomerLoginState = { status: 'enteringPhone', problem: null };
const sending: CustomerLoginState = { status: 'sending' };
const sent: CustomerLoginState = { status: 'codeSent', challenge, resendIn: 60, problem: null };
const ready: CustomerLoginState = { status: 'codeSent', challenge, resendIn: 0, problem: null };
const signingIn: CustomerLoginState = { status: 'signingIn', challenge, resendIn: 60 };
const resending: CustomerLoginState = { status: 'resending', challenge };
const naming: CustomerLoginState = { status: 'naming', problem: null };
type Event = Parameters<typeof customerLoginReducer>[1];

describe('customerLogin transitions', () => {
  it.each<[string, CustomerLoginState, Event, CustomerLoginState]>([
    [
      'entering + phone refused',
      entering,
      phoneRefused({ kind: 'phoneRequired' }),
      { status: 'enteringPhone', problem: { kind: 'phoneRequired' } },
    ],
    ['entering + requested', entering, otpRequested(), sending],
    [
      'sending + sent',
      sending,
      otpSent({ phone: challenge.phone, sandboxCode: '482913', resendIn: 60 }),
      sent,
    ],
    [
      'sending + not sent',
      sending,
      otpNotSent({ kind: 'smsFailed' }),
      { status: 'enteringPhone', problem: { kind: 'smsFailed' } },
    ],
    ['code sent + tick', sent, resendTicked(), { ...sent, resendIn: 59 }],
    [
      'code sent + code refused here',
      sent,
      codeRefusedLocally({ kind: 'otpIncomplete' }),
      { ...sent, problem: { kind: 'otpIncomplete' } },
    ],
    ['code sent + sign in', sent, signInRequested(), signingIn],
    [
      'signing in + refused',
      signingIn,
      signInRefused({ kind: 'invalid', triesLeft: 4 }),
      { ...sent, problem: { kind: 'invalid', triesLeft: 4 } },
    ],
    [
      'signing in + signed in, named',
      signingIn,
      signInSucceeded({ named: true }),
      { status: 'done' },
    ],
    ['signing in + signed in, no name', signingIn, signInSucceeded({ named: false }), naming],
    ['ready + resend', ready, resendRequested(), resending],
    [
      'resending + sent',
      resending,
      otpSent({ phone: challenge.phone, sandboxCode: '111111', resendIn: 60 }),
      { ...sent, challenge: { ...challenge, sandboxCode: '111111' } },
    ],
    [
      'resending + too soon',
      resending,
      otpNotSent({ kind: 'resendTooSoon', seconds: 20 }),
      { ...ready, resendIn: 20, problem: { kind: 'resendTooSoon', seconds: 20 } },
    ],
    [
      'naming + refused here',
      naming,
      nameRefusedLocally('nameRequired'),
      { status: 'naming', problem: 'nameRequired' },
    ],
    ['naming + requested', naming, nameRequested(), { status: 'savingName' }],
    ['saving + saved', { status: 'savingName' }, nameSaved(), { status: 'done' }],
    [
      'saving + refused',
      { status: 'savingName' },
      nameRefused(),
      { status: 'naming', problem: 'failed' },
    ],
    ['code sent + left', sent, customerLoginLeft(), entering],
  ])('%s', (_name, from, event, to) => {
    expect(customerLoginReducer(from, event)).toEqual(to);
  });

  it.each<[string, CustomerLoginState, Event]>([
    ['sending + requested again', sending, otpRequested()],
    ['code sent (waiting) + resend', sent, resendRequested()],
    ['ready + tick', ready, resendTicked()],
    ['entering + sign in', entering, signInRequested()],
    ['code sent + signed in', sent, signInSucceeded({ named: true })],
    ['naming + saved', naming, nameSaved()],
    ['signing in + sent', signingIn, otpSent({ phone: 'x', sandboxCode: null, resendIn: 1 })],
  ])('%s changes nothing', (_name, from, event) => {
    expect(customerLoginReducer(from, event)).toBe(from);
  });
});
