import type {
  AdminPartnerCode,
  AdminPartnerCodeList,
  AdminPrices,
  NewPartnerCodeRequest,
  PartnerCodePatch,
  PriceChange,
  PriceChangeRequest,
} from '@contract/adminPrices';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { adminApi } from '../adminApi';
import { operatorCall } from '../operatorBaseQuery';

/** A write that succeeded changes the list: it is read again (a refusal changed nothing). */
const onSuccess =
  <T extends 'AdminPrices' | 'AdminPartnerCodes'>(tag: T) =>
  (_result: unknown, error: unknown): T[] =>
    error ? [] : [tag];

/**
 * The back office's prices and partner codes. Every call carries the operator's token only
 * (`operatorCall`).
 */
export const pricesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminPrices: build.query<AdminPrices, void>({
      queryFn: (_arg, api) => operatorCall<AdminPrices>(apiPaths.adminPrices, api),
      providesTags: ['AdminPrices'],
    }),
    schedulePriceChange: build.mutation<PriceChange, PriceChangeRequest>({
      queryFn: (body, api) =>
        operatorCall<PriceChange>({ url: apiPaths.adminPriceChanges, method: 'POST', body }, api),
      invalidatesTags: onSuccess('AdminPrices'),
    }),
    cancelPriceChange: build.mutation<PriceChange, number>({
      queryFn: (changeId, api) =>
        operatorCall<PriceChange>(
          { url: fillPath(apiPaths.adminPriceChange, { changeId }), method: 'DELETE' },
          api,
        ),
      invalidatesTags: onSuccess('AdminPrices'),
    }),
    adminPartnerCodes: build.query<AdminPartnerCode[], void>({
      queryFn: async (_arg, api) => {
        const answer = await operatorCall<AdminPartnerCodeList>(apiPaths.adminPartnerCodes, api);
        return 'data' in answer ? { data: answer.data.codes } : answer;
      },
      providesTags: ['AdminPartnerCodes'],
    }),
    createPartnerCode: build.mutation<AdminPartnerCode, NewPartnerCodeRequest>({
      queryFn: (body, api) =>
        operatorCall<AdminPartnerCode>(
          { url: apiPaths.adminPartnerCodes, method: 'POST', body },
          api,
        ),
      invalidatesTags: onSuccess('AdminPartnerCodes'),
    }),
    updatePartnerCode: build.mutation<AdminPartnerCode, { codeId: number; body: PartnerCodePatch }>(
      {
        queryFn: ({ codeId, body }, api) =>
          operatorCall<AdminPartnerCode>(
            { url: fillPath(apiPaths.adminPartnerCode, { codeId }), method: 'PATCH', body },
            api,
          ),
        invalidatesTags: onSuccess('AdminPartnerCodes'),
      },
    ),
  }),
});

export const { useAdminPricesQuery, useAdminPartnerCodesQuery } = pricesApi;

/** The server's message of a refused call (`{message}`), or null. */
export function messageOf(error: unknown): string | null {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : null;
}
