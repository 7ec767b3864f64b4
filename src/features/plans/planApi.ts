import type {
  AddAddonRequest,
  AddAddonResponse,
  AddPlanRequest,
  AddPlanResponse,
  AddonType,
  Plan,
} from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { apiErrorMessage, type ApiCallError } from '../../api/apiError';
import { baseApi } from '../../api/baseApi';
import { translatorFor } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/translate';

/** A call on a merchant's behalf: the id goes in the path, the payload in the body. */
export interface MerchantCall<T> {
  merchantId: number;
  body: T;
}

/**
 * The plans page's calls: the public plan and add-on lists, and the
 * merchant's plan and add-on orders (bearer token from the session, merchant id in the path).
 */
export const planApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({ query: () => apiPaths.getPlansPublic }),
    getAddons: build.query<AddonType[], void>({ query: () => apiPaths.getAddons }),
    addPlan: build.mutation<AddPlanResponse, MerchantCall<AddPlanRequest>>({
      query: ({ merchantId, body }) => ({
        url: `${apiPaths.addPlan}/${merchantId}`,
        method: 'POST',
        body,
      }),
    }),
    addAddon: build.mutation<AddAddonResponse, MerchantCall<AddAddonRequest>>({
      query: ({ merchantId, body }) => ({
        url: `${apiPaths.addAddon}/${merchantId}`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useGetPlansQuery, useGetAddonsQuery } = planApi;

/** The message of a failed call: the server's own when its body has one, else the page's words. */
export const errorMessage = (
  error: ApiCallError | undefined,
  t: Translate = translatorFor('en'),
): string =>
  apiErrorMessage(error, {
    noAnswer: t('plans.networkError'),
    failedWith: (status) => t('plans.requestFailed', { status }),
    unknown: t('plans.unknownError'),
  });
