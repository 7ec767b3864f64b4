/**
 * Every path of the API, relative to the API base (`API_BASE_URL`, default `/api`). The server
 * mounts the same strings under `/api`. This module imports no schemas, so the SPA can use it
 * without shipping those of `./index`.
 */
import { LOGOUT_PATH } from './logoutPath';

export const apiPaths = {
  getCategories: 'backend/getCategories',
  getDistricts: 'backend/getDistricts',
  getTownships: 'backend/getTownships',
  /** Public GET: the townships of one district (404 for an unknown district). */
  districtTownships: 'backend/districts/:districtId/townships',
  getPlansPublic: 'backend/getplans',
  getAddons: 'backend/getaddons',
  calculatorPlans: 'backend/calculator/plans',
  calculatorAddons: 'backend/calculator/addons',
  login: 'merchant/login',
  register: 'merchant/merchantregister',
  getMerchantPlans: 'merchant/getPlans/1',
  /** POST with the bearer token: revokes it; answers 204 with no body. */
  logout: LOGOUT_PATH,
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
  /** GET: the pending order priced by the server (`OrderSummaryResponse`, contract/billing.ts). */
  orderSummary: 'merchant/orderSummary/:merchantId',
  /** POST `{ code }` applies a partner code to the pending order, DELETE removes it. */
  partnerCode: 'merchant/partnerCode/:merchantId',
  /** GET one of the merchant's receipts (`Receipt`). */
  receipt: 'merchant/receipts/:merchantId/:number',
  /** POST with the token (and an Idempotency-Key); the client appends `/{merchantId}`. */
  createPaymentIntent: 'merchant/createPaymentIntent',
  /** POST with the token; the client appends `/{merchantId}`. */
  processPayment: 'merchant/processPayment',
  /**
   * GET `/payment`'s state (`CheckoutState`, contract/checkout.ts); POST (Idempotency-Key) a new
   * checkout of the pending order by wallet, bank transfer or hosted card, voiding a pending one.
   */
  checkout: 'merchant/checkout/:merchantId',
  /** POST multipart (`slip` file and/or `transaction_id`): the bank transfer awaits review. */
  checkoutTransfer: 'merchant/checkout/:merchantId/:reference/transfer',
  /** POST: 'Confirm Payment': the server asks the provider now and answers the checkout. */
  checkoutConfirm: 'merchant/checkout/:merchantId/:reference/confirm',
  /** Public POST from a payment provider: its signed report of a payment (stored raw, verified). */
  paymentCallback: 'payments/callback/:provider',
  /** POST with the token; the client appends `/{merchantId}`. */
  addBillingInformation: 'merchant/addBillingInformation',
  /** POST with the token; the client appends `/{merchantId}`. */
  addCardInformation: 'merchant/addCardInformation',
  /** GET with the token; the client appends `/{merchantId}`. */
  dashboard: 'merchant/dashboard',
  /**
   * GET with the token: what the merchant has told about the shop (`ShopDetails`), so that no form
   * asks it again.
   */
  shopDetails: 'merchant/shopDetails/:merchantId',
  /** POST with the token; the client appends `/{merchantId}`. Sends a one-time code by SMS. */
  sendOtp: 'merchant/sendOtp',
  /** POST with the token; the client appends `/{merchantId}`. Checks the code: phone verified. */
  verifyOtp: 'merchant/verifyOtp',
  /** GET with the token: the account's phone and the code sent to it now (`OtpStatusResponse`). */
  otpStatus: 'merchant/otpStatus/:merchantId',
  /** Public POST `{ phone }`: a password reset code to the phone (the same answer for any phone). */
  passwordResetSendCode: 'merchant/password/sendOtp',
  /** Public POST (Idempotency-Key): the code and a new password; every token of the account ends. */
  passwordReset: 'merchant/password/reset',

  /*
   * The store and the marketplace name their parameters in the path (`:merchantId`, …): the server
   * registers the string as it is, the client fills it with `fillPath`.
   */
  /** GET: the store editor's overview; PUT: save the profile (creates the store the first time). */
  store: 'merchant/store/:merchantId',
  /** POST publishes (409 with what is missing), DELETE unpublishes. */
  storePublish: 'merchant/store/:merchantId/publish',
  /** GET the branches; POST adds one (Idempotency-Key; 422 on `name` past the plan's limit). */
  storeBranches: 'merchant/store/:merchantId/branches',
  /** PUT replaces a branch, DELETE removes it. */
  storeBranch: 'merchant/store/:merchantId/branches/:branchId',
  /** GET the catalogue (sections and items, in display order). */
  storeCatalogue: 'merchant/store/:merchantId/catalogue',
  /** POST adds a menu section. */
  storeSections: 'merchant/store/:merchantId/sections',
  /** PUT renames a section, DELETE removes it (409 while it holds items). */
  storeSection: 'merchant/store/:merchantId/sections/:sectionId',
  /** PUT the sections' new order. */
  storeSectionOrder: 'merchant/store/:merchantId/sections/order',
  /** POST adds an item (Idempotency-Key). */
  storeItems: 'merchant/store/:merchantId/items',
  /** PUT replaces an item (its available switch included), DELETE removes it. */
  storeItem: 'merchant/store/:merchantId/items/:itemId',
  /** PUT `{ available }`: the one change of an item a cashier may make (of their branch). */
  storeItemAvailability: 'merchant/store/:merchantId/items/:itemId/availability',
  /** PUT a new order of the items of one kind (or of one menu section). */
  storeItemOrder: 'merchant/store/:merchantId/items/order',
  /** POST multipart/form-data, one file in field `photo`: stores it, answers the PhotoRef (201). */
  storePhotos: 'merchant/store/:merchantId/photos',
  /** Public GET: a photo at one of its widths, as WebP, cacheable for ever. */
  photo: 'photos/:photoId/:width',
  /** Public GET: listed shops, filtered (`ShopSearchQuery`), a page at a time. */
  marketplaceShops: 'marketplace/shops',
  /** Public GET: a listed shop's store page; 404 for any other slug. */
  marketplaceShop: 'marketplace/shops/:slug',
  /** Public GET: every category with its number of listed shops. */
  marketplaceCategories: 'marketplace/categories',

  /* Customers, their orders and reservations, the merchant's inbox (contract/orders.ts). */
  /** Public POST: a sign-in code for a customer's phone. */
  customerSendOtp: 'customer/sendOtp',
  /** Public POST: the phone and its code; answers a customer token. */
  customerSignIn: 'customer/signIn',
  /** POST with a customer token: revokes it; 204. */
  customerSignOut: 'customer/signOut',
  /** GET the signed-in customer; PUT their name. */
  customerMe: 'customer/me',
  /** GET the customer's orders and reservations. */
  customerActivity: 'customer/orders',
  /** POST (Idempotency-Key): an order at a listed shop that takes orders. */
  customerPlaceOrder: 'customer/shops/:slug/orders',
  /** POST (Idempotency-Key): a reservation at a listed shop that takes them. */
  customerReserve: 'customer/shops/:slug/reservations',
  /** GET with `?branch=&date=`: the free slots of a day (`{ slots: [{ time, left }] }`). */
  customerSlots: 'customer/shops/:slug/slots',
  /** POST: the customer cancels an order while it is still placed. */
  customerCancelOrder: 'customer/orders/:orderId/cancel',
  /** POST: the customer cancels a reservation before its time. */
  customerCancelReservation: 'customer/reservations/:reservationId/cancel',
  /** GET, text/event-stream: the customer's live events (Last-Event-ID resumes). */
  customerEvents: 'customer/events',
  /** GET the merchant's inbox (`?date=`). */
  merchantInbox: 'merchant/store/:merchantId/inbox',
  /** POST `accept` | `reject` | `ready` | `complete` (reject needs a reason). */
  merchantOrderAction: 'merchant/store/:merchantId/orders/:orderId/:action',
  /** POST `confirm` | `decline` | `complete` | `no_show` (decline needs a reason). */
  merchantReservationAction: 'merchant/store/:merchantId/reservations/:reservationId/:action',
  /** GET, text/event-stream: the shop's live events (Last-Event-ID resumes). */
  merchantEvents: 'merchant/store/:merchantId/events',

  /* Loyalty and promotions (contract/loyalty.ts). */
  /** GET every programme's settings and what the plan includes (`LoyaltyOverview`). */
  merchantLoyalty: 'merchant/store/:merchantId/loyalty',
  /** PUT the stamp card's design (`StampCardRequest`). */
  merchantStampCard: 'merchant/store/:merchantId/stamp-card',
  /** PUT the points programme (`PointsRequest`). */
  merchantPoints: 'merchant/store/:merchantId/points',
  /** POST a point reward. */
  merchantPointRewards: 'merchant/store/:merchantId/points/rewards',
  /** PUT replaces a point reward, DELETE removes it. */
  merchantPointReward: 'merchant/store/:merchantId/points/rewards/:rewardId',
  /** POST the one-time code a customer shows: redeems its reward (`RedeemCodeResponse`). */
  merchantRedeemCode: 'merchant/store/:merchantId/points/redeem',
  /** PUT the membership programme (`MembershipRequest`). */
  merchantMembership: 'merchant/store/:merchantId/membership',
  /** GET `?phone=`: a customer's stamps, rewards, points and membership here (`CounterCustomer`). */
  merchantCounter: 'merchant/store/:merchantId/counter',
  /** POST `{ phone }` (Idempotency-Key): one stamp at the counter; answers `CounterCustomer`. */
  merchantCounterStamp: 'merchant/store/:merchantId/counter/stamps',
  /**
   * DELETE: takes back the counter stamp given with this Idempotency-Key, within
   * `STAMP_UNDO_SECONDS` of it (409 `too_late` after); answers `CounterCustomer`.
   */
  merchantCounterStampUndo: 'merchant/store/:merchantId/counter/stamps/:key',
  /** POST: marks a full card's reward redeemed (409 `already_redeemed` the second time). */
  merchantRedeemStampReward: 'merchant/store/:merchantId/stamp-rewards/:rewardId/redeem',
  /** GET the shop's promo codes; POST adds one. */
  merchantPromoCodes: 'merchant/store/:merchantId/promo-codes',
  /** PUT replaces a promo code, DELETE removes it (orders keep the code they used). */
  merchantPromoCode: 'merchant/store/:merchantId/promo-codes/:promoId',
  /** GET the shop's posts and the month's count (`MerchantPosts`); POST adds one. */
  merchantPosts: 'merchant/store/:merchantId/posts',
  /** PUT edits a post (does not count again), DELETE removes it (it still counts). */
  merchantPost: 'merchant/store/:merchantId/posts/:postId',
  /** GET the banner and its figures (`MerchantBanner`); PUT its picture and words. */
  merchantBanner: 'merchant/store/:merchantId/banner',
  /** Public GET: a listed shop's stamp card, points, membership and posts (`ShopPromotions`). */
  shopPromotions: 'marketplace/shops/:slug/promotions',
  /** Public GET: a shared post's page (`SharedPostPage`); 404 without the Social Media add-on. */
  sharedPost: 'marketplace/shops/:slug/posts/:postId',
  /** Public GET, not cached: the next banner in rotation, its impression counted (`BannerSlot`). */
  marketplaceBanner: 'marketplace/banner',
  /** Public POST `{impression}` (`BannerClickRequest`): counts a click on a banner once; 204. */
  marketplaceBannerClick: 'marketplace/banners/:bannerId/click',
  /** POST: the price of a basket with the member discount and a promo code (`OrderQuote`). */
  customerQuote: 'customer/shops/:slug/quote',
  /** GET the signed-in customer's standing at a shop (`CustomerShopLoyalty`). */
  customerShopLoyalty: 'customer/shops/:slug/loyalty',
  /** POST joins the shop's membership, DELETE leaves it (`MembershipStanding`). */
  customerMembership: 'customer/shops/:slug/membership',
  /** POST: a one-time code for a point reward (`RedemptionCode`). */
  customerRedemptionCode: 'customer/shops/:slug/points/rewards/:rewardId/code',
  /** GET every card, balance and membership of the customer (`CustomerCards`). */
  customerCards: 'customer/cards',
  /** PUT the customer's answer to an event (`RsvpRequest`). */
  customerRsvp: 'customer/posts/:postId/rsvp',
  // Stamp & Card Designs (contract/designs.ts): the shop's design requests.
  /** GET the products and extras with their prices. */
  merchantDesignCatalogue: 'merchant/store/:merchantId/designs/catalogue',
  /** GET the requests and the units left; POST (Idempotency-Key, JSON or multipart) a brief. */
  merchantDesigns: 'merchant/store/:merchantId/designs',
  /** GET one request whole. */
  merchantDesign: 'merchant/store/:merchantId/designs/:requestId',
  /** POST `{ file_id }`: picks a published draft. */
  merchantDesignPick: 'merchant/store/:merchantId/designs/:requestId/pick',
  /** POST `{ comment }`: a revision of the chosen draft (409 `revisions_used_up` past two). */
  merchantDesignRevision: 'merchant/store/:merchantId/designs/:requestId/revision',
  /** POST: accepts the chosen draft. */
  merchantDesignAccept: 'merchant/store/:merchantId/designs/:requestId/accept',
  /** GET a file of the request (its bytes, as an attachment). */
  merchantDesignFile: 'merchant/store/:merchantId/designs/:requestId/files/:fileId',
  /** POST `{ file_id? }`: a delivered stamp design becomes the stamp card's logo. */
  merchantDesignStampCard: 'merchant/store/:merchantId/designs/:requestId/stamp-card',
  /** GET the designer's steps to hear of, and how many unseen. */
  merchantDesignEvents: 'merchant/store/:merchantId/designs/events',
  /** POST `{ up_to }`: marks them seen. */
  merchantDesignEventsSeen: 'merchant/store/:merchantId/designs/events/seen',
  /**
   * Public POST (a signed-in customer's token optional): 'Report this shop', or one of its posts,
   * with a reason; queued for the back office's moderation.
   */
  shopReport: 'marketplace/shops/:slug/reports',

  // The back office (`/admin`): an operator's token only, the role checked on every call
  // (contract/operators.ts says which roles may call what).
  /** POST `{phone, password}` signs in (the first stage); GET who is signed in; DELETE signs out. */
  adminSession: 'admin/session',
  /** POST: a new authenticator secret to enrol (the 'enrol' stage only). */
  adminEnrolment: 'admin/session/enrolment',
  /** POST `{code}`: confirms the enrolment; answers the recovery codes, shown once. */
  adminEnrolmentConfirm: 'admin/session/enrolment/confirm',
  /** POST `{code}` or `{recovery_code}`: the second factor (the 'second_factor' stage). */
  adminSecondFactor: 'admin/session/second-factor',
  /** GET the overview's figures. */
  adminOverview: 'admin/overview',
  /** GET merchants by name, phone, shop name, township, plan state. */
  adminMerchants: 'admin/merchants',
  /** GET one merchant's page: subscriptions, payments, receipts, store, orders, notes, audit. */
  adminMerchant: 'admin/merchants/:merchantId',
  /** POST an operator's note on the merchant. */
  adminMerchantNotes: 'admin/merchants/:merchantId/notes',
  /** GET bank transfers awaiting review. */
  adminTransfers: 'admin/transfers',
  /** GET the transfer's slip (the image; operators only). */
  adminTransferSlip: 'admin/transfers/:reference/slip',
  /** POST: approves the transfer: the plan is activated and the receipt issued. */
  adminTransferApprove: 'admin/transfers/:reference/approve',
  /** POST `{reason}`: rejects the transfer; the merchant sees the reason. */
  adminTransferReject: 'admin/transfers/:reference/reject',
  /** GET wallet payments that arrived late or did not match, held for refund. */
  adminHeld: 'admin/held',
  /** POST (Idempotency-Key) `{reason}`: refunds a held payment in full through its provider. */
  adminHeldRefund: 'admin/held/:reference/refund',
  /** GET payments (search by reference, receipt, merchant, method, period). */
  adminPayments: 'admin/payments',
  /** GET one payment with its receipt and refunds. */
  adminPayment: 'admin/payments/:paymentId',
  /** POST (Idempotency-Key) `{amount_minor, reason}`: a refund with its credit note. */
  adminPaymentRefunds: 'admin/payments/:paymentId/refunds',
  /** GET a credit note's document. */
  adminCreditNote: 'admin/credit-notes/:number',
  /** GET plans and add-ons with their prices, limits and scheduled changes. */
  adminPrices: 'admin/prices',
  /** POST a price (and limits) change of a plan or add-on, effective from a date. */
  adminPriceChanges: 'admin/prices/changes',
  /** DELETE a scheduled change not yet in effect. */
  adminPriceChange: 'admin/prices/changes/:changeId',
  /** GET partner codes; POST a new one. */
  adminPartnerCodes: 'admin/partner-codes',
  /** PATCH a partner code (switch off or on, expiry, uses). */
  adminPartnerCode: 'admin/partner-codes/:codeId',
  /** GET shoppers' reports (`?status=open`). */
  adminReports: 'admin/reports',
  /** POST `{note}`: dismisses a report. */
  adminReportDismiss: 'admin/reports/:reportId/dismiss',
  /** PUT `{reason}` suspends the shop (unlisted at once); DELETE lifts the suspension. */
  adminShopSuspension: 'admin/shops/:merchantId/suspension',
  /** GET the suspended shops, the latest suspension first. */
  adminSuspensions: 'admin/shops/suspended',
  /** GET the audit log, searchable. */
  adminAudit: 'admin/audit',
  /** GET a CSV export (UTF-8 with BOM): merchants, payments, receipts or refunds. */
  adminExport: 'admin/exports/:dataset',
  /** GET the design requests waiting for a designer (`?status=all`: every one). */
  adminDesigns: 'admin/designs',
  /** GET one design request whole, with its shop. */
  adminDesign: 'admin/designs/:requestId',
  /** POST `{ note }`: the consultation noted; the concept drafts are next. */
  adminDesignConsultation: 'admin/designs/:requestId/consultation',
  /** POST multipart, one file in field `file` (PNG, JPEG or PDF): a draft or a final file. */
  adminDesignFiles: 'admin/designs/:requestId/files',
  /** GET a file's bytes; DELETE an unpublished one. */
  adminDesignFile: 'admin/designs/:requestId/files/:fileId',
  /** POST `{ note? }`: publishes the drafts (or the revised version) to the merchant. */
  adminDesignPublish: 'admin/designs/:requestId/publish',
  /** POST `{ note? }`: delivers the final files. */
  adminDesignDeliver: 'admin/designs/:requestId/deliver',
  /** GET the merchants' steps to hear of; POST `{ up_to }` to `…/seen` marks them seen. */
  adminDesignEvents: 'admin/designs/events',
  adminDesignEventsSeen: 'admin/designs/events/seen',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];

/** `fillPath('merchant/store/:merchantId', { merchantId: 7 })` → `merchant/store/7`. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
