/**
 * How a login call's result reads to the merchant. Pure: the
 * session to sign in, or the message to show.
 */
import { readApiError, type ApiCallError } from '../../api/apiError';
import type { SignedInPayload } from '../../shared/session/sessionSlice';
import { translatorFor } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/translate';

export type LoginOutcome =
  { kind: 'succeeded'; session: SignedInPayload } | { kind: 'failed'; error: string };

export type LoginResult =
  { data: unknown; error?: undefined } | { data?: undefined; error: ApiCallError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The message of a failed call: the server's, else the request's own, else none. */
function errorMessage(error: ApiCallError, t: Translate): string | undefined {
  const failure = readApiError(error);
  switch (failure.kind) {
    case 'answered':
      return failure.message ?? undefined;
    case 'unreadable':
      return t('login.requestFailed', { status: failure.status });
    default:
      return failure.reason ?? undefined;
  }
}

/**
 * No token in the answer: 'Login failed:: Token not received'. A failed call: 'Login failed: '
 * plus its message, else 'Invalid credentials'.
 */
export function readLoginResult(
  result: LoginResult,
  t: Translate = translatorFor('en'),
): LoginOutcome {
  if (result.error !== undefined) {
    const message = errorMessage(result.error, t);
    return {
      kind: 'failed',
      error: message ? t('login.failedWith', { message }) : t('login.invalidCredentials'),
    };
  }
  const body = isRecord(result.data) ? result.data : {};
  const token = nonEmptyText(body.token);
  if (!token) return { kind: 'failed', error: t('login.tokenNotReceived') };
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
