/**
 * Every path of the API, relative to the API base (`API_BASE_URL`, default `/api`). The server
 * mounts the same strings under `/api`. This module imports nothing, so the SPA can use it without
 * shipping the schemas of `./index`.
 */
export const apiPaths = {
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
  /** Public: the shop categories as a plain list, for the landing page (no token needed). */
  publicCategories: 'backend/categories',
  /** Public POST: a Contact Us message; answers 201. */
  contact: 'backend/contact',
  /** POST with the token; the client appends `/{merchantId}`. */
  addPlan: 'merchant/addPlan',
  /** POST with the token; the client appends `/{merchantId}`. */
  addAddon: 'merchant/addAddon',
  /** GET with the token; the client appends `/{merchantId}`. */
  pendingOrder: 'merchant/pendingOrder',
  /** POST with the token (and an Idempotency-Key); the client appends `/{merchantId}`. */
  createPaymentIntent: 'merchant/createPaymentIntent',
  /** POST with the token; the client appends `/{merchantId}`. */
  processPayment: 'merchant/processPayment',
  /** POST with the token; the client appends `/{merchantId}`. */
  addBillingInformation: 'merchant/addBillingInformation',
  /** POST with the token; the client appends `/{merchantId}`. */
  addCardInformation: 'merchant/addCardInformation',
  /** GET with the token; the client appends `/{merchantId}`. */
  dashboard: 'merchant/dashboard',
  /** POST with the token; the client appends `/{merchantId}`. Sends a one-time code by SMS. */
  sendOtp: 'merchant/sendOtp',
  /** POST with the token; the client appends `/{merchantId}`. Checks the code: phone verified. */
  verifyOtp: 'merchant/verifyOtp',
} as const;
