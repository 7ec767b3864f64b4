import type {
  AdminMerchantDetail,
  AdminMerchantsPage,
  AdminMerchantsQuery,
  AdminNote,
  AdminOverview,
  AuditPage,
  AuditQuery,
} from '@contract/adminMerchants';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { adminApi } from '../adminApi';
import { operatorCall } from '../operatorBaseQuery';

/** Pure: a query string of the filters given (empty ones left out), '' when there are none. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') params.set(key, text);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The back office's overview, merchants, notes and audit log. Every call carries the operator's
 * token only (`operatorCall`).
 */
export const adminMerchantsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminOverview: build.query<AdminOverview, void>({
      queryFn: (_arg, api) => operatorCall<AdminOverview>(apiPaths.adminOverview, api),
      providesTags: ['AdminOverview'],
    }),
    adminMerchants: build.query<AdminMerchantsPage, AdminMerchantsQuery>({
      queryFn: (query, api) =>
        operatorCall<AdminMerchantsPage>(`${apiPaths.adminMerchants}${queryString(query)}`, api),
      providesTags: ['AdminMerchants'],
    }),
    adminMerchant: build.query<AdminMerchantDetail, number>({
      queryFn: (merchantId, api) =>
        operatorCall<AdminMerchantDetail>(fillPath(apiPaths.adminMerchant, { merchantId }), api),
      providesTags: (_result, _error, merchantId) => [{ type: 'AdminMerchant', id: merchantId }],
    }),
    addMerchantNote: build.mutation<AdminNote, { merchantId: number; body: string }>({
      queryFn: ({ merchantId, body }, api) =>
        operatorCall<AdminNote>(
          {
            url: fillPath(apiPaths.adminMerchantNotes, { merchantId }),
            method: 'POST',
            body: { body },
          },
          api,
        ),
      invalidatesTags: (_result, _error, { merchantId }) => [
        { type: 'AdminMerchant', id: merchantId },
        'AdminAudit',
      ],
    }),
    adminAudit: build.query<AuditPage, AuditQuery>({
      queryFn: (query, api) =>
        operatorCall<AuditPage>(`${apiPaths.adminAudit}${queryString(query)}`, api),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const {
  useAdminOverviewQuery,
  useAdminMerchantsQuery,
  useAdminMerchantQuery,
  useAddMerchantNoteMutation,
  useAdminAuditQuery,
} = adminMerchantsApi;
