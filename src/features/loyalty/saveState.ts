/**
 * What a programme's save looks like on screen, read from its RTK Query mutation: on its way,
 * done, or failed with the server's field errors (a 422, by field) and its message. Pure.
 */
import { readApiError, type ApiCallError } from '../../api/apiError';
import { fieldErrorsOf, type FieldErrors } from '../../shared/forms/callFailure';

export { fieldErrorsOf, type FieldErrors } from '../../shared/forms/callFailure';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  /** `message`: the server's own words, or null (the page's words are shown). */
  | { status: 'failed'; fieldErrors: FieldErrors; message: string | null; forbidden: boolean };

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
