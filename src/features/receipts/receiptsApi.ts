import type { Receipt } from '@contract/billing';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { baseApi } from '../../api/baseApi';

export interface ReceiptArgs {
  merchantId: number;
  /** As printed: `R-2026-000001`. */
  number: string;
}

/** One of the merchant's receipts (bearer token, own merchant id); as issued, it never changes. */
export const receiptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    receipt: build.query<Receipt, ReceiptArgs>({
      query: ({ merchantId, number }) => fillPath(apiPaths.receipt, { merchantId, number }),
    }),
  }),
});

export const { useReceiptQuery } = receiptsApi;
