/**
 * How a failed store call reads on screen: the shared reading (src/shared/forms) with the store's
 * words for a failure without a message. Pure.
 */
import type { ApiCallError } from '../../api/apiError';
import type { Translate } from '../../i18n/translate';
import { readCallFailureWith, type CallFailure } from '../../shared/forms/callFailure';

export { fieldErrorsOf, type CallFailure, type FieldErrors } from '../../shared/forms/callFailure';

export function readCallFailure(error: ApiCallError, t: Translate): CallFailure {
  return readCallFailureWith(error, {
    noAnswer: t('store.noAnswer'),
    failedWith: (code) => t('store.failedWith', { status: code }),
    unknown: t('store.unknownError'),
  });
}
