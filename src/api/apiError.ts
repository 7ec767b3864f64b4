import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What RTK Query hands a screen when a call fails. */
export type ApiCallError = FetchBaseQueryError | SerializedError;

/** A failed call, read once for every screen: each screen words it its own way. */
export type ApiFailure =
  /** The server answered: its status, the `message` of its body when it has one, and the body. */
  | { kind: 'answered'; status: number; message: string | null; body: unknown }
  /** The server answered with a body that is not JSON. */
  | { kind: 'unreadable'; status: number }
  /** No answer came (the network failed or the request timed out); what the browser said. */
  | { kind: 'noAnswer'; reason: string | null }
  /** Something threw before or after the request; what it said. */
  | { kind: 'failed'; reason: string | null };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** "TypeError: Failed to fetch" reads "Failed to fetch". */
const withoutErrorName = (reason: string | null): string | null =>
  reason && reason.replace(/^[A-Za-z]*Error:\s*/, '');

/** The `message` of an answer's body (the base query passes the server's body through). */
export function bodyMessage(body: unknown): string | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? text((body as { message?: unknown }).message)
    : null;
}

export function readApiError(error: ApiCallError): ApiFailure {
  if (!('status' in error) || error.status === undefined) {
    return { kind: 'failed', reason: text((error as SerializedError).message) };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { kind: 'noAnswer', reason: withoutErrorName(text(error.error)) };
    case 'CUSTOM_ERROR':
      return { kind: 'failed', reason: withoutErrorName(text(error.error)) };
    case 'PARSING_ERROR':
      return { kind: 'unreadable', status: error.originalStatus };
    default:
      return {
        kind: 'answered',
        status: error.status,
        message: bodyMessage(error.data),
        body: error.data,
      };
  }
}

/** A screen's words for the failures that have no message of the server's. */
export interface ApiErrorWords {
  /** No answer came. */
  noAnswer: string;
  /** An answer with a failure status and no message (or a body that is not JSON). */
  failedWith: (status: number) => string;
  /** A success status whose body is not JSON; `failedWith` when absent. */
  invalidResponse?: string;
  /** Something threw and said nothing. */
  unknown: string;
}

/** The message of a failed call: the server's own when its body has one, else the screen's words. */
export function apiErrorMessage(error: ApiCallError | undefined, words: ApiErrorWords): string {
  if (!error) return words.unknown;
  const failure = readApiError(error);
  switch (failure.kind) {
    case 'answered':
      return failure.message ?? words.failedWith(failure.status);
    case 'unreadable':
      return failure.status < 400 && words.invalidResponse
        ? words.invalidResponse
        : words.failedWith(failure.status);
    case 'noAnswer':
      return words.noAnswer;
    case 'failed':
      return failure.reason ?? words.unknown;
  }
}
