import type { CalculatorAddon, CalculatorPlan } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { apiErrorMessage, type ApiCallError } from '../../api/apiError';
import { baseApi } from '../../api/baseApi';
import type { Translate } from '../../i18n/translate';
import { normalizeAddon, type CalculatorAddonInput } from './pricing';

/**
 * The calculator's two public calls. The plans answer is loaded with the
 * add-ons, as in the product, though none of its fields is read.
 */
export const calculatorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCalculatorPlans: build.query<CalculatorPlan[], void>({
      query: () => apiPaths.calculatorPlans,
    }),
    getCalculatorAddons: build.query<CalculatorAddon[], void>({
      query: () => apiPaths.calculatorAddons,
      transformResponse: (response: CalculatorAddonInput[]) => response.map(normalizeAddon),
    }),
  }),
});

/** The message shown after 'Error: ': the server's own when its body has one, else ours. */
export const loadErrorMessage = (error: ApiCallError, t: Translate): string =>
  apiErrorMessage(error, {
    noAnswer: t('calculator.networkError'),
    failedWith: (status) => t('calculator.requestFailed', { status: String(status) }),
    invalidResponse: t('calculator.invalidResponse'),
    unknown: t('calculator.unknownError'),
  });
