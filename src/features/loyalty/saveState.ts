/**
 * What a programme's save looks like on screen, read from its RTK Query mutation: on its way,
 * done, or failed with the server's field errors (a 422, by field) and its message. Pure.
 */
import { readApiError, type ApiCallError } from '../../api/apiError';

export type FieldErrors = Record<string, string>;

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  /** `message`: the server's own words, or null (the page's words are shown). */
  | { status: 'failed'; fieldErrors: FieldErrors; message: string | null; forbidden: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field errors of a 422 body: `{ data: { errors: { field: [messages] } } }`. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = isRecord(body) && isRecord(body.data) ? body.data.errors : undefined;
  if (!isRecord(errors)) return {};
  const found: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const text = list.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (text.length > 0) found[field] = text.join(' ');
  }
  return found;
}

export function saveStateOf(mutation: {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  error?: unknown;
}): SaveState {
  if (mutation.isLoading) return { status: 'saving' };
  if (mutation.isSuccess) return { status: 'saved' };
  if (!mutation.isError || !mutation.error) return { status: 'idle' };
  const failure = readApiError(mutation.error as ApiCallError);
  if (failure.kind !== 'answered')
    return { status: 'failed', fieldErrors: {}, message: null, forbidden: false };
  return {
    status: 'failed',
    fieldErrors: failure.status === 422 ? fieldErrorsOf(failure.body) : {},
    message: failure.message,
    forbidden: failure.status === 403,
  };
}
