import { checkResetForm, fieldOfProblem } from './passwordResetRules';

const valid = { otp: '482913', password: 'Monsoon-tea-2026', confirmation: 'Monsoon-tea-2026' };

describe('checkResetForm', () => {
  it.each([
    ['nothing wrong', valid, null],
    ['a code typed in Myanmar digits', { ...valid, otp: '၄၈၂၉၁၃' }, null],
    ['no code', { ...valid, otp: ' ' }, { kind: 'otpRequired' }],
    ['five digits', { ...valid, otp: '48291' }, { kind: 'otpIncomplete' }],
    [
      'a password of 7 characters',
      { ...valid, password: 'abcdefg', confirmation: 'abcdefg' },
      { kind: 'passwordTooShort' },
    ],
    [
      'a password of 129 characters',
      { ...valid, password: 'a'.repeat(129), confirmation: 'a'.repeat(129) },
      { kind: 'passwordTooLong' },
    ],
    [
      'a password of 8 characters',
      { ...valid, password: 'abcdefgh', confirmation: 'abcdefgh' },
      null,
    ],
    [
      'a confirmation that differs',
      { ...valid, confirmation: 'other' },
      { kind: 'passwordsDoNotMatch' },
    ],
  ])('%s', (_name, form, problem) => {
    expect(checkResetForm(form)).toEqual(problem);
  });
});

describe('fieldOfProblem', () => {
  it('puts each problem under its field, the rest above the button', () => {
    expect(fieldOfProblem({ kind: 'noAccount' })).toBe('phone');
    expect(fieldOfProblem({ kind: 'invalid', triesLeft: 3 })).toBe('otp');
    expect(fieldOfProblem({ kind: 'passwordTooShort' })).toBe('password');
    expect(fieldOfProblem({ kind: 'passwordsDoNotMatch' })).toBe('confirmation');
    expect(fieldOfProblem({ kind: 'rateLimited', seconds: 60 })).toBeNull();
    expect(fieldOfProblem({ kind: 'busy' })).toBeNull();
  });
});
