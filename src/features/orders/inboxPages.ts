import type { Inbox, InboxOrdersPage } from '@contract/orders';

const FINISHED = new Set(['rejected', 'completed', 'cancelled']);

/**
 * The inbox fetched again (a live stream reconnected, an action done) with the further pages of
 * finished orders 'Load more' had already brought kept: the fresh answer has every open order and
 * the first page; the older finished orders loaded before it stay below, with their cursor.
 */
export function keepLoadedPages(current: Inbox | undefined, fresh: Inbox): Inbox {
  const freshBefore = fresh.orders_before ?? null;
  const loadedBefore = current?.orders_before ?? null;
  if (!current || freshBefore === null || loadedBefore === freshBefore) return fresh;
  const have = new Set(fresh.orders.map((o) => o.id));
  const older = current.orders.filter(
    (o) => FINISHED.has(o.state) && o.id < freshBefore && !have.has(o.id),
  );
  if (older.length === 0) return fresh;
  return { ...fresh, orders: [...fresh.orders, ...older], orders_before: loadedBefore };
}

/** The inbox with a further page of finished orders below what it lists, and the next cursor. */
export function withPage(inbox: Inbox, page: InboxOrdersPage): Inbox {
  const have = new Set(inbox.orders.map((o) => o.id));
  return {
    ...inbox,
    orders: [...inbox.orders, ...page.orders.filter((o) => !have.has(o.id))],
    orders_before: page.orders_before,
  };
}
