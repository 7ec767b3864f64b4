/** Every route of the SPA in one place. */
export const routePaths = {
  home: '/',
  register: '/register',
  login: '/login',
  signin: '/signin',
  otpVerification: '/otp-verification',
  /** A forgotten password, reset with a code sent to the account's phone. */
  forgotPassword: '/forgot-password',
  billing: '/billing',
  payment: '/payment',
  paymentMethod: '/paymentMethod',
  price: '/price',
  /** The marketplace: listed shops, filtered by the query string (see marketplace/shopFilters). */
  customer: '/customer',
  /** A listed shop's store page. */
  shop: '/shops/:slug',
  /** The customer's sign-in by phone and code (`?next=` a path of this site to go back to). */
  myLogin: '/my/login',
  /** The customer's orders and reservations, live. */
  myOrders: '/my/orders',
  /** The customer's stamp cards, points and memberships. */
  myCards: '/my/cards',
  training: '/training',
  /** The Terms and Conditions the merchant accepts on /price. */
  terms: '/terms',
  dashboard: '/dashboard',
  /** One of the merchant's receipts, printable on one A4 page. */
  receipt: '/dashboard/receipts/:number',
  /** The merchant's store editor: profile, branches, catalogue, publishing. */
  store: '/store',
  /** The merchant's live inbox of orders and reservations. */
  storeOrders: '/store/orders',
  /** The merchant's promo codes, announcements and events, and ad banner. */
  storePromotions: '/store/promotions',
  /** The merchant's loyalty programmes and the counter. */
  storeLoyalty: '/store/loyalty',
  /** The shop's team: the owner invites, changes and removes members. */
  storeTeam: '/store/team',
  /** The shop's design requests (Stamp & Card Designs): the brief, the drafts, the finals. */
  storeDesigns: '/store/designs',
  /** The shop's insights (Advanced Analytics): measures, charts, exports. */
  storeInsights: '/store/insights',
  /** A team member's sign-in by phone and code. */
  staffLogin: '/staff/login',
  /** The operators' back office, its parts beneath (`/admin/payments`, …). */
  admin: '/admin/*',
  additionalFeatures: {
    socialMedia: '/additionalFeatures/SocialMedia',
    orders: '/additionalFeatures/Orders',
    advertisement: '/additionalFeatures/Advertisement',
    analytics: '/additionalFeatures/Analytics',
    branches: '/additionalFeatures/Branches',
    designs: '/additionalFeatures/Designs',
  },
} as const;

/** The store page of the shop with this slug. */
export const shopPath = (slug: string): string => `/shops/${encodeURIComponent(slug)}`;

/** The marketplace showing the shops of one category (the landing page's Category List). */
export const categoryShopsPath = (categoryId: number): string => `/customer?category=${categoryId}`;

/** Anchors on the landing page that the header links to. */
export const homeAnchors = {
  category: '/#category',
  features: '/#features',
  contact: '/#contact',
} as const;

/** Element ids of those anchors, so the landing page and the header agree. */
export const homeSectionIds = {
  category: 'category',
  features: 'features',
  contact: 'contact',
} as const;

/** What a page may hand /price when it sends the visitor there: an add-on to select. */
export interface PriceLocationState {
  requestedAddon?: string;
}
