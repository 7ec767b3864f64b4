/**
 * What the API asks of an SMS gateway. The sandbox (sandbox.ts) sends nothing; SMSPoh's client
 * (smspoh.ts) sends for real. Another gateway's client can replace either without touching the
 * one-time-code service or the routes.
 */

export interface SmsProvider {
  /** For the log: which provider sent (never what). */
  readonly name: string;
  /**
   * True only for the sandbox, which sends nothing: the code goes back in the send answer so that
   * the screen can show it. A real provider is false, and the code never leaves by any other way
   * than the SMS.
   */
  readonly revealsCodes: boolean;
  /**
   * Sends `text` to `phone` (the local 09… form). Resolves once the gateway accepted the message;
   * throws an `SmsError` otherwise.
   */
  send(phone: string, text: string): Promise<void>;
}

/**
 * Why a message did not go:
 * - `rejected`: the gateway answered with an error, or could not be reached: nothing was sent;
 * - `timeout`: no answer in time: the message may or may not be on its way.
 */
export type SmsFailure = 'rejected' | 'timeout';

export class SmsError extends Error {
  constructor(
    readonly failure: SmsFailure,
    message: string,
    /** The gateway's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}
