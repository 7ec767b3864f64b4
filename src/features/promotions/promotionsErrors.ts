/**
 * How a failed call reads on the promotions page: the shared reading (src/shared/forms) with the
 * page's words for a failure without a message. Pure.
 */
import type { ApiCallError } from '../../api/apiError';
import type { Translate } from '../../i18n/translate';
import { readCallFailureWith, type CallFailure } from '../../shared/forms/callFailure';

export { fieldErrorsOf, type CallFailure } from '../../shared/forms/callFailure';

export function readCallFailure(error: ApiCallError, t: Translate): CallFailure {
  return readCallFailureWith(error, {
    noAnswer: t('promotions.noAnswer'),
    failedWith: (code) => t('promotions.failedWith', { status: code }),
    unknown: t('promotions.unknownError'),
  });
}

/** The status of an RTK Query error, if it has one. */
export const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
