import type { OtpProblem } from './otpProblems';

/** A code the server sent, for the phone it went to (any purpose: verification, reset). */
export interface OtpChallenge {
  /** The phone the code went to (the server's spelling); the phone field is locked to it. */
  phone: string;
  /**
   * The code itself, only in sandbox mode (the server sends no SMS and answers with the code,
   * which the screen shows). Never the code the person typed.
   */
  sandboxCode: string | null;
  /** Seconds before 'Resend OTP' may be pressed. */
  resendIn: number;
}

/**
 * The challenge as a refusal leaves it: 'sent too soon' takes the server's wait; an SMS that was
 * late may still arrive, so its code is no longer shown and the server's wait is taken; any other
 * refusal leaves the challenge as it was.
 */
export function challengeAfterRefusal(challenge: OtpChallenge, problem: OtpProblem): OtpChallenge {
  switch (problem.kind) {
    case 'resendTooSoon':
      return { ...challenge, resendIn: problem.seconds };
    case 'smsSlow':
      return { ...challenge, sandboxCode: null, resendIn: problem.resendIn };
    default:
      return challenge;
  }
}

/** A second of the resend wait passed (the same challenge once the wait is over). */
export function challengeTicked(challenge: OtpChallenge): OtpChallenge {
  return challenge.resendIn <= 0 ? challenge : { ...challenge, resendIn: challenge.resendIn - 1 };
}
