/**
 * The add-on tiles of /price. Their words are in the catalogues (`plans.tiles.N`); what stays here
 * is what the code matches against the server (each tile's `name` is the add-on type's name) and
 * each tile's page; the English description and price stay beside them as the specification's
 * words, which the page's tests check the English catalogue against.
 */
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
