/**
 * The add-on tiles of /price. Their words are in the catalogues (`plans.tiles.N`); what stays here
 * is what the code matches against the server (each tile's `name` is the add-on type's name) and
 * each tile's page and what one of it is (`unit`: the add-on for a plan, a branch, a 30-day banner,
 * a design); the English description and price stay beside them, which the page's tests check the
 * English catalogue against. An add-on is charged once with the plan, whatever the plan's length,
 * so its price says what one of it costs per plan, never per month.
 */
/** The six add-on tiles, in order; `name` is the add-on type's name. */
export const featureTiles = [
  {
    name: 'Social Media Content',
    description:
      'Fifteen ready-to-post designs every month for your pages on three social networks, in your brand’s colours.',
    price: '10,000 MMK per plan',
    unit: 'plan',
    path: 'additionalFeatures/SocialMedia',
  },
  {
    name: 'Order/Reservations',
    description:
      'Take orders and table reservations from your store page, with QR ordering, menu management and real-time notifications.',
    price: '15,000 MMK per plan',
    unit: 'plan',
    path: 'additionalFeatures/Orders',
  },
  {
    name: 'Branches',
    description:
      'Run every branch of your shop from one account, each with its own staff, stock and reports.',
    price: '5,000 MMK per branch per plan',
    unit: 'branch',
    path: 'additionalFeatures/Branches',
  },
  {
    name: 'Advertisement Banner',
    description:
      'A banner across the marketplace for 30 days, with more than 10,000 impressions and a minimum click rate guaranteed.',
    price: '20,000 MMK per 30-day banner',
    unit: 'banner',
    path: 'additionalFeatures/Advertisement',
  },
  {
    name: 'Stamp & Card Designs',
    description:
      'Loyalty stamps and gift cards designed for your brand, from first draft to print-ready files.',
    price: '8,000 MMK per design',
    unit: 'design',
    path: 'additionalFeatures/Designs',
  },
  {
    name: 'Advanced Analytics',
    description:
      'Customer behaviour, sales trends and performance in more than 15 metrics, with 24 months of history and exports.',
    price: '12,000 MMK per plan',
    unit: 'plan',
    path: 'additionalFeatures/Analytics',
  },
] as const;

export type FeatureTile = (typeof featureTiles)[number];
export type AddonUnit = FeatureTile['unit'];

/** What one of an add-on is, by its type's name; an add-on the tiles do not know is per plan. */
export function addonUnit(name: string): AddonUnit {
  return featureTiles.find((tile) => tile.name === name)?.unit ?? 'plan';
}
