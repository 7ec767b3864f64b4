/**
 * Message keys are `namespace.name` (`login.title`); namespaces are grouped into the chunks a
 * language loads. `core` is what the shell and the first render of the landing page show, so `/` fetches
 * one small chunk; the other groups arrive with the screens and the lazily loaded parts that use
 * them.
 */
export const CHUNK_NAMESPACES = {
  // What `/` shows in its first render (the shell, the hero, the calculator's button); the words
  // of what arrives later come with it: the landing page's lower sections (`landing`), the
  // Contact Us form and the calculator's popup.
  core: ['app', 'components', 'session', 'marketing', 'launcher', 'language'],
  landing: ['home'],
  contact: ['contact'],
  // With the team's sign-in and its page (and the words a page says to a role it is not for).
  account: ['login', 'registration', 'otp', 'passwordReset', 'team'],
  plans: ['plans'],
  payment: ['payment', 'staticPayment', 'paymentMethods'],
  // With the insights' words: a merchant's pages share the dashboard's chunk.
  dashboard: ['dashboard', 'insights'],
  store: ['store'],
  orders: ['orders'],
  // The merchant's promotions, loyalty and design pages share one chunk (one fewer for the runtime
  // to map).
  promotions: ['promotions', 'loyalty', 'designs'],
  // The terms page's words travel with the other information pages' (no chunk of their own, one
  // fewer entry in the runtime that `/` loads).
  pages: ['pages', 'features', 'terms'],
  marketplace: ['marketplace', 'ordering'],
  // With the customer's stamp cards, points and membership, which the store page's rewards and
  // posts also show. The offline words travel with them: the pages read offline (store pages,
  // /my/cards) have them already, and elsewhere they are needed rarely (a new version, a write
  // tried offline), precached by the service worker (no chunk of their own: one fewer entry in
  // the runtime that `/` loads).
  customer: ['customer', 'rewards', 'offline'],
  // Plan, add-on and unit names in the reader's language: the plans, billing, dashboard, receipt,
  // store and calculator screens show them. The calculator's popup words travel with them (the
  // popup needs both; one fewer entry in the runtime that `/` loads).
  names: ['names', 'calculator'],
  // The operators' back office: one namespace, each part under its own key (`admin.payments.*`).
  admin: ['admin'],
} as const;

export type CatalogueChunk = keyof typeof CHUNK_NAMESPACES;
export type Namespace = (typeof CHUNK_NAMESPACES)[CatalogueChunk][number];

export const CATALOGUE_CHUNKS = Object.keys(CHUNK_NAMESPACES) as CatalogueChunk[];

const chunkByNamespace = new Map<string, CatalogueChunk>(
  CATALOGUE_CHUNKS.flatMap((chunk) =>
    CHUNK_NAMESPACES[chunk].map((namespace) => [namespace, chunk] as const),
  ),
);

/** The chunk that holds a key (`plans.title` → `plans`), or undefined for an unknown namespace. */
export function chunkOfKey(key: string): CatalogueChunk | undefined {
  return chunkByNamespace.get(key.slice(0, key.indexOf('.')));
}
