/**
 * The plans page's words. Exact words of the specification are kept as written.
 */
export const plansMessages = {
  /* hero */
  heroLabel: 'Introduction',
  heroTitle: 'Designing with simplicity, so your shop can shine',
  heroText:
    'One subscription for your store page, loyalty cards, promotions and insights. Pick a plan, add what you need, and see the cost before you pay.',
  heroCta: 'Explore Features',

  /* sticky section header */
  sectionNavLabel: 'Plans page sections',
  navPlans: 'Plans',
  navFeatures: 'Features',
  navCost: 'Cost',

  /* plans */
  title: 'Choose your Plan',
  durationLegend: 'Subscription length',
  durations: ['3-months', '6-months', '12-months'] as const,
  plansLegend: 'Plans',
  maxBranches: 'Max Branches',
  maxUsers: 'Max Users',
  maxPosts: 'Max Posts per Month',
  stampCard: 'Stamp Card',
  pointCollection: 'Point Collection',
  membership: 'Membership',
  allFeatures: 'All Features',
  yes: 'Yes',
  no: 'No',
  notAvailable: 'N/A',
  perMonth: 'MMK per month',
  plusTax: '+ 2% tax',
  loadingPlans: 'Loading plans...',
  errorLoadingPlans: (message: string) => `Error loading plans: ${message}`,
  noPlans: 'No plans available',

  /* additional features */
  featuresTitle: 'Additional Features',
  featuresLead: 'Add what your shop needs on top of any plan. Prices are per 3-month period.',
  learnMore: (title: string) => `Learn more about ${title}`,
  addAddon: (name: string) => `Add ${name}`,
  removeAddon: (name: string) => `Remove ${name}`,
  add: 'Add',
  remove: 'Remove',
  quantity: 'Quantity',
  quantityOf: (name: string) => `Quantity of ${name}`,

  /* price calculator section */
  calculatorTitle: 'Price Calculator',
  planSelectionTitle: 'Plan Selection',
  planLabel: 'Plan',
  durationLabel: 'Duration',
  months: (months: number) => `${months} months`,
  addonsTitle: 'Addons',
  noAddons: 'No addons available',
  totalCostTitle: 'Total Cost',
  basePrice: 'Base Price',
  selectedFeatures: 'Selected Features',
  noSelectedFeatures: 'None',
  featureLine: (quantity: number) => `× ${quantity}`,
  discount: 'Discount',
  tax: 'Tax (2%)',
  total: 'Total',
  mmk: (amount: string) => `${amount} MMK`,
  processPayment: 'Process Payment',

  /* partner block */
  partnerTitle: 'Partner with us',
  partnerIntro:
    'Partners grow together: member shops get a discount on their subscription and a place in the network’s shared promotions.',
  partnerMore:
    'Tell us about your membership in a merchant association, or a discount you agreed with our team, and enter it below. A percentage and an amount cannot be combined: choosing one sets the other back to 0. Your order is recorded when you continue, and you pay on the next page.',
  seeMore: 'See more',
  showLess: 'Show less',
  memberDiscount: 'Member Discount (%)',
  discountAmount: 'Discount Amount (MMK)',
  acceptTerms: 'Accept Terms and Conditions',
  back: 'Back',
  continue: 'Continue',

  /* checkout */
  termsRequired: 'Please accept the terms before continuing',
  termsModalTitle: 'Terms Not Accepted',
  termsModalText: 'Please accept the Terms and Conditions before proceeding with your payment',
  ok: 'OK',
  loginRequired: 'Please register or login to complete your payment',
  merchantMissing: 'Merchant information not found. Please complete your profile.',
  invalidDuration: 'Invalid duration selected',
  paymentFailed: (message: string) => `Payment failed: ${message}`,
  addonTypeMissing: (name: string) => `No add-on type matches ${name}; it was not ordered.`,
  remark: (name: string) => `Added ${name}`,

  /* error texts of the network layer */
  networkError: 'Network error. Please try again.',
  requestFailed: (status: number | string) => `Request failed (${status})`,
  unknownError: 'Something went wrong',
} as const;

/** The six add-on tiles, in order; `name` is the add-on type's name. */
export const featureTiles = [
  {
    name: 'Social Media Content',
    description:
      'Fifteen ready-to-post designs every month for your pages on three social networks, in your brand’s colours.',
    price: '10,000 MMK/month',
    path: 'additionalFeatures/SocialMedia',
  },
  {
    name: 'Order/Reservations',
    description:
      'Take orders and table reservations from your store page, with QR ordering, menu management and real-time notifications.',
    price: '15,000 MMK/month',
    path: 'additionalFeatures/Orders',
  },
  {
    name: 'Branches',
    description:
      'Run every branch of your shop from one account, each with its own staff, stock and reports.',
    price: '5,000 MMK/branch',
    path: 'additionalFeatures/Branches',
  },
  {
    name: 'Advertisement Banner',
    description:
      'A banner across the marketplace for 30 days, with more than 10,000 impressions and a minimum click rate guaranteed.',
    price: '20,000 MMK/month',
    path: 'additionalFeatures/Advertisement',
  },
  {
    name: 'Stamp & Card Designs',
    description:
      'Loyalty stamps and gift cards designed for your brand, from first draft to print-ready files.',
    price: '8,000 MMK/design',
    path: 'additionalFeatures/Designs',
  },
  {
    name: 'Advanced Analytics',
    description:
      'Customer behaviour, sales trends and performance in more than 15 metrics, with 24 months of history and exports.',
    price: '12,000 MMK/month',
    path: 'additionalFeatures/Analytics',
  },
] as const;

export type FeatureTile = (typeof featureTiles)[number];
