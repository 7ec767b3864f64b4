/**
 * How a login call's result reads to the merchant. Pure: the
 * session to sign in, or the message to show.
 */
import { readApiError, type ApiCallError } from '../../api/apiError';
import type { SignedInPayload } from '../../shared/session/sessionSlice';
import { loginMessages as m } from './messages';

export type LoginOutcome =
  { kind: 'succeeded'; session: SignedInPayload } | { kind: 'failed'; error: string };

export type LoginResult =
  { data: unknown; error?: undefined } | { data?: undefined; error: ApiCallError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The message of a failed call: the server's, else the request's own, else none. */
function errorMessage(error: ApiCallError): string | undefined {
  const failure = readApiError(error);
  switch (failure.kind) {
    case 'answered':
      return failure.message ?? undefined;
    case 'unreadable':
      return `Request failed with status code ${failure.status}`;
    default:
      return failure.reason ?? undefined;
  }
}

/**
 * No token in the answer: 'Login failed:: Token not received'. A failed call: 'Login failed: '
 * plus its message, else 'Invalid credentials'.
 */
export function readLoginResult(result: LoginResult): LoginOutcome {
  if (result.error !== undefined) {
    const message = errorMessage(result.error);
    return { kind: 'failed', error: message ? m.failedWith(message) : m.invalidCredentials };
  }
  const body = isRecord(result.data) ? result.data : {};
  const token = nonEmptyText(body.token);
  if (!token) return { kind: 'failed', error: m.tokenNotReceived };
  return {
    kind: 'succeeded',
    session: {
      token,
      // The session keeps only the known fields and defaults username to name.
      user: isRecord(body.user) ? body.user : {},
      merchantUser: isRecord(body.merchantUser) ? body.merchantUser : null,
    },
  };
}
