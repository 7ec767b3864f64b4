/**
 * How a registration call's result reads to the merchant. Pure:
 * it takes what RTK Query answered and says whether the session can be signed in, or which lines
 * of error to show.
 */
import { readApiError, type ApiCallError } from '../../api/apiError';
import type { SignedInPayload } from '../../shared/session/sessionSlice';
import { translatorFor } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/translate';
import type { RegistrationError } from './registrationSlice';

/** What the form holds when it is submitted (select values are strings until sent). */
export interface RegistrationForm {
  username: string;
  shopname: string;
  email: string;
  phone: string;
  districtId: string;
  townshipId: string;
  password: string;
  passwordConfirmation: string;
}

export type RegistrationOutcome =
  { kind: 'succeeded'; session: SignedInPayload } | { kind: 'failed'; error: RegistrationError };

export type RegistrationResult =
  { data: unknown; error?: undefined } | { data?: undefined; error: ApiCallError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const single = (line: string): RegistrationError => ({ lines: [line], fields: [] });

/**
 * An answer that reports a failure: per-field errors as lines 'field: messages joined by commas',
 * else the server's message, else 'Registration failed'.
 */
export function errorFromBody(
  body: unknown,
  t: Translate = translatorFor('en'),
): RegistrationError {
  const errors = isRecord(body)
    ? ((isRecord(body.data) ? body.data.errors : undefined) ?? body.errors)
    : undefined;
  if (isRecord(errors)) {
    const entries = Object.entries(errors);
    if (entries.length > 0) {
      return {
        lines: entries.map(
          ([field, messages]) =>
            `${field}: ${Array.isArray(messages) ? messages.join(', ') : String(messages)}`,
        ),
        fields: entries.map(([field]) => field),
      };
    }
  }
  return single(
    (isRecord(body) ? nonEmptyText(body.message) : undefined) ??
      t('registration.registrationFailed'),
  );
}

function errorFromRequest(error: ApiCallError, t: Translate): RegistrationError {
  const failure = readApiError(error);
  switch (failure.kind) {
    case 'answered':
      return errorFromBody(failure.body, t);
    case 'noAnswer':
      return single(t('registration.noResponse'));
    case 'unreadable':
      // A response came, but not JSON: a failure status has no message to show; a success
      // status has nothing usable in it.
      return single(
        failure.status >= 400
          ? t('registration.registrationFailed')
          : t('registration.invalidResponse'),
      );
    case 'failed':
      // Something threw before or after the request.
      return single(failure.reason ?? t('registration.networkError'));
  }
}

/** Reads a registration result: the session to sign in, or the error lines to show. */
export function readRegistrationResult(
  result: RegistrationResult,
  t: Translate = translatorFor('en'),
): RegistrationOutcome {
  if (result.error !== undefined)
    return { kind: 'failed', error: errorFromRequest(result.error, t) };

  const body = result.data;
  if (isRecord(body) && body.status === false)
    return { kind: 'failed', error: errorFromBody(body, t) };

  const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
  const token = nonEmptyText(data?.token);
  const user = data?.user;
  if (!data || !token || !isRecord(user)) {
    return { kind: 'failed', error: single(t('registration.invalidResponse')) };
  }
  const merchant = isRecord(data.merchant) ? data.merchant : undefined;
  // The session's user gets the shop name and merchant id of the merchant just created; the
  // session keeps only the user's known fields.
  const sessionUser: Record<string, unknown> = { ...user };
  if (merchant?.name !== undefined) sessionUser.shopname = merchant.name;
  if (merchant?.id !== undefined) sessionUser.merchantid = merchant.id;
  return {
    kind: 'succeeded',
    session: {
      token,
      user: sessionUser,
      merchantUser: merchant?.id !== undefined ? { merchant_id: Number(merchant.id) } : null,
    },
  };
}
