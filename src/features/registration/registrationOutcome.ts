/**
 * How a registration call's result reads to the merchant. Pure:
 * it takes what RTK Query answered and says whether the session can be signed in, or which lines
 * of error to show.
 */
import { isMessage } from '@contract/messages';
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

const single = (line: string): RegistrationError => ({ fieldErrors: {}, lines: [line] });

/** The wire names of the form's fields: their messages go under them; any other, above the button. */
export const FORM_WIRE_FIELDS: readonly string[] = [
  'username',
  'shopname',
  'email',
  'phone',
  'district_id',
  'township_id',
  'password',
  'password_confirmation',
];

const messagesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (message): message is string => typeof message === 'string' && message.trim() !== '',
  );

/**
 * An answer that reports a failure: each field's messages for its field, in the server's words
 * (never its wire name); else the server's message, else 'Registration failed'. A phone that has
 * an account already is told apart, so the screen can offer to log in instead.
 */
export function errorFromBody(
  body: unknown,
  t: Translate = translatorFor('en'),
): RegistrationError {
  const errors = isRecord(body)
    ? ((isRecord(body.data) ? body.data.errors : undefined) ?? body.errors)
    : undefined;
  if (isRecord(errors)) {
    const fieldErrors: Record<string, string[]> = {};
    const lines: string[] = [];
    for (const [field, value] of Object.entries(errors)) {
      const messages = messagesOf(value);
      if (FORM_WIRE_FIELDS.includes(field)) {
        if (messages.length > 0) fieldErrors[field] = messages;
      } else {
        lines.push(...messages);
      }
    }
    if (Object.keys(fieldErrors).length > 0 || lines.length > 0) {
      const phoneTaken = (fieldErrors.phone ?? []).some((m) => isMessage('PHONE_TAKEN', m));
      return { fieldErrors, lines, ...(phoneTaken ? { phoneTaken } : {}) };
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
