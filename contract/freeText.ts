/**
 * The text fields of each call that the server stores as people typed them (names, addresses,
 * messages), by call (the keys of `apiPaths` and the feature paths files), as dotted paths in the
 * request body (`*` for every element of a list). The server
 * refuses Zawgyi in each of them: stored Zawgyi shows garbled to everyone reading in Unicode, and
 * cannot be searched or sorted. Passwords, card details and fields checked against reference data
 * are not listed. This module imports nothing, so the SPA can use it too.
 */
export const FREE_TEXT_FIELDS = {
  register: ['username', 'shopname'],
  addBillingInformation: ['shop_name', 'address', 'township'],
  addAddon: ['remark'],
  createPaymentIntent: ['description', 'metadata.shop_name', 'metadata.township'],
  contact: ['name', 'message'],
  store: ['name', 'description', 'address'],
  storeBranches: ['name', 'address'],
  storeBranch: ['name', 'address'],
  storeSections: ['name'],
  storeSection: ['name'],
  storeItems: ['name', 'description'],
  storeItem: ['name', 'description'],
  storeOptionGroups: ['name', 'name_my', 'options.*.name', 'options.*.name_my'],
  storeOptionGroup: ['name', 'name_my', 'options.*.name', 'options.*.name_my'],
  customerMe: ['name'],
  customerPlaceOrder: ['note'],
  merchantOrderAction: ['reason'],
  customerReserve: ['note'],
  merchantReservationAction: ['reason'],
  merchantPosts: ['title', 'body'],
  merchantPost: ['title', 'body'],
  merchantBanner: ['title'],
  merchantTeam: ['name'],
  merchantStampCard: ['reward'],
  merchantPointRewards: ['name'],
  merchantPointReward: ['name'],
  shopReport: ['details'],
  customerReviews: ['text'],
  merchantReviewReply: ['text'],
  shopReviewReport: ['details'],
  adminReportDismiss: ['note'],
  adminShopSuspension: ['reason'],
  adminMerchantNotes: ['body'],
  adminTransferReject: ['reason'],
  adminPaymentRefunds: ['reason'],
  adminHeldRefund: ['reason'],
  adminPartnerCodes: ['partner'],
  adminPartnerCode: ['partner'],
} as const;

export type FreeTextCall = keyof typeof FREE_TEXT_FIELDS;
