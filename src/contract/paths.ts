/**
 * Every path of the API, relative to the API base (`API_BASE_URL`, default `/api`). The server
 * mounts the same strings under `/api`. This module imports nothing, so the SPA can use it without
 * shipping the schemas of `./index`.
 */
export const paths = {
  getCategories: 'backend/getCategories',
  getDistricts: 'backend/getDistricts',
  getTownships: 'backend/getTownships',
  getPlansPublic: 'backend/getplans',
  getAddons: 'backend/getaddons',
  calculatorPlans: 'backend/calculator/plans',
  calculatorAddons: 'backend/calculator/addons',
  login: 'merchant/login',
  register: 'merchant/merchantregister',
  getMerchantPlans: 'merchant/getPlans/1',
  /** POST with the bearer token: revokes it; answers 204 with no body. */
  logout: 'merchant/logout',
} as const;
