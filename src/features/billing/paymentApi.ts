import type { BillingInformationRequest, BillingInformationResponse } from '@contract';
import { apiPaths } from '@contract/apiPaths';
import { cardChargeApi } from '../../shared/payments/cardChargeApi';
import { SHOP_DETAILS_TAG } from '../../shared/shopDetails/shopDetailsApi';

export { seal, type Sealed } from '../../shared/payments/cardChargeApi';
export type {
  CreateIntentCall,
  ProcessPaymentAnswer,
  ProcessPaymentCall,
} from '../../shared/payments/cardChargeApi';

export interface MerchantBillingCall {
  merchantId: number;
  body: BillingInformationRequest;
}

/**
 * The shop payment's calls. Mutations are
 * started with `track: false` by the payment thunk, so their arguments never reach the store.
 */
export const paymentApi = cardChargeApi
  .enhanceEndpoints({ addTagTypes: [SHOP_DETAILS_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      addBillingInformation: build.mutation<BillingInformationResponse, MerchantBillingCall>({
        query: ({ merchantId, body }) => ({
          url: `${apiPaths.addBillingInformation}/${merchantId}`,
          method: 'POST',
          body,
        }),
        // The billing details saved are what the next form is prefilled with.
        invalidatesTags: (_result, error) => (error ? [] : [SHOP_DETAILS_TAG]),
      }),
    }),
  });
