import { readApiError, type ApiCallError } from '../../api/apiError';

/** The server's words for a refused code (`data.errors.promo_code[0]`), or null. */
export function promoRefusalWords(error: ApiCallError): string | null {
  const failure = readApiError(error);
  if (failure.kind !== 'answered' || failure.status !== 422) return null;
  const body = failure.body as { data?: { errors?: Record<string, unknown> } } | null;
  const words = body?.data?.errors?.promo_code;
  return Array.isArray(words) && typeof words[0] === 'string' ? words[0] : null;
}

/**
 * What to say under the field when the basket's quote refuses a code: the refusal's words, or,
 * when the shop's guess limit answered 429 before looking the code up, the server's 'try again in
 * N seconds' (the shopper waits rather than retyping a code that may be right).
 */
export function quoteRefusalWords(error: ApiCallError): string | null {
  const words = promoRefusalWords(error);
  if (words !== null) return words;
  const failure = readApiError(error);
  if (failure.kind !== 'answered' || failure.status !== 429) return null;
  const message = (failure.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}
