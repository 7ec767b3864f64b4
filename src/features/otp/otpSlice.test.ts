import type { UnknownAction } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { loggedOut } from '../../shared/session/sessionSlice';
import { generateOtp, OTP_MAX, OTP_MIN } from './otpCode';
import {
  initialOtpState,
  otpPageLeft,
  otpReducer,
  selectIsPhoneVerified,
  selectOtpError,
  sendOtpClicked,
  verifyOtpClicked,
  type OtpState,
} from './otpSlice';

const fixed = (value: number) => () => value;

const entering: OtpState = initialOtpState;
const enteringWithError: OtpState = {
  status: 'enteringPhone',
  error: 'Please enter your phone number',
};
const sent: OtpState = { status: 'codeSent', phone: '09420000001', code: '123456', error: null };
const sentMissing: OtpState = { ...sent, error: 'Please enter the OTP' };
const sentMismatch: OtpState = { ...sent, error: 'Invalid OTP. Please try again.' };
const verified: OtpState = { status: 'verified', phone: '09420000001' };

describe('generateOtp', () => {
  it('draws six digits from the random source', () => {
    expect(generateOtp(fixed(0))).toBe('100000');
    expect(generateOtp(fixed(0.5))).toBe('550000');
    expect(generateOtp(fixed(0.9999999999))).toBe('999999');
  });

  it('stays within 100000 to 999999 for any random value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (r) => {
        const code = Number(generateOtp(fixed(r)));
        return Number.isInteger(code) && code >= OTP_MIN && code <= OTP_MAX;
      }),
    );
  });

  it('is made by the action, not the reducer', () => {
    expect(sendOtpClicked('09420000001', fixed(0.123456)).payload).toEqual({
      phone: '09420000001',
      code: '211110',
    });
    const code = sendOtpClicked('09420000001').payload.code;
    expect(code).toMatch(/^[1-9]\d{5}$/);
  });
});

describe('otp reducer (transition table)', () => {
  const send = (phone: string) => sendOtpClicked(phone, fixed(0.02716)); // code 124444
  const table: Array<[string, OtpState, UnknownAction, OtpState]> = [
    [
      'enteringPhone + sendOtpClicked: code sent, phone locked',
      entering,
      send('09420000001'),
      { status: 'codeSent', phone: '09420000001', code: '124444', error: null },
    ],
    [
      'enteringPhone + sendOtpClicked trims the phone',
      entering,
      send('  09420000001 '),
      { status: 'codeSent', phone: '09420000001', code: '124444', error: null },
    ],
    ['enteringPhone + sendOtpClicked without a phone', entering, send('  '), enteringWithError],
    [
      'enteringPhone with error + sendOtpClicked: error cleared',
      enteringWithError,
      send('09420000001'),
      { status: 'codeSent', phone: '09420000001', code: '124444', error: null },
    ],
    ['codeSent + verifyOtpClicked with the code', sent, verifyOtpClicked('123456'), verified],
    ['codeSent + verifyOtpClicked, spaces around', sent, verifyOtpClicked(' 123456 '), verified],
    ['codeSent + verifyOtpClicked empty', sent, verifyOtpClicked(''), sentMissing],
    ['codeSent + verifyOtpClicked wrong', sent, verifyOtpClicked('654321'), sentMismatch],
    ['mismatch + verifyOtpClicked empty', sentMismatch, verifyOtpClicked(' '), sentMissing],
    [
      'mismatch + verifyOtpClicked with the code',
      sentMismatch,
      verifyOtpClicked('123456'),
      verified,
    ],
    ['enteringPhone with error + pageLeft', enteringWithError, otpPageLeft(), entering],
    ['codeSent + pageLeft: start again', sent, otpPageLeft(), entering],
    ['codeSent + loggedOut', sent, loggedOut(), entering],
    ['verified + loggedOut: the flag is forgotten', verified, loggedOut(), entering],
  ];

  it.each(table)('%s', (_name, before, event, after) => {
    expect(otpReducer(before, event)).toEqual(after);
  });

  it.each<[string, OtpState, UnknownAction]>([
    ['enteringPhone + verifyOtpClicked (no code yet)', entering, verifyOtpClicked('123456')],
    ['enteringPhone + pageLeft', entering, otpPageLeft()],
    ['enteringPhone + loggedOut', entering, loggedOut()],
    ['enteringPhone with error + the same error again', enteringWithError, send('')],
    ['codeSent + sendOtpClicked (phone locked)', sent, send('09999999999')],
    ['missing + verifyOtpClicked empty again', sentMissing, verifyOtpClicked('')],
    ['verified + sendOtpClicked', verified, send('09420000001')],
    ['verified + verifyOtpClicked', verified, verifyOtpClicked('123456')],
    ['verified + pageLeft: the flag stays', verified, otpPageLeft()],
    ['an unrelated event', sent, { type: 'login/submitted' }],
  ])('%s returns the very same state', (_name, before, event) => {
    expect(otpReducer(before, event)).toBe(before);
  });

  it('starts by asking for the phone', () => {
    expect(otpReducer(undefined, { type: '@@INIT' })).toEqual({
      status: 'enteringPhone',
      error: null,
    });
  });

  it('names its events in the past tense under otp/', () => {
    expect([sendOtpClicked.type, verifyOtpClicked.type, otpPageLeft.type]).toEqual([
      'otp/sendOtpClicked',
      'otp/verifyOtpClicked',
      'otp/pageLeft',
    ]);
  });
});

describe('otp selectors', () => {
  it.each<[string, OtpState, boolean, string | null]>([
    ['enteringPhone', entering, false, null],
    ['enteringPhone with error', enteringWithError, false, 'Please enter your phone number'],
    ['codeSent', sent, false, null],
    ['mismatch', sentMismatch, false, 'Invalid OTP. Please try again.'],
    ['verified', verified, true, null],
  ])('%s', (_name, otp, isVerified, error) => {
    expect(selectIsPhoneVerified({ otp })).toBe(isVerified);
    expect(selectOtpError({ otp })).toBe(error);
  });
});
