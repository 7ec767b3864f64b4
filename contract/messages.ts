/**
 * The error messages both halves match on: the API answers with them and the SPA recognises them.
 * This module imports nothing, so the SPA bundles it as plain code.
 */

/** 401: the request carries no active bearer token. */
export const TOKEN_NOT_VALID = 'Token not valid';

/** 403: the merchant id in the path is not the signed-in merchant's own. */
export const NOT_OWN_MERCHANT = 'Unauthorized to use this merchant';
