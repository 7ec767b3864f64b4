/**
 * The shopper's baskets kept in `sessionStorage` under one key, so a reload of the store page (or
 * coming back from signing in in another load of the app) does not lose them. Nothing secret is in
 * a basket. What is read back is checked field by field: anything else is ignored and logged.
 * A basket caught in the middle of placing is kept as an edited one with its key, so pressing
 * 'Place order' again retries the same submission.
 */

/* The baskets' shapes live here, beside the code that stores them; the store page's slice
   (features/marketplace/basketSlice.ts) is their state machine. */

/** An option chosen on a line, as the store page showed it (both languages, MMK added). */
export interface BasketChoice {
  name: string;
  name_my: string;
  price: number;
}

export interface BasketLine {
  itemId: number;
  name: string;
  /** MMK, as the catalogue showed it: the item's price and its chosen options'. */
  price: number;
  quantity: number;
  /** The server said the item is no longer sold (409 `unavailable`). */
  unavailable: boolean;
  /** The ids of the options chosen (absent: none); the same item with others is another line. */
  options?: number[];
  /** What those options are called, for the basket's words. */
  choices?: BasketChoice[];
}

/**
 * How the shopper gets the order: picked up, at a table, or delivered (to a township the shop
 * serves, null until chosen; the address and a phone for the rider, as typed).
 */
export type BasketService =
  | { kind: 'pickup' }
  | { kind: 'table'; table: string }
  | { kind: 'delivery'; townshipId: number | null; address: string; phone: string };

/** Why the server refused the last submission, worded by the view. */
export type OrderProblem =
  | 'network'
  | 'unavailable'
  | 'not_orderable'
  | 'feature'
  | 'name_required'
  | 'too_many_open'
  | 'blocked'
  | 'too_fast'
  | 'closed'
  | 'busy'
  | 'pickup_time'
  | 'options'
  | 'delivery_unserved'
  | 'delivery_minimum'
  | 'failed';

/**
 * When a `closed` or `busy` refusal ends, on the Yangon clock: the shop's next opening (`ahead`
 * days after the refusal, on ISO `weekday`) or the end of its pause; null: the shop has no hours.
 */
export type Reopening = { ahead: number; weekday: number; time: string } | null;

/** The price of the basket as the server quoted it with its discounts (MMK). */
export interface BasketQuote {
  subtotal: number;
  member_discount: number;
  promo_discount: number;
  total: number;
}

/**
 * The basket's promo code: none typed; being checked by the server (again after the lines
 * change); applied with the server's quote; or refused, with the server's words (null: the check
 * itself failed).
 */
export type BasketPromo =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; quote: BasketQuote }
  | { status: 'refused'; code: string; message: string | null };

interface BasketContent {
  lines: BasketLine[];
  note: string;
  service: BasketService;
  promo: BasketPromo;
  /** An order for later: the pickup time chosen (ISO 8601); null or absent: as soon as may be. */
  pickupAt?: string | null;
}

export type Basket =
  | (BasketContent & {
      status: 'editing';
      /** The key of a submission the server may have seen (kept for its retry); null after a change. */
      key: string | null;
      problem: OrderProblem | null;
      /** With a `closed` or `busy` problem: when the shop takes orders again. */
      reopens?: Reopening;
    })
  | (BasketContent & { status: 'placing'; key: string })
  | { status: 'placed'; orderId: number; number: number; total: number };

export interface BasketsState {
  baskets: Record<string, Basket>;
  /** The branch chosen on each shop's page (by slug); null or absent: the shop's own address. */
  branches: Record<string, number | null>;
}

export const BASKET_STORAGE_KEY = 'shopBaskets';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLine = (value: unknown): value is BasketLine =>
  isRecord(value) &&
  Number.isInteger(value.itemId) &&
  typeof value.name === 'string' &&
  Number.isInteger(value.price) &&
  Number.isInteger(value.quantity) &&
  (value.quantity as number) >= 1 &&
  typeof value.unavailable === 'boolean' &&
  (value.options === undefined ||
    (Array.isArray(value.options) && value.options.every((id) => Number.isInteger(id)))) &&
  (value.choices === undefined ||
    (Array.isArray(value.choices) &&
      value.choices.every(
        (choice) =>
          isRecord(choice) &&
          typeof choice.name === 'string' &&
          typeof choice.name_my === 'string' &&
          Number.isInteger(choice.price),
      )));

const isAmount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0;

/** An applied code comes back with its quote; a code being checked or refused is dropped. */
function promoOf(value: unknown): BasketPromo {
  if (!isRecord(value) || value.status !== 'applied' || typeof value.code !== 'string') {
    return { status: 'none' };
  }
  const quote = value.quote;
  if (
    !isRecord(quote) ||
    !isAmount(quote.subtotal) ||
    !isAmount(quote.member_discount) ||
    !isAmount(quote.promo_discount) ||
    !isAmount(quote.total)
  ) {
    return { status: 'none' };
  }
  return {
    status: 'applied',
    code: value.code,
    quote: {
      subtotal: quote.subtotal,
      member_discount: quote.member_discount,
      promo_discount: quote.promo_discount,
      total: quote.total,
    },
  };
}

function basketOf(value: unknown): Basket | null {
  if (!isRecord(value)) return null;
  if (value.status === 'placed') {
    return Number.isInteger(value.orderId) &&
      Number.isInteger(value.number) &&
      Number.isInteger(value.total)
      ? {
          status: 'placed',
          orderId: value.orderId as number,
          number: value.number as number,
          total: value.total as number,
        }
      : null;
  }
  if (value.status !== 'editing' && value.status !== 'placing') return null;
  const { lines, note, service, key } = value;
  if (!Array.isArray(lines) || !lines.every(isLine) || typeof note !== 'string') return null;
  if (!isRecord(service)) return null;
  const kept =
    service.kind === 'pickup'
      ? ({ kind: 'pickup' } as const)
      : service.kind === 'table' && typeof service.table === 'string'
        ? ({ kind: 'table', table: service.table } as const)
        : service.kind === 'delivery' &&
            (service.townshipId === null || Number.isInteger(service.townshipId)) &&
            typeof service.address === 'string' &&
            typeof service.phone === 'string'
          ? ({
              kind: 'delivery',
              townshipId: service.townshipId as number | null,
              address: service.address,
              phone: service.phone,
            } as const)
          : null;
  if (!kept) return null;
  return {
    status: 'editing',
    lines,
    note,
    service: kept,
    promo: promoOf(value.promo),
    key: typeof key === 'string' ? key : null,
    problem: null,
  };
}

/** The baskets kept in this tab, or null when there are none (or they cannot be read). */
export function readBaskets(storage: Pick<Storage, 'getItem'>): BasketsState | null {
  const raw = storage.getItem(BASKET_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !isRecord(parsed.baskets) || !isRecord(parsed.branches)) {
      throw new Error('not baskets');
    }
    const baskets: BasketsState['baskets'] = {};
    for (const [id, value] of Object.entries(parsed.baskets)) {
      const basket = basketOf(value);
      if (basket) baskets[id] = basket;
    }
    const branches: BasketsState['branches'] = {};
    for (const [slug, branch] of Object.entries(parsed.branches)) {
      if (branch === null || Number.isInteger(branch)) branches[slug] = branch as number | null;
    }
    return { baskets, branches };
  } catch {
    console.log('Stored baskets could not be read; they are ignored.');
    return null;
  }
}

export function writeBaskets(storage: Pick<Storage, 'setItem'>, state: BasketsState): void {
  try {
    storage.setItem(BASKET_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A full or refused storage loses only the reload's copy; the basket stays on screen.
  }
}
