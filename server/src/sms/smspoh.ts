/**
 * SMSPoh (a Myanmar SMS gateway), through its v2 JSON API:
 * `POST {base}/api/v2/send` with `Authorization: Bearer <key>` and `{to, message, sender}`.
 * Any 2xx answer is a message accepted; any other status, a network failure or a body saying
 * `status: false` is a refusal; no answer within the time-out is a time-out (the message may
 * still go). The message text (it holds the code) and the key are never put in an error.
 */
import { SmsError, type SmsProvider } from './provider';

export interface SmsPohOptions {
  apiKey: string;
  baseUrl: string;
  sender: string | undefined;
  timeoutMs: number;
}

/** True when a 2xx body says the message was refused after all (`{"status": false, ...}`). */
function refusedInBody(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'status' in parsed
      ? parsed.status === false
      : false;
  } catch {
    return false;
  }
}

export function createSmsPoh({ apiKey, baseUrl, sender, timeoutMs }: SmsPohOptions): SmsProvider {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/v2/send`;
  return {
    name: 'smspoh',
    revealsCodes: false,
    async send(phone, text) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ to: phone, message: text, ...(sender ? { sender } : {}) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // Read by name: the abort's DOMException may come from another realm than our Error.
        const { name, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
          name?: unknown;
          cause?: unknown;
        };
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new SmsError('timeout', `SMSPoh did not answer within ${timeoutMs} ms`);
        }
        throw new SmsError('rejected', `SMSPoh could not be reached: ${String(cause ?? error)}`);
      }
      let body: string;
      try {
        body = await response.text();
      } catch {
        // The headers came in time but the body did not (the same time-out covers both).
        throw new SmsError('timeout', `SMSPoh did not finish its answer within ${timeoutMs} ms`);
      }
      if (!response.ok || refusedInBody(body)) {
        throw new SmsError(
          'rejected',
          `SMSPoh refused the message with status ${response.status}`,
          response.status,
        );
      }
    },
  };
}
