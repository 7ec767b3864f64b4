/**
 * Shops for the marketplace tests, written straight into the database (`insertShop`), listed by
 * default: published, an active subscription, a verified phone. Each call takes a new phone,
 * email and slug unless the overrides name them.
 */
import type { Db } from '../src/db/db';
import { insertShop, type ItemSeed, type ShopSeed } from '../src/db/demo/shops';

let counter = 0;

/** Not a real hash: these owners never log in. */
const NO_LOGIN = '$argon2id$v=19$m=1024,t=1,p=1$bm90LWEtcmVhbC1zYWx0$bm90LWEtcmVhbC1oYXNo';

export const WEEKDAYS_9_TO_6 = [1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday: weekday as 1 | 2 | 3 | 4 | 5 | 6,
  opens: '09:00',
  closes: '18:00',
}));

export type ShopOverrides = Partial<ShopSeed>;

/** A listed shop (unless `overrides` say otherwise); answers its seed and merchant id. */
export async function addShop(
  db: Db,
  overrides: ShopOverrides = {},
): Promise<ShopSeed & { merchantId: number }> {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  const products: ItemSeed[] = [{ name: 'Green tea leaves 100 g', price: 3500 }];
  const shop: ShopSeed = {
    owner: {
      name: 'Daw Aye Aye',
      phone: `0942${n}000`,
      email: `shop${n}@example.com`,
      passwordHash: NO_LOGIN,
    },
    slug: `test-shop-${n}`,
    name: `Test Shop ${n}`,
    description: '',
    category: 'Grocery',
    township: 'Bahan',
    address: 'No. 1, Test Street',
    phone: `0942${n}000`,
    hours: WEEKDAYS_9_TO_6,
    subscription: { planId: 2, months: 6 },
    phoneVerified: true,
    published: true,
    products,
    ...overrides,
  };
  const merchantId = await insertShop(db, shop);
  return { ...shop, merchantId };
}

/** A new active subscription (Standard, six months) for a merchant that has none. */
export async function insertSubscription(db: Db, merchantId: number): Promise<void> {
  await db.query(
    `WITH intent AS (
       INSERT INTO payment_intents (id, merchant_id, amount, currency, shop_name, category_id,
                                    township, status)
       SELECT 'pi_test_' || $1::int, $1::int, 10499, 'USD', 'Test', 1, 'Bahan', 'succeeded'
       RETURNING id
     ), payment AS (
       INSERT INTO payments (merchant_id, payment_intent_id, amount, currency, brand, last4,
                             exp_month, exp_year, shop_name, category_id, township, status)
       SELECT $1, id, 10499, 'USD', 'Visa', '4242', 12, 2099, 'Test', 1, 'Bahan', 'succeeded'
         FROM intent
       RETURNING id
     )
     INSERT INTO subscriptions (merchant_id, plan_id, duration_month, payment_id, starts_at,
                                ends_at, status)
     SELECT $1, 2, 6, id, now() - interval '1 month', now() + interval '5 months', 'active'
       FROM payment`,
    [merchantId],
  );
}
