import { keepLoadedPages, withPage } from './inboxPages';
import { sampleInbox, sampleOrder } from './inboxTestKit';

const done = (id: number) => sampleOrder(id, { number: id, state: 'completed' });
const open = (id: number) => sampleOrder(id, { number: id, state: 'placed' });

describe('the inbox pages', () => {
  it('adds a page below and takes its cursor, never listing an order twice', () => {
    const inbox = sampleInbox({ orders: [open(9), done(8), done(7)], orders_before: 7 });
    const next = withPage(inbox, { orders: [done(7), done(6), done(5)], orders_before: 5 });
    expect(next.orders.map((o) => o.id)).toEqual([9, 8, 7, 6, 5]);
    expect(next.orders_before).toBe(5);
  });

  it('a refetch keeps the older pages loaded, with their cursor', () => {
    const loaded = sampleInbox({
      orders: [open(9), done(8), done(7), done(6), done(5)],
      orders_before: 5,
    });
    const fresh = sampleInbox({ orders: [open(10), open(9), done(8), done(7)], orders_before: 7 });
    const merged = keepLoadedPages(loaded, fresh);
    expect(merged.orders.map((o) => o.id)).toEqual([10, 9, 8, 7, 6, 5]);
    expect(merged.orders_before).toBe(5);
    // Everything was loaded: the end stays the end.
    const all = keepLoadedPages({ ...loaded, orders_before: null }, fresh);
    expect(all.orders_before).toBeNull();
  });

  it('without further pages loaded, a refetch is the fresh inbox', () => {
    const first = sampleInbox({ orders: [open(9), done(8)], orders_before: 8 });
    const fresh = sampleInbox({ orders: [open(9), done(8)], orders_before: 8 });
    expect(keepLoadedPages(first, fresh)).toBe(fresh);
    expect(keepLoadedPages(undefined, fresh)).toBe(fresh);
  });
});
