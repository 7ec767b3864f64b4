/** A listed shop that takes orders, built through the real routes, for the order tests. */
import { apiPaths } from '@contract/apiPaths';
import type { WeeklyHours } from '@contract/hours';
import type { Branch, CatalogueItem } from '@contract/store';
import type { App } from '../src/app';
import type { Db } from '../src/db/db';
import { subscribe, verifyPhone } from './helpers';
import { branch, call, item, newMerchant, saveStore, type Merchant } from './storeKit';

export interface OrderingShop {
  merchant: Merchant;
  slug: string;
  /** 0 when made `withBranch: false`. */
  branchId: number;
  /** Tea 3500, samosa 1200 (products), a massage (a service), each available. */
  items: { tea: CatalogueItem; samosa: CatalogueItem; massage: CatalogueItem };
}

/**
 * Every day from midnight to midnight: a shop that takes an order whenever a test places one (the
 * server refuses an order outside the hours; openingHours.test.ts tests that).
 */
export const ALL_DAY_EVERY_DAY: WeeklyHours = ([1, 2, 3, 4, 5, 6, 7] as const).map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '24:00',
}));

/**
 * A published, listed shop with a branch and three items. `plan`: Premium (3, every feature) by
 * default; `addons` as `subscribe` takes them (the Order/Reservations add-on is type 2).
 */
export async function orderingShop(
  app: App,
  db: Db,
  slug: string,
  {
    plan = 3,
    addons = [],
    withBranch = true,
    hours = ALL_DAY_EVERY_DAY,
  }: {
    plan?: number;
    addons?: ReadonlyArray<readonly [number, number]>;
    withBranch?: boolean;
    /** The shop's and its branch's opening hours: open all day, every day, by default. */
    hours?: WeeklyHours;
  } = {},
): Promise<OrderingShop> {
  const merchant = await newMerchant(app);
  const at = { merchantId: merchant.merchantId };
  await subscribe(app, merchant, plan, addons);
  await verifyPhone(db, merchant.merchantId);
  await saveStore(app, merchant, { name: `Shop ${slug}`, slug, hours: [...hours] });
  const post = async <T>(path: string, payload: object, key: string): Promise<T> => {
    const response = await call(app, 'POST', path, at, {
      headers: { ...merchant.headers, 'idempotency-key': key },
      payload,
    });
    if (response.statusCode !== 201) {
      throw new Error(`${path} failed: ${response.statusCode} ${response.body}`);
    }
    return response.json<T>();
  };
  const tea = await post<CatalogueItem>(
    apiPaths.storeItems,
    item({ name: 'Green tea', price: 3500 }),
    'tea',
  );
  const samosa = await post<CatalogueItem>(
    apiPaths.storeItems,
    item({ name: 'Samosa', price: 1200 }),
    'samosa',
  );
  const massage = await post<CatalogueItem>(
    apiPaths.storeItems,
    item({ kind: 'service', name: 'Foot massage', price: 15000 }),
    'massage',
  );
  const branchId = withBranch
    ? (await post<Branch>(apiPaths.storeBranches, branch({ hours: [...hours] }), 'branch')).id
    : 0;
  const published = await call(app, 'POST', apiPaths.storePublish, at, {
    headers: merchant.headers,
  });
  if (published.statusCode !== 200) {
    throw new Error(`publishing failed: ${published.statusCode} ${published.body}`);
  }
  return { merchant, slug, branchId, items: { tea, samosa, massage } };
}
