import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { ORDER_LIMITS } from '@contract/orderRules';
import { lineKey } from '@contract/optionRules';
import { DELIVERY_LIMITS } from '@contract/deliveryRules';
import { MYANMAR_PHONE, phoneOf } from '../../shared/forms/phone';
import { rootReducer } from '../../app/store';
import { normalisePromoCode } from '@contract/loyaltyRules';
import type {
  Basket,
  BasketChoice,
  BasketLine,
  BasketPromo,
  BasketQuote,
  BasketService,
  BasketsState,
  OrderProblem,
  Reopening,
} from '../../persist/basketStorage';

/**
 * The shopper's baskets on store pages: one per shop and branch (`basketIdOf`), each a state
 * machine of its own. While `editing`, lines change freely; 'Place order' moves it to `placing`
 * with an Idempotency-Key made once per submission: it is kept while the basket stays as it was
 * (a double tap, a retry after a network error sends the same key) and dropped by any change (the
 * next submission gets a new one). `placed` holds what the server priced; the lines are gone.
 *
 * Prices on the lines are the catalogue's when the item was added: only an estimate. The server
 * prices the order; its total is the one shown once placed.
 */

export type {
  Basket,
  BasketChoice,
  BasketLine,
  BasketPromo,
  BasketQuote,
  BasketService,
  BasketsState,
  OrderProblem,
  Reopening,
} from '../../persist/basketStorage';

/** A line's identity in its basket: its item and its options. */
export const lineIdOf = (line: Pick<BasketLine, 'itemId' | 'options'>): string =>
  lineKey(line.itemId, line.options);

/** A line as placing an order and quoting send it: the item, how many, the options chosen. */
export const linePayload = (
  line: BasketLine,
): { item_id: number; quantity: number; options?: number[] } =>
  line.options && line.options.length > 0
    ? { item_id: line.itemId, quantity: line.quantity, options: line.options }
    : { item_id: line.itemId, quantity: line.quantity };

export const initialBasketsState: BasketsState = { baskets: {}, branches: {} };

/** The basket of a shop (by slug) at a branch (null: the shop's own address). */
export const basketIdOf = (slug: string, branchId: number | null): string =>
  `${slug}@${branchId ?? 'shop'}`;

const emptyBasket = (): Basket => ({
  status: 'editing',
  lines: [],
  note: '',
  service: { kind: 'pickup' },
  key: null,
  problem: null,
  promo: { status: 'none' },
});

type Editing = Extract<Basket, { status: 'editing' }>;

/**
 * The lines changed: an applied code's quote no longer holds, so the code is checked again
 * (basketListeners asks the server); a refused code may apply now, but waits for 'Apply'.
 */
function linesChanged(basket: Editing) {
  if (basket.promo.status === 'applied' || basket.promo.status === 'checking') {
    basket.promo =
      basket.lines.length === 0
        ? { status: 'none' }
        : {
            status: 'checking',
            code: basket.promo.code,
          };
  }
}

/** The basket being edited, a fresh one in place of a placed order, or null while placing. */
function editable(state: BasketsState, basketId: string) {
  const current = state.baskets[basketId];
  if (!current || current.status === 'placed') {
    const fresh = emptyBasket();
    state.baskets[basketId] = fresh;
    return fresh as Extract<Basket, { status: 'editing' }>;
  }
  return current.status === 'editing' ? current : null;
}

/** An edit: applied only while editing, and it makes the next submission a new one. */
function edit(
  state: BasketsState,
  basketId: string,
  change: (basket: Extract<Basket, { status: 'editing' }>) => boolean,
) {
  const current = state.baskets[basketId];
  if (current?.status !== 'editing') return;
  if (change(current)) {
    current.key = null;
    current.problem = null;
  }
}

export const isQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= ORDER_LIMITS.quantity;

export const basketSlice = createSlice({
  name: 'basket',
  initialState: initialBasketsState,
  reducers: {
    /** 'Add to order': one more of the item (a new line with 1), up to the most of one item. */
    itemAdded(
      state,
      action: PayloadAction<{
        basketId: string;
        /**
         * With its chosen options (`options`, their words `choices`) and `price` their sum with
         * the item's: the same item with the same options is one line.
         */
        item: {
          id: number;
          name: string;
          price: number;
          options?: number[];
          choices?: BasketChoice[];
        };
      }>,
    ) {
      const { basketId, item } = action.payload;
      const basket = editable(state, basketId);
      if (!basket) return;
      const key = lineKey(item.id, item.options);
      const line = basket.lines.find((l) => lineIdOf(l) === key);
      if (line) {
        if (line.quantity >= ORDER_LIMITS.quantity) return;
        line.quantity += 1;
      } else {
        if (basket.lines.length >= ORDER_LIMITS.lines) return;
        const options = item.options && item.options.length > 0 ? [...item.options] : null;
        basket.lines.push({
          itemId: item.id,
          name: item.name,
          price: item.price,
          quantity: 1,
          unavailable: false,
          ...(options
            ? { options: options.sort((a, b) => a - b), choices: item.choices ?? [] }
            : {}),
        });
      }
      basket.key = null;
      basket.problem = null;
      linesChanged(basket);
    },
    /** A line's quantity: the line of the item with these `options` (absent: none). */
    quantityChanged(
      state,
      action: PayloadAction<{
        basketId: string;
        itemId: number;
        options?: number[];
        quantity: number;
      }>,
    ) {
      const { basketId, itemId, options, quantity } = action.payload;
      if (!isQuantity(quantity)) return;
      const key = lineKey(itemId, options);
      edit(state, basketId, (basket) => {
        const line = basket.lines.find((l) => lineIdOf(l) === key);
        if (!line || line.quantity === quantity) return false;
        line.quantity = quantity;
        linesChanged(basket);
        return true;
      });
    },
    itemRemoved(
      state,
      action: PayloadAction<{ basketId: string; itemId: number; options?: number[] }>,
    ) {
      const { basketId, itemId, options } = action.payload;
      const key = lineKey(itemId, options);
      edit(state, basketId, (basket) => {
        const before = basket.lines.length;
        basket.lines = basket.lines.filter((l) => lineIdOf(l) !== key);
        if (basket.lines.length === before) return false;
        linesChanged(basket);
        return true;
      });
    },
    noteEdited(state, action: PayloadAction<{ basketId: string; note: string }>) {
      const { basketId, note } = action.payload;
      edit(state, basketId, (basket) => {
        if (basket.note === note) return false;
        basket.note = note.slice(0, ORDER_LIMITS.note);
        return true;
      });
    },
    serviceChosen(state, action: PayloadAction<{ basketId: string; service: BasketService }>) {
      const { basketId, service } = action.payload;
      edit(state, basketId, (basket) => {
        basket.service =
          service.kind === 'table'
            ? { kind: 'table', table: service.table.slice(0, ORDER_LIMITS.table) }
            : service.kind === 'delivery'
              ? {
                  ...service,
                  address: service.address.slice(0, DELIVERY_LIMITS.address),
                  phone: service.phone.slice(0, 20),
                }
              : service;
        return true;
      });
    },
    /** A pickup time for an order for later (null: as soon as the shop can). */
    pickupTimeChosen(state, action: PayloadAction<{ basketId: string; pickupAt: string | null }>) {
      const { basketId, pickupAt } = action.payload;
      edit(state, basketId, (basket) => {
        if ((basket.pickupAt ?? null) === pickupAt) return false;
        basket.pickupAt = pickupAt;
        return true;
      });
    },
    branchChosen(state, action: PayloadAction<{ slug: string; branchId: number | null }>) {
      state.branches[action.payload.slug] = action.payload.branchId;
    },
    /**
     * A menu QR was scanned (`?table=4&branch=41`): its branch is chosen and its basket is for
     * that table (kept as it is while an order is being placed).
     */
    menuQrRead(
      state,
      action: PayloadAction<{ slug: string; branchId: number | null; table: string | null }>,
    ) {
      const { slug, branchId, table } = action.payload;
      state.branches[slug] = branchId;
      if (table === null) return;
      const basket = editable(state, basketIdOf(slug, branchId));
      if (!basket) return;
      const service: BasketService = { kind: 'table', table: table.slice(0, ORDER_LIMITS.table) };
      if (basket.service.kind === 'table' && basket.service.table === service.table) return;
      basket.service = service;
      basket.key = null;
    },
    /** 'Apply': the code typed goes to the server to be checked (not while placing). */
    promoSubmitted: {
      reducer(state, action: PayloadAction<{ basketId: string; code: string }>) {
        const { basketId, code } = action.payload;
        const current = state.baskets[basketId];
        if (current?.status !== 'editing' || current.lines.length === 0 || code === '') return;
        if (current.promo.status === 'checking' && current.promo.code === code) return;
        current.promo = { status: 'checking', code };
        current.key = null;
      },
      prepare: (payload: { basketId: string; code: string }) => ({
        payload: { ...payload, code: normalisePromoCode(payload.code) },
      }),
    },
    /** The server priced the basket with the code being checked. */
    promoQuoted(
      state,
      action: PayloadAction<{ basketId: string; code: string; quote: BasketQuote }>,
    ) {
      const { basketId, code, quote } = action.payload;
      const current = state.baskets[basketId];
      if (current?.status !== 'editing') return;
      if (current.promo.status !== 'checking' || current.promo.code !== code) return;
      current.promo = { status: 'applied', code, quote };
    },
    /** The server refused the code being checked (its words), or could not check it (null). */
    promoRefused(
      state,
      action: PayloadAction<{ basketId: string; code: string; message: string | null }>,
    ) {
      const { basketId, code, message } = action.payload;
      const current = state.baskets[basketId];
      if (current?.status !== 'editing') return;
      if (current.promo.status !== 'checking' || current.promo.code !== code) return;
      current.promo = { status: 'refused', code, message };
    },
    /** 'Remove': the basket has no code again. */
    promoRemoved(state, action: PayloadAction<{ basketId: string }>) {
      const current = state.baskets[action.payload.basketId];
      if (current?.status !== 'editing' || current.promo.status === 'none') return;
      current.promo = { status: 'none' };
      current.key = null;
    },
    /**
     * Placing was refused for the code (422 with a promo reason): the basket is kept, the code
     * shown refused with the server's words, and the next submission is a new one.
     */
    orderPromoRefused(
      state,
      action: PayloadAction<{ basketId: string; key: string; message: string }>,
    ) {
      const { basketId, key, message } = action.payload;
      const current = state.baskets[basketId];
      if (current?.status !== 'placing' || current.key !== key) return;
      const { status: _status, ...content } = current;
      const code = content.promo.status === 'none' ? '' : content.promo.code;
      state.baskets[basketId] = {
        ...content,
        status: 'editing',
        key: null,
        problem: null,
        promo: { status: 'refused', code, message },
      };
    },
    orderSubmitted: {
      reducer(state, action: PayloadAction<{ basketId: string; key: string }>) {
        const current = state.baskets[action.payload.basketId];
        if (current?.status !== 'editing' || current.lines.length === 0) return;
        const { status: _status, key, problem: _problem, ...content } = current;
        state.baskets[action.payload.basketId] = {
          ...content,
          status: 'placing',
          key: key ?? action.payload.key,
        };
      },
      prepare: (basketId: string) => ({ payload: { basketId, key: nanoid(32) } }),
    },
    orderPlaced(
      state,
      action: PayloadAction<{
        basketId: string;
        key: string;
        order: { id: number; number: number; total: number };
      }>,
    ) {
      const { basketId, key, order } = action.payload;
      const current = state.baskets[basketId];
      if (current?.status !== 'placing' || current.key !== key) return;
      state.baskets[basketId] = {
        status: 'placed',
        orderId: order.id,
        number: order.number,
        total: order.total,
      };
    },
    /**
     * The server answered no (or did not answer: `network`, whose retry keeps the key). An
     * `unavailable` refusal marks the items it names.
     */
    orderRefused(
      state,
      action: PayloadAction<{
        basketId: string;
        key: string;
        problem: OrderProblem;
        itemIds?: number[];
        reopens?: Reopening;
      }>,
    ) {
      const { basketId, key, problem, itemIds = [], reopens } = action.payload;
      const current = state.baskets[basketId];
      if (current?.status !== 'placing' || current.key !== key) return;
      const { status: _status, ...content } = current;
      state.baskets[basketId] = {
        ...content,
        lines: content.lines.map((line) =>
          problem === 'unavailable' && itemIds.includes(line.itemId)
            ? { ...line, unavailable: true }
            : line,
        ),
        status: 'editing',
        // Only a submission the server may have taken keeps its key for the retry.
        key: problem === 'network' ? key : null,
        problem,
        ...(reopens === undefined ? {} : { reopens }),
      };
    },
    /** The shopper saw the placed order and starts again: the basket is empty and editable. */
    placedDismissed(state, action: PayloadAction<{ basketId: string }>) {
      if (state.baskets[action.payload.basketId]?.status === 'placed') {
        delete state.baskets[action.payload.basketId];
      }
    },
    /** The baskets kept in sessionStorage came back (a reload): they fill in what is not here. */
    basketsRestored(state, action: PayloadAction<BasketsState>) {
      for (const [id, basket] of Object.entries(action.payload.baskets)) {
        if (!state.baskets[id]) state.baskets[id] = basket;
      }
      for (const [slug, branchId] of Object.entries(action.payload.branches)) {
        if (!(slug in state.branches)) state.branches[slug] = branchId;
      }
    },
  },
  selectors: {
    selectBaskets: (state) => state,
  },
});

export const {
  itemAdded,
  quantityChanged,
  itemRemoved,
  noteEdited,
  serviceChosen,
  pickupTimeChosen,
  branchChosen,
  menuQrRead,
  promoSubmitted,
  promoQuoted,
  promoRefused,
  promoRemoved,
  orderPromoRefused,
  orderSubmitted,
  orderPlaced,
  orderRefused,
  placedDismissed,
  basketsRestored,
} = basketSlice.actions;
export const basketReducer = basketSlice.reducer;

declare module '../../app/store' {
  interface LazyLoadedSlices extends WithSlice<typeof basketSlice> {}
}

export const { selectBaskets } = basketSlice.injectInto(rootReducer).selectors;

/* -------------------------------- selectors ------------------------- */

type StateWithBaskets = Parameters<typeof selectBaskets>[0];

/** The branch chosen on this shop's page (null: the shop's own address). */
export const selectChosenBranch = (state: StateWithBaskets, slug: string): number | null =>
  selectBaskets(state).branches[slug] ?? null;

/** The basket of this shop at the chosen branch, or undefined while it has none. */
export const selectBasket = (state: StateWithBaskets, slug: string): Basket | undefined =>
  selectBaskets(state).baskets[basketIdOf(slug, selectChosenBranch(state, slug))];

/**
 * The estimated total of a basket (MMK): price × quantity of every line still sold, as the
 * catalogue showed them. The server's price is the one that counts.
 */
export function estimatedTotal(lines: readonly BasketLine[]): number {
  return lines.reduce(
    (sum, line) => (line.unavailable ? sum : sum + line.price * line.quantity),
    0,
  );
}

/** How many things are in the basket (for its heading). */
export function itemCount(lines: readonly BasketLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

const TABLE_PATTERN = /^[0-9A-Za-z -]+$/;

/**
 * A delivery as the shopper first chooses it: at the address of their last delivery when the shop
 * still serves its township, else empty.
 */
export function deliveryStarted(
  saved: { township_id: number; address: string; phone: string } | null,
  areas: ReadonlyArray<{ township: { id: number } }>,
): Extract<BasketService, { kind: 'delivery' }> {
  return saved && areas.some((area) => area.township.id === saved.township_id)
    ? {
        kind: 'delivery',
        townshipId: saved.township_id,
        address: saved.address,
        phone: saved.phone,
      }
    : { kind: 'delivery', townshipId: null, address: '', phone: '' };
}

/**
 * What a delivery still lacks before it can be sent: the township, the address, or a phone the
 * server takes (Myanmar digits and spaces are read as typed); null: nothing, or not a delivery.
 */
export function deliveryProblem(service: BasketService): 'township' | 'address' | 'phone' | null {
  if (service.kind !== 'delivery') return null;
  if (service.townshipId === null) return 'township';
  if (service.address.trim() === '') return 'address';
  if (!MYANMAR_PHONE.test(phoneOf(service.phone))) return 'phone';
  return null;
}

/** True when a table was chosen but its number cannot be sent (empty, or other characters). */
export function tableProblem(service: BasketService): boolean {
  if (service.kind !== 'table') return false;
  const table = service.table.trim();
  return table === '' || table.length > ORDER_LIMITS.table || !TABLE_PATTERN.test(table);
}

/** The code to send with the order: an applied one, or one still being checked (the server decides). */
export function promoCodeToSend(promo: BasketPromo): string | null {
  return promo.status === 'applied' || promo.status === 'checking' ? promo.code : null;
}

/** The shop and branch of a basket id (`basketIdOf`). */
export function basketRefOf(basketId: string): { slug: string; branchId: number | null } {
  const at = basketId.lastIndexOf('@');
  const branch = basketId.slice(at + 1);
  return { slug: basketId.slice(0, at), branchId: branch === 'shop' ? null : Number(branch) };
}
