/**
 * Every call of the API with a valid request for it, for the tests that sweep all of them (bad
 * input, the authorisation matrix). `calls.test.ts`-style completeness checks compare this list
 * with the routes the app really has, so a new call cannot be forgotten here.
 */
import { apiPaths } from '@contract/apiPaths';
import { inboxPaths } from '@contract/inboxPaths';
import { insightsPaths } from '@contract/insightsPaths';
import { pushPaths } from '@contract/pushPaths';
import { deliveryPaths } from '@contract/deliveryPaths';
import { optionPaths } from '@contract/optionPaths';
import { reviewPaths } from '@contract/reviewPaths';
import { teamPaths } from '@contract/teamPaths';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Field {
  name: string;
  kind: 'int' | 'text' | 'number';
  optional?: boolean;
}

export interface Call {
  method: Method;
  /** The route as Fastify knows it, e.g. `/api/merchant/addPlan/:merchantId`. */
  route: string;
  /** Needs `Authorization: Bearer`. */
  auth: boolean;
  /** Has a `:merchantId` parameter that must be the token's merchant. */
  merchant: boolean;
  /** Needs a customer's token (`requireCustomer`), which `auth` (a merchant's) is not. */
  customer?: boolean;
  /** Needs a plan feature as well (`requireFeature`): 403 for a merchant without it. */
  feature?: boolean;
  /**
   * Has an `:id` parameter, or others besides `:merchantId` (`:branchId`, `:photoId`, …): the
   * tests put their id in each (any valid one will do).
   */
  id?: boolean;
  /** Values of the parameters that make the URL valid where `1` would not (`:photoId`). */
  params?: Record<string, string>;
  /** A valid body (POST and PUT only), given the context of the test. */
  body?: (context: CallContext) => Record<string, unknown>;
  fields?: Field[];
}

export interface CallContext {
  /** A payment intent of the merchant that the test uses. */
  intentId: string;
  /** A new phone and email on every call. */
  fresh: () => { phone: string; email: string };
  /** The phone of the merchant whose token the calls carry. */
  ownPhone: string;
}

export const NEXT_YEAR = new Date().getUTCFullYear() + 1;
export const VISA = '4242424242424242';
export const METADATA = { shop_name: 'Shwe Yee Tea House', category_id: 1, township: 'Bahan' };
/** The shop subscription's price in minor units (the server's own amount). */
export const INTENT = {
  amount: 10499,
  currency: 'USD',
  description: 'Monthly Subscription Fee',
  metadata: METADATA,
};

export function cardPayment(intentId: string) {
  return {
    payment_intent_id: intentId,
    card_number: VISA,
    card_holder_name: 'Aung Aung',
    expired_month: 12,
    expired_year: NEXT_YEAR,
    cvc: '739',
    amount: 104.9895,
    currency: 'USD',
  };
}

/**
 * A pending plan order is paid at the server's own price of it, in MMK: the intent for the
 * summary's `amount_minor` (`merchant/orderSummary`), the card for its `total`.
 */
export function orderIntent(order: { amount_minor: number }) {
  return { ...INTENT, amount: order.amount_minor, currency: 'MMK' };
}

export function orderPayment(intentId: string, order: { total: number }) {
  return { ...cardPayment(intentId), amount: order.total, currency: 'MMK' };
}

const text = (name: string, optional = false): Field => ({ name, kind: 'text', optional });
const int = (name: string): Field => ({ name, kind: 'int' });

const get = (route: string, auth = false, merchant = false): Call => ({
  method: 'GET',
  route,
  auth,
  merchant,
});

/** A merchant store call at `path` of the contract (`apiPaths.x`). */
const store = (method: Method, path: string, more: Partial<Call> = {}): Call => ({
  method,
  route: `/api/${path}`,
  auth: true,
  merchant: true,
  id: /:(branch|section|item)Id/.test(path),
  ...more,
});

/** A call that needs a customer's token at `path` of the contract. */
const customerCall = (method: Method, path: string, more: Partial<Call> = {}): Call => ({
  method,
  route: `/api/${path}`,
  auth: false,
  merchant: false,
  customer: true,
  id: /:(orderId|reservationId|slug)/.test(path),
  ...more,
});

const HOURS = [{ weekday: 1, opens: '08:00', closes: '20:00' }];

/** A browser's push subscription (keys of the right shape; push is off in these tests: 409). */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  language: 'en',
  label: 'Chrome on Android',
};

const storeProfile = {
  body: () => ({
    name: 'Shwe Yee Tea House',
    slug: '',
    description: 'Tea and mohinga.',
    category_id: 1,
    township_id: 1,
    address: 'No. 12, Bo Aung Kyaw Street',
    phone: '09781234567',
    hours: HOURS,
    logo_photo_id: null,
    cover_photo_id: null,
  }),
  fields: [
    text('name'),
    text('slug'),
    text('description'),
    int('category_id'),
    int('township_id'),
    text('address'),
    text('phone'),
  ],
};

const branchBody = {
  body: () => ({
    name: 'Bahan branch',
    address: 'No. 5, Shwegondaing Road',
    township_id: 2,
    phone: '09781234568',
    hours: HOURS,
  }),
  fields: [text('name'), text('address'), int('township_id'), text('phone')],
};

const sectionBody = { body: () => ({ name: 'Noodles' }), fields: [text('name')] };

// The price is left out of `fields`: zero is a valid price, and the fuzz takes zero as invalid.
const itemBody = {
  body: () => ({
    kind: 'product',
    section_id: null,
    name: 'Green tea leaves',
    description: 'From the Shan hills.',
    price: 3500,
    photo_id: null,
    available: true,
  }),
  fields: [text('kind'), int('section_id'), text('name'), text('description'), text('photo_id')],
};

const reorderBody = { body: () => ({ ids: [1] }) };

// The least total is left out of `fields`: nought is valid, and the fuzz takes nought as invalid.
const promoBody = {
  body: () => ({
    code: 'TEA-10',
    kind: 'percent',
    value: 10,
    valid_from: `${NEXT_YEAR}-01-01`,
    valid_to: `${NEXT_YEAR}-12-31`,
    max_uses: 100,
    min_total: 0,
    active: true,
  }),
  fields: [
    text('code'),
    text('kind'),
    int('value'),
    text('valid_from'),
    text('valid_to'),
    int('max_uses'),
  ],
};

// An event; `kind` is left out of `fields`: the fuzz's 'odd text' could make it an announcement
// whose date is then refused, which the fuzz would take as a valid body refused.
const postBody = {
  body: () => ({
    kind: 'event',
    title: 'Thingyan water festival',
    body: 'Free mohinga for everyone who comes.',
    event_date: `${NEXT_YEAR}-04-13`,
    event_time: '10:00',
    photo_id: null,
  }),
  fields: [text('title'), text('body'), text('event_date'), text('event_time'), text('photo_id')],
};

const bannerBody = {
  body: () => ({ photo_id: 'ph_noSuchPhoto', title: 'Monsoon sale: 20 % off' }),
  fields: [text('photo_id'), text('title')],
};

export const CALLS: Call[] = [
  get('/api/backend/getDistricts'),
  get('/api/backend/getTownships'),
  { ...get('/api/backend/districts/:districtId/townships'), id: true },
  get('/api/backend/getCategories', true),
  get('/api/backend/getplans'),
  get('/api/backend/getaddons'),
  get('/api/backend/calculator/plans'),
  get('/api/backend/calculator/addons'),
  get('/api/backend/categories'),
  get('/api/marketplace/shops'),
  get('/api/marketplace/shops/:slug'),
  get('/api/marketplace/categories'),
  { ...get('/api/merchant/getPlans/:id', true), id: true },
  get('/api/merchant/pendingOrder/:merchantId', true, true),
  get('/api/merchant/dashboard/:merchantId', true, true),
  get(`/api/${apiPaths.shopDetails}`, true, true),
  // Paying for a plan order: its price, the partner code that may discount it, the receipts.
  get(`/api/${apiPaths.orderSummary}`, true, true),
  store('POST', apiPaths.partnerCode, {
    body: () => ({ code: 'PARTNER10' }),
    fields: [text('code')],
  }),
  store('DELETE', apiPaths.partnerCode),
  {
    ...get(`/api/${apiPaths.receipt}`, true, true),
    id: true,
    params: { number: 'R-2026-000001' },
  },
  // `/payment`: the checkout of the pending order; a provider's callback (public).
  get(`/api/${apiPaths.checkout}`, true, true),
  store('POST', apiPaths.checkout, {
    body: () => ({ method: 'bank_transfer' }),
    fields: [text('method')],
  }),
  store('POST', apiPaths.checkoutTransfer, { id: true, params: { reference: 'MP0000000000' } }),
  store('POST', apiPaths.checkoutConfirm, { id: true, params: { reference: 'MP0000000000' } }),
  {
    method: 'POST',
    route: `/api/${apiPaths.paymentCallback}`,
    auth: false,
    merchant: false,
    id: true,
    params: { provider: 'sandbox' },
  },
  {
    method: 'POST',
    route: '/api/backend/contact',
    auth: false,
    merchant: false,
    body: () => ({
      name: 'Aung Aung',
      email: 'aung@example.com',
      message: 'Please call me about the Premium plan.',
    }),
    fields: [text('name'), text('email'), text('message')],
  },
  {
    method: 'POST',
    route: '/api/merchant/merchantregister',
    auth: false,
    merchant: false,
    body: ({ fresh }) => ({
      username: 'Aung Aung',
      shopname: 'Shwe Yee Tea House',
      ...fresh(),
      district_id: 1,
      township_id: 1,
      password: 'golden-rock-42',
      password_confirmation: 'golden-rock-42',
    }),
    fields: [
      text('username'),
      text('shopname'),
      text('email'),
      text('phone'),
      int('district_id'),
      int('township_id'),
      text('password'),
      text('password_confirmation'),
    ],
  },
  {
    method: 'POST',
    route: '/api/merchant/login',
    auth: false,
    merchant: false,
    body: () => ({ phone: '09781230001', password: 'golden-rock-42' }),
    fields: [text('phone'), text('password')],
  },
  { method: 'POST', route: '/api/merchant/logout', auth: true, merchant: false },
  {
    method: 'POST',
    route: '/api/merchant/addPlan/:merchantId',
    auth: true,
    merchant: true,
    body: () => ({ plan_id: 2, duration_month: 6 }),
    fields: [int('plan_id'), int('duration_month')],
  },
  {
    method: 'POST',
    route: '/api/merchant/addAddon/:merchantId',
    auth: true,
    merchant: true,
    body: () => ({ addon_type_id: 1, quantity: 2, remark: 'Added Branch' }),
    fields: [int('addon_type_id'), int('quantity'), text('remark', true)],
  },
  {
    method: 'POST',
    route: '/api/merchant/createPaymentIntent/:merchantId',
    auth: true,
    merchant: true,
    body: () => ({ ...INTENT, metadata: { ...METADATA } }),
    fields: [int('amount'), text('currency'), text('description', true)],
  },
  {
    method: 'POST',
    route: '/api/merchant/processPayment/:merchantId',
    auth: true,
    merchant: true,
    body: ({ intentId }) => cardPayment(intentId),
    fields: [
      text('payment_intent_id'),
      text('card_number'),
      text('card_holder_name'),
      int('expired_month'),
      int('expired_year'),
      text('cvc'),
      { name: 'amount', kind: 'number' },
      text('currency'),
    ],
  },
  {
    method: 'POST',
    route: '/api/merchant/addBillingInformation/:merchantId',
    auth: true,
    merchant: true,
    body: ({ fresh }) => ({
      shop_name: 'Shwe Yee Tea House',
      address: 'No. 12, Bo Aung Kyaw Street',
      township: 'Bahan',
      category_id: 1,
      phone: fresh().phone,
      email: 'shop@example.com',
    }),
    fields: [
      text('shop_name'),
      text('address'),
      text('township'),
      int('category_id'),
      text('phone'),
      text('email'),
    ],
  },
  {
    method: 'POST',
    route: '/api/merchant/addCardInformation/:merchantId',
    auth: true,
    merchant: true,
    body: () => ({
      card_number: VISA,
      card_holder_name: 'Aung Aung',
      expired_month: 12,
      expired_year: NEXT_YEAR,
    }),
    fields: [
      text('card_number'),
      text('card_holder_name'),
      int('expired_month'),
      int('expired_year'),
    ],
  },
  store('GET', apiPaths.store),
  store('PUT', apiPaths.store, storeProfile),
  store('POST', apiPaths.storePublish),
  store('DELETE', apiPaths.storePublish),
  store('GET', apiPaths.storeBranches),
  store('POST', apiPaths.storeBranches, branchBody),
  store('PUT', apiPaths.storeBranch, branchBody),
  store('DELETE', apiPaths.storeBranch),
  store('GET', apiPaths.storeCatalogue),
  store('POST', apiPaths.storeSections, sectionBody),
  store('PUT', apiPaths.storeSectionOrder, reorderBody),
  store('PUT', apiPaths.storeSection, sectionBody),
  store('DELETE', apiPaths.storeSection),
  store('POST', apiPaths.storeItems, itemBody),
  store('PUT', apiPaths.storeItemOrder, reorderBody),
  store('PUT', apiPaths.storeItem, itemBody),
  store('DELETE', apiPaths.storeItem),
  store('POST', optionPaths.storeOptionGroups, {
    body: () => ({
      name: 'Size',
      name_my: '',
      min: 1,
      max: 1,
      options: [{ name: 'Large', name_my: '', price: 500 }],
    }),
    fields: [text('name'), text('name_my', true), int('max')],
  }),
  store('PUT', optionPaths.storeOptionGroupOrder, reorderBody),
  store('PUT', optionPaths.storeOptionGroup, {
    body: () => ({
      name: 'Size',
      name_my: '',
      min: 0,
      max: 1,
      options: [{ name: 'Large', name_my: '', price: 500 }],
    }),
    fields: [text('name'), text('name_my', true), int('max')],
  }),
  store('DELETE', optionPaths.storeOptionGroup),
  store('GET', deliveryPaths.storeDelivery),
  store('PUT', deliveryPaths.storeDelivery, {
    body: () => ({ areas: [{ township_id: 1, fee: 1500, min_total: 10000, eta_minutes: 30 }] }),
  }),
  store('POST', apiPaths.storePhotos),
  {
    ...get(`/api/${apiPaths.photo}`),
    id: true,
    params: { photoId: 'ph_noSuchPhoto', width: '160' },
  },
  // One-time codes: for the phone the merchant registered with; a code is six digits.
  {
    method: 'POST',
    route: '/api/merchant/sendOtp/:merchantId',
    auth: true,
    merchant: true,
    body: ({ ownPhone }) => ({ phone: ownPhone }),
    fields: [text('phone')],
  },
  {
    method: 'POST',
    route: '/api/merchant/verifyOtp/:merchantId',
    auth: true,
    merchant: true,
    body: ({ ownPhone }) => ({ phone: ownPhone, otp: '123456' }),
    fields: [text('phone'), text('otp')],
  },
  // The OTP screen opened again; a forgotten password (public, a code of its own purpose).
  get(`/api/${apiPaths.otpStatus}`, true, true),
  {
    method: 'POST',
    route: `/api/${apiPaths.passwordResetSendCode}`,
    auth: false,
    merchant: false,
    body: ({ fresh }) => ({ phone: fresh().phone }),
    fields: [text('phone')],
  },
  {
    method: 'POST',
    route: `/api/${apiPaths.passwordReset}`,
    auth: false,
    merchant: false,
    body: ({ ownPhone }) => ({
      phone: ownPhone,
      otp: '123456',
      password: 'new-secret-77',
      password_confirmation: 'new-secret-77',
    }),
    fields: [text('phone'), text('otp'), text('password'), text('password_confirmation')],
  },
  // Customers (contract/orders.ts): sign-in is public; the rest needs a customer's token.
  {
    method: 'POST',
    route: `/api/${apiPaths.customerSendOtp}`,
    auth: false,
    merchant: false,
    body: ({ fresh }) => ({ phone: fresh().phone }),
    fields: [text('phone')],
  },
  {
    method: 'POST',
    route: `/api/${apiPaths.customerSignIn}`,
    auth: false,
    merchant: false,
    body: ({ fresh }) => ({ phone: fresh().phone, otp: '123456' }),
    fields: [text('phone'), text('otp')],
  },
  {
    method: 'POST',
    route: `/api/${teamPaths.staffSendOtp}`,
    auth: false,
    merchant: false,
    body: ({ fresh }) => ({ phone: fresh().phone }),
    fields: [text('phone')],
  },
  {
    method: 'POST',
    route: `/api/${teamPaths.staffSignIn}`,
    auth: false,
    merchant: false,
    body: ({ fresh }) => ({ phone: fresh().phone, otp: '123456' }),
    fields: [text('phone'), text('otp')],
  },
  customerCall('POST', apiPaths.customerSignOut),
  customerCall('GET', apiPaths.customerMe),
  customerCall('PUT', apiPaths.customerMe, {
    body: () => ({ name: 'Ma Hnin' }),
    fields: [text('name')],
  }),
  customerCall('GET', apiPaths.customerActivity),
  customerCall('POST', apiPaths.customerPlaceOrder, {
    params: { slug: 'golden-cup' },
    body: () => ({
      branch_id: null,
      lines: [{ item_id: 1, quantity: 1 }],
      note: 'Less sugar',
      table: null,
      promo_code: null,
    }),
    fields: [int('branch_id'), text('note'), text('table'), text('promo_code', true)],
  }),
  // The price of a basket: public, a customer's token optional (`optionalCustomer`).
  {
    method: 'POST',
    route: `/api/${apiPaths.customerQuote}`,
    auth: false,
    merchant: false,
    id: true,
    params: { slug: 'golden-cup' },
    body: () => ({
      branch_id: null,
      lines: [{ item_id: 1, quantity: 2 }],
      promo_code: 'TEA-10',
    }),
    fields: [int('branch_id'), text('promo_code')],
  },
  // 'Report this shop': public, a customer's token optional (`optionalCustomer`).
  {
    method: 'POST',
    route: `/api/${apiPaths.shopReport}`,
    auth: false,
    merchant: false,
    id: true,
    params: { slug: 'golden-cup' },
    body: () => ({ reason: 'scam', details: 'Asked for payment before the order was confirmed.' }),
    fields: [text('reason'), text('details', true)],
  },
  customerCall('POST', apiPaths.customerCancelOrder),
  // Reservations (helper A2's routes): the slots are public.
  { ...get(`/api/${apiPaths.customerSlots}`), id: true, params: { slug: 'golden-cup' } },
  customerCall('POST', apiPaths.customerReserve, {
    params: { slug: 'golden-cup' },
    body: () => ({
      branch_id: null,
      item_id: null,
      date: `${NEXT_YEAR}-01-15`,
      time: '12:00',
      party_size: 2,
      note: 'By the window',
    }),
    fields: [int('branch_id'), int('item_id'), text('date'), text('time'), int('party_size')],
  }),
  customerCall('POST', apiPaths.customerCancelReservation),
  // The live streams (their own tests read them; here only their guards, which end the call).
  customerCall('GET', apiPaths.customerEvents),
  store('GET', apiPaths.merchantEvents, { feature: true }),
  // The shop's orders: its plan must include them.
  store('GET', apiPaths.merchantInbox, { feature: true }),
  store('GET', inboxPaths.merchantInboxOrders, { feature: true }),
  store('GET', inboxPaths.merchantBlockedCustomers, { feature: true }),
  store('GET', inboxPaths.merchantBusy, { feature: true }),
  store('POST', inboxPaths.merchantBusy, {
    feature: true,
    body: () => ({ branch_id: null, minutes: 15 }),
    fields: [int('minutes')],
  }),
  store('PUT', inboxPaths.merchantBlockedCustomer, { id: true, feature: true }),
  store('DELETE', inboxPaths.merchantBlockedCustomer, { id: true, feature: true }),
  store('POST', apiPaths.merchantOrderAction, {
    id: true,
    feature: true,
    params: { orderId: '1', action: 'accept' },
    body: () => ({}),
  }),
  store('POST', inboxPaths.merchantOrderPaid, {
    id: true,
    feature: true,
    params: { orderId: '1' },
    body: () => ({ method: 'cash' }),
  }),
  // Promo codes come with every plan: without an active subscription, the plan's 403.
  store('GET', apiPaths.merchantPromoCodes, { feature: true }),
  store('POST', apiPaths.merchantPromoCodes, { feature: true, ...promoBody }),
  store('PUT', apiPaths.merchantPromoCode, { id: true, feature: true, ...promoBody }),
  store('DELETE', apiPaths.merchantPromoCode, { id: true, feature: true }),
  store('POST', apiPaths.merchantReservationAction, {
    id: true,
    feature: true,
    params: { reservationId: '1', action: 'confirm' },
    body: () => ({}),
  }),
  // Every role's one change of an item (the fuzz's fields are numbers and texts, not booleans).
  store('PUT', apiPaths.storeItemAvailability, { body: () => ({ available: false }) }),
  // The shop's team (the owner's): inviting needs room under the plan's max_users (422 without).
  store('GET', teamPaths.merchantTeam),
  store('GET', teamPaths.merchantTeamActivity),
  store('POST', teamPaths.merchantTeam, {
    body: ({ fresh }) => ({ phone: fresh().phone, name: 'Ma Hnin', role: 'cashier' }),
    fields: [text('phone'), text('name'), text('role')],
  }),
  store('PUT', teamPaths.merchantTeamMember, {
    id: true,
    body: () => ({ role: 'manager' }),
    fields: [text('role')],
  }),
  store('DELETE', teamPaths.merchantTeamMember, { id: true }),
  // Notifications (contract/push.ts): every role's own devices; the key is public.
  get(`/api/${pushPaths.pushKey}`),
  store('GET', pushPaths.merchantPushDevices),
  store('POST', pushPaths.merchantPushDevices, {
    body: () => PUSH_SUBSCRIPTION,
    fields: [text('endpoint'), text('language'), text('label')],
  }),
  store('PUT', pushPaths.merchantPushDevice, { id: true, body: () => ({ events: ['new_order'] }) }),
  store('DELETE', pushPaths.merchantPushDevice, { id: true }),
  customerCall('GET', pushPaths.customerPushDevices),
  customerCall('POST', pushPaths.customerPushDevices, {
    body: () => PUSH_SUBSCRIPTION,
    fields: [text('endpoint'), text('language'), text('label')],
  }),
  customerCall('DELETE', pushPaths.customerPushDevice, { id: true }),
  customerCall('GET', pushPaths.customerNotices),
  customerCall('PUT', pushPaths.customerNotices, {
    body: () => ({ text_when_ready: true, language: 'en' }),
    fields: [text('language')],
  }),
  // Announcements and events: adding one needs an active subscription (the plan's 403).
  store('GET', apiPaths.merchantPosts),
  store('POST', apiPaths.merchantPosts, { feature: true, ...postBody }),
  store('PUT', apiPaths.merchantPost, { id: true, ...postBody }),
  store('DELETE', apiPaths.merchantPost, { id: true }),
  customerCall('PUT', apiPaths.customerRsvp, {
    id: true,
    body: () => ({ answer: 'going' }),
    fields: [text('answer')],
  }),
  // Ad banners: the picture needs the Advertisement Banner add-on; the slot and clicks are public.
  store('GET', apiPaths.merchantBanner),
  store('PUT', apiPaths.merchantBanner, { feature: true, ...bannerBody }),
  // Insights and their exports: the Advanced Analytics add-on (or Premium).
  store('GET', insightsPaths.merchantInsights, { feature: true }),
  store('GET', insightsPaths.merchantInsightsCsv, { feature: true }),
  store('GET', insightsPaths.merchantInsightsXlsx, { feature: true }),
  // Ratings and reviews: a customer rates a visit; the shop lists its reviews and replies.
  customerCall('GET', reviewPaths.customerReviewVisits),
  customerCall('POST', reviewPaths.customerReviews, {
    body: () => ({ visit: 'order', visit_id: 1, stars: 5, text: 'Good tea' }),
    fields: [text('visit'), int('visit_id'), int('stars'), text('text', true)],
  }),
  { ...get(`/api/${reviewPaths.shopReviews}`), id: true, params: { slug: 'golden-cup' } },
  // Reporting a review: anyone signed in, a customer's token or a merchant's.
  {
    method: 'POST',
    route: `/api/${reviewPaths.shopReviewReport}`,
    // Its own guard (a customer's token or a merchant's), after validation.
    auth: false,
    merchant: false,
    id: true,
    params: { slug: 'golden-cup', reviewId: '1' },
    body: () => ({ reason: 'offensive', details: 'Rude words about the staff.' }),
    fields: [text('reason'), text('details', true)],
  },
  store('GET', reviewPaths.merchantReviews),
  store('POST', reviewPaths.merchantReviewReply, {
    id: true,
    params: { reviewId: '1' },
    body: () => ({ text: 'Thank you for coming' }),
    fields: [text('text')],
  }),
  get(`/api/${apiPaths.marketplaceBanner}`),
  {
    method: 'POST',
    route: `/api/${apiPaths.marketplaceBannerClick}`,
    auth: false,
    merchant: false,
    id: true,
    body: () => ({ impression: 'an-impression-id' }),
    fields: [text('impression')],
  },
  // Loyalty (contract/loyalty.ts): each programme's writes need its plan feature.
  store('GET', apiPaths.merchantLoyalty),
  store('PUT', apiPaths.merchantStampCard, {
    feature: true,
    body: () => ({
      enabled: true,
      stamps_needed: 5,
      reward: 'A free tea',
      background: '#fff8e1',
      color: '#8d6e63',
      logo_photo_id: null,
    }),
    fields: [int('stamps_needed'), text('reward'), text('background'), text('color')],
  }),
  store('PUT', apiPaths.merchantPoints, {
    feature: true,
    body: () => ({ enabled: true, points_per_1000: 10 }),
    fields: [int('points_per_1000')],
  }),
  store('POST', apiPaths.merchantPointRewards, {
    feature: true,
    body: () => ({ name: 'A free tea', points: 50, available: true }),
    fields: [text('name'), int('points')],
  }),
  store('PUT', apiPaths.merchantPointReward, {
    id: true,
    feature: true,
    body: () => ({ name: 'A free tea', points: 50, available: true }),
    fields: [text('name'), int('points')],
  }),
  store('DELETE', apiPaths.merchantPointReward, { id: true, feature: true }),
  store('POST', apiPaths.merchantRedeemCode, {
    feature: true,
    body: () => ({ code: '123456' }),
    fields: [text('code')],
  }),
  store('PUT', apiPaths.merchantMembership, {
    feature: true,
    body: () => ({ enabled: true, discount_percent: 5 }),
  }),
  store('GET', apiPaths.merchantCounter, { feature: true }),
  store('POST', apiPaths.merchantCounterStamp, {
    feature: true,
    body: () => ({ phone: '09781234567' }),
    fields: [text('phone')],
  }),
  store('DELETE', apiPaths.merchantCounterStampUndo, { id: true, feature: true }),
  store('POST', apiPaths.merchantRedeemStampReward, { id: true, feature: true }),
  { ...get(`/api/${apiPaths.shopPromotions}`), id: true, params: { slug: 'golden-cup' } },
  {
    ...get(`/api/${apiPaths.sharedPost}`),
    id: true,
    params: { slug: 'golden-cup', postId: '1' },
  },
  customerCall('GET', apiPaths.customerShopLoyalty, { params: { slug: 'golden-cup' } }),
  customerCall('GET', apiPaths.customerCards),
  customerCall('POST', apiPaths.customerMembership, { params: { slug: 'golden-cup' } }),
  customerCall('DELETE', apiPaths.customerMembership, { params: { slug: 'golden-cup' } }),
  customerCall('POST', apiPaths.customerRedemptionCode, {
    params: { slug: 'golden-cup', rewardId: '1' },
  }),
  // Stamp & Card Designs (contract/designs.ts): a new request needs a unit of the add-on (the
  // plan's 403 without one); a stamp design goes on the card with the stamp card's feature.
  store('GET', apiPaths.merchantDesignCatalogue),
  store('GET', apiPaths.merchantDesigns),
  store('POST', apiPaths.merchantDesigns, {
    feature: true,
    body: () => ({
      product: 'loyalty_stamp',
      extras: ['mockups_3d'],
      brief: 'A teacup with steam, in our brown and cream.',
      colours: ['#8d6e63', '#fff8e1'],
    }),
    fields: [text('product'), text('brief')],
  }),
  store('GET', apiPaths.merchantDesignEvents),
  store('POST', apiPaths.merchantDesignEventsSeen, {
    body: () => ({ up_to: 1 }),
    fields: [int('up_to')],
  }),
  store('GET', apiPaths.merchantDesign, { id: true }),
  store('POST', apiPaths.merchantDesignPick, {
    id: true,
    body: () => ({ file_id: 1 }),
    fields: [int('file_id')],
  }),
  store('POST', apiPaths.merchantDesignRevision, {
    id: true,
    body: () => ({ comment: 'A larger cup, please.' }),
    fields: [text('comment')],
  }),
  store('POST', apiPaths.merchantDesignAccept, { id: true }),
  store('GET', apiPaths.merchantDesignFile, { id: true }),
  store('POST', apiPaths.merchantDesignStampCard, { id: true, feature: true, body: () => ({}) }),
];

/**
 * The URL of `call` for merchant `merchantId`, with `id` in its other parameters (or, without
 * one, the call's own valid values, else 1).
 */
export function urlOf(call: Call, merchantId: number | string, id?: number | string): string {
  return call.route
    .replace(':merchantId', String(merchantId))
    .replace(/:(\w+)/g, (_, name: string) => String(id ?? call.params?.[name] ?? 1));
}

/** Every route of the app under /api as `METHOD /path`, collected while it is built. */
export function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}
