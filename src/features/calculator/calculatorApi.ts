import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { CalculatorAddon, CalculatorPlan } from '../../contract';
import { paths as apiPaths } from '../../contract/paths';
import { baseApi } from '../../api/baseApi';
import { calculatorMessages } from './messages';
import { normalizeAddon, type CalculatorAddonInput } from './pricing';

/**
 * The calculator's two public calls (DECISIONS section 3). The plans answer is loaded with the
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

/**
 * The message shown after 'Error: ': the server's own message when its body has one (the
 * response layer passes the body through), else what went wrong on the way.
 */
export function loadErrorMessage(error: FetchBaseQueryError | SerializedError): string {
  if ('status' in error) {
    const body = error.data as { message?: unknown } | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) {
      return body.message;
    }
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
      return calculatorMessages.networkError;
    }
    if (error.status === 'PARSING_ERROR') {
      return error.originalStatus >= 400
        ? calculatorMessages.requestFailed(error.originalStatus)
        : calculatorMessages.invalidResponse;
    }
    if (typeof error.status === 'number') return calculatorMessages.requestFailed(error.status);
    return error.error;
  }
  return error.message ?? calculatorMessages.unknownError;
}
