import { baseApi } from '../../api/baseApi';

/**
 * The back office's endpoints live on the app's one API, each part injecting its own (in its
 * folder's `*Api.ts`) with `queryFn: (arg, api) => operatorCall(…, api)`, so that only the
 * operator's token is ever sent. The tags every part may provide and invalidate
 * (all of them are dropped when a session ends):
 */
export const ADMIN_TAGS = [
  'AdminOperator',
  'AdminOverview',
  'AdminMerchants',
  'AdminMerchant',
  'AdminTransfers',
  'AdminHeld',
  'AdminPayments',
  'AdminPrices',
  'AdminPartnerCodes',
  'AdminReports',
  'AdminAudit',
  'AdminDesigns',
] as const;

export const adminApi = baseApi.enhanceEndpoints({ addTagTypes: ADMIN_TAGS });
