import { challengeAfterRefusal, challengeTicked, type OtpChallenge } from './otpChallenge';

const challenge: OtpChallenge = { phone: '09420012345', sandboxCode: '482913', resendIn: 0 };

describe('challengeAfterRefusal', () => {
  it("takes the server's wait when a code was asked too soon, keeping the code shown", () => {
    expect(challengeAfterRefusal(challenge, { kind: 'resendTooSoon', seconds: 42 })).toEqual({
      phone: '09420012345',
      sandboxCode: '482913',
      resendIn: 42,
    });
  });

  it('hides the code of a late SMS and takes its wait', () => {
    expect(challengeAfterRefusal(challenge, { kind: 'smsSlow', resendIn: 30 })).toEqual({
      phone: '09420012345',
      sandboxCode: null,
      resendIn: 30,
    });
  });

  it('leaves the challenge as it was for any other refusal', () => {
    expect(challengeAfterRefusal(challenge, { kind: 'invalid', triesLeft: 2 })).toBe(challenge);
    expect(challengeAfterRefusal(challenge, { kind: 'expired' })).toBe(challenge);
  });
});

describe('challengeTicked', () => {
  it('counts the resend wait down by a second, and stops at zero', () => {
    expect(challengeTicked({ ...challenge, resendIn: 2 }).resendIn).toBe(1);
    expect(challengeTicked({ ...challenge, resendIn: 1 }).resendIn).toBe(0);
    expect(challengeTicked(challenge)).toBe(challenge);
  });
});
