import { readApiError, type ApiCallError } from '../../api/apiError';

/** The server's words for a refused code (`data.errors.promo_code[0]`), or null. */
export function promoRefusalWords(error: ApiCallError): string | null {
  const failure = readApiError(error);
  if (failure.kind !== 'answered' || failure.status !== 422) return null;
  const body = failure.body as { data?: { errors?: Record<string, unknown> } } | null;
  const words = body?.data?.errors?.promo_code;
  return Array.isArray(words) && typeof words[0] === 'string' ? words[0] : null;
}
