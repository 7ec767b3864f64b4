/**
 * The error messages both halves match on: the API answers with them and the SPA recognises them.
 * This module imports nothing, so the SPA bundles it as plain code.
 */

/** 401: the request carries no active bearer token. */
export const TOKEN_NOT_VALID = 'Token not valid';

/** 403: the merchant id in the path is not the signed-in merchant's own. */
export const NOT_OWN_MERCHANT = 'Unauthorized to use this merchant';

/**
 * 409: the merchant's order changed after the payment intent was made; nothing was charged. The
 * intent can no longer be paid, so the SPA asks for a new one on the next submission.
 */
export const ORDER_CHANGED =
  'Your order changed after this payment was started, so nothing was charged. Please review your order and pay again.';

/** 409: another charge of the same intent is still running; the same intent is retried. */
export const PAYMENT_IN_PROGRESS = 'A payment for this intent is already in progress.';

/** 429: too many declined cards on the intent or by the merchant; the SPA asks for a new intent. */
export const TOO_MANY_DECLINES = 'Too many declined payments. Please try again later.';
