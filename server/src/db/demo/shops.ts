/**
 * Writes a whole shop in one transaction: the owner's account (user and merchant, as registration
 * makes them), a paid subscription (intent, payment, subscription, add-ons, as a payment
 * activates one), the store with its photos, branches, menu sections and catalogue. Used by the
 * demo data, the bench's generated marketplace and the marketplace tests; not by any route.
 */
import { randomBytes } from 'node:crypto';
import type { DayHours } from '@contract/hours';
import { shopSubscriptionSummary } from '@contract/shopSubscription';
import type { ItemKind } from '@contract/store';
import { createAccountRepository } from '../../repositories/accounts';
import type { Db } from '../db';
import type { PhotoSeed } from './photos';

export interface ItemSeed {
  name: string;
  description?: string;
  /** Whole kyat. */
  price: number;
  /** Default true; an unavailable item is still shown, marked so. */
  available?: boolean;
  photo?: PhotoSeed | null;
}

export interface BranchSeed {
  name: string;
  address: string;
  /** A township of the seed, by its English name. */
  township: string;
  phone: string;
  hours: readonly DayHours[];
}

export interface SubscriptionSeed {
  /** 1 basic, 2 Standard, 3 Premium. */
  planId: number;
  months: 3 | 6 | 12;
  addons?: ReadonlyArray<{ id: number; quantity: number }>;
  /** Default: `months` from now. A past date makes an expired subscription. */
  endsAt?: Date;
}

export interface ShopSeed {
  owner: { name: string; phone: string; email: string; passwordHash: string };
  slug: string;
  name: string;
  description: string;
  /** A category of the seed, by name. */
  category: string;
  /** A township of the seed, by its English name; the merchant's district is its district. */
  township: string;
  address: string;
  phone: string;
  hours: readonly DayHours[];
  /** Null: the merchant never paid. */
  subscription: SubscriptionSeed | null;
  phoneVerified: boolean;
  published: boolean;
  logo?: PhotoSeed | null;
  cover?: PhotoSeed | null;
  branches?: readonly BranchSeed[];
  /** Menu items by section, sections in display order. */
  menu?: ReadonlyArray<{ section: string; items: readonly ItemSeed[] }>;
  products?: readonly ItemSeed[];
  services?: readonly ItemSeed[];
}

interface Place {
  township_id: number;
  district_id: number;
  district_code: string;
}

async function placeOf(db: Db, township: string): Promise<Place> {
  const { rows } = await db.query<Place>(
    `SELECT t.id AS township_id, d.id AS district_id, d.code AS district_code
       FROM townships t JOIN districts d ON d.id = t.district_id WHERE t.name = $1`,
    [township],
  );
  const place = rows[0];
  if (!place) throw new Error(`No township named ${township} in the reference data`);
  return place;
}

async function categoryId(db: Db, name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM categories WHERE name = $1', [
    name,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`No category named ${name} in the reference data`);
  return id;
}

/** A new photo id, in the format of uploaded photos: `ph_` and 128 random bits. */
export function newPhotoId(): string {
  return `ph_${randomBytes(16).toString('base64url')}`;
}

async function insertPhoto(
  db: Db,
  merchantId: number,
  photo: PhotoSeed | null | undefined,
): Promise<string | null> {
  if (!photo) return null;
  const id = newPhotoId();
  await db.query('INSERT INTO photos (id, merchant_id, width, height) VALUES ($1, $2, $3, $4)', [
    id,
    merchantId,
    photo.width,
    photo.height,
  ]);
  for (const variant of photo.variants) {
    await db.query(
      'INSERT INTO photo_variants (photo_id, width, height, bytes) VALUES ($1, $2, $3, $4)',
      [id, variant.width, variant.height, variant.bytes],
    );
  }
  return id;
}

async function insertSubscription(
  db: Db,
  merchantId: number,
  shop: ShopSeed,
  category: number,
  subscription: SubscriptionSeed,
): Promise<void> {
  const { rows: plans } = await db.query<{ price: number }>(
    `SELECT CASE $2::int WHEN 3 THEN price_3month WHEN 6 THEN price_6month ELSE price_12month END
              AS price
       FROM plans WHERE id = $1`,
    [subscription.planId, subscription.months],
  );
  const planPrice = plans[0]?.price;
  if (planPrice === undefined) throw new Error(`No plan ${subscription.planId}`);
  const fee = shopSubscriptionSummary();
  const intentId = `pi_${randomBytes(16).toString('hex')}`;
  await db.query(
    `INSERT INTO payment_intents (id, merchant_id, amount, currency, description, shop_name,
                                  category_id, township, status, plan_id, duration_month,
                                  plan_price)
     VALUES ($1, $2, $3, $4, 'Monthly Subscription Fee', $5, $6, $7, 'succeeded', $8, $9, $10)`,
    [
      intentId,
      merchantId,
      fee.amountMinor,
      fee.currency,
      shop.name,
      category,
      shop.township,
      subscription.planId,
      subscription.months,
      planPrice,
    ],
  );
  const addons = JSON.stringify(subscription.addons ?? []);
  await db.query(
    `INSERT INTO payment_intent_addons (payment_intent_id, addon_type_id, quantity, price_3month)
     SELECT $1, a.id, a.quantity, t.price_3month
       FROM jsonb_to_recordset($2::jsonb) AS a(id int, quantity int)
       JOIN addon_types t ON t.id = a.id`,
    [intentId, addons],
  );
  const { rows: payments } = await db.query<{ id: number }>(
    `INSERT INTO payments (merchant_id, payment_intent_id, amount, currency, brand, last4,
                           exp_month, exp_year, shop_name, category_id, township, status,
                           gateway_reference)
     VALUES ($1, $2, $3, $4, 'Visa', '4242', 12, extract(year FROM now())::int + 2, $5, $6, $7,
             'succeeded', $8)
     RETURNING id`,
    [
      merchantId,
      intentId,
      fee.amountMinor,
      fee.currency,
      shop.name,
      category,
      shop.township,
      `demo_${intentId}`,
    ],
  );
  // As text: a Date made in another realm (a test's sandbox) is not seen as a Date by PGlite.
  const endsAt = subscription.endsAt?.toISOString() ?? null;
  const { rows: subscriptions } = await db.query<{ id: number }>(
    `INSERT INTO subscriptions (merchant_id, plan_id, duration_month, payment_id, starts_at,
                                ends_at, status)
     SELECT $1, $2, $3, $4, ends_at - make_interval(months => $3), ends_at, 'active'
       FROM (SELECT coalesce($5::timestamptz, now() + make_interval(months => $3)) AS ends_at) e
     RETURNING id`,
    [merchantId, subscription.planId, subscription.months, payments[0]?.id, endsAt],
  );
  await db.query(
    `INSERT INTO subscription_addons (subscription_id, addon_type_id, quantity)
     SELECT $1, a.id, a.quantity FROM jsonb_to_recordset($2::jsonb) AS a(id int, quantity int)`,
    [subscriptions[0]?.id, addons],
  );
}

interface ItemRow {
  kind: ItemKind;
  section_id: number | null;
  name: string;
  description: string;
  price: number;
  photo_id: string | null;
  available: boolean;
  position: number;
}

/** Writes `shop` and answers its merchant id. Throws (writing nothing) on unknown names. */
export function insertShop(db: Db, shop: ShopSeed): Promise<number> {
  return db.transaction(async (tx) => {
    const place = await placeOf(tx, shop.township);
    const category = await categoryId(tx, shop.category);
    const account = await createAccountRepository(tx).create({
      username: shop.owner.name,
      shopname: shop.name,
      email: shop.owner.email,
      phone: shop.owner.phone,
      passwordHash: shop.owner.passwordHash,
      districtId: place.district_id,
      districtCode: place.district_code,
      townshipId: place.township_id,
    });
    const merchantId = account.merchantUser.merchant_id;
    if (shop.phoneVerified) {
      await tx.query('UPDATE merchants SET phone_verified_at = now() WHERE id = $1', [merchantId]);
    }
    if (shop.subscription) {
      await insertSubscription(tx, merchantId, shop, category, shop.subscription);
    }

    const logo = await insertPhoto(tx, merchantId, shop.logo);
    const cover = await insertPhoto(tx, merchantId, shop.cover);
    await tx.query(
      `INSERT INTO stores (merchant_id, slug, name, description, category_id, township_id, address,
                           phone, hours, logo_photo_id, cover_photo_id, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11,
               CASE WHEN $12::boolean THEN now() END)`,
      [
        merchantId,
        shop.slug,
        shop.name,
        shop.description,
        category,
        place.township_id,
        shop.address,
        shop.phone,
        JSON.stringify(shop.hours),
        logo,
        cover,
        shop.published,
      ],
    );

    for (const [position, branch] of (shop.branches ?? []).entries()) {
      const branchPlace = await placeOf(tx, branch.township);
      await tx.query(
        `INSERT INTO branches (merchant_id, name, address, township_id, phone, hours, position)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [
          merchantId,
          branch.name,
          branch.address,
          branchPlace.township_id,
          branch.phone,
          JSON.stringify(branch.hours),
          position,
        ],
      );
    }

    const items: ItemRow[] = [];
    const add = async (kind: ItemKind, sectionId: number | null, list: readonly ItemSeed[]) => {
      for (const [position, item] of list.entries()) {
        items.push({
          kind,
          section_id: sectionId,
          name: item.name,
          description: item.description ?? '',
          price: item.price,
          photo_id: await insertPhoto(tx, merchantId, item.photo),
          available: item.available ?? true,
          position,
        });
      }
    };
    await add('product', null, shop.products ?? []);
    await add('service', null, shop.services ?? []);
    for (const [position, section] of (shop.menu ?? []).entries()) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO menu_sections (merchant_id, name, position) VALUES ($1, $2, $3) RETURNING id`,
        [merchantId, section.section, position],
      );
      await add('menu_item', rows[0]?.id ?? null, section.items);
    }
    if (items.length > 0) {
      // One statement for the whole catalogue: the search document is rebuilt once.
      await tx.query(
        `INSERT INTO catalogue_items (merchant_id, kind, section_id, name, description, price,
                                      photo_id, available, position)
         SELECT $1, kind, section_id, name, description, price, photo_id, available, position
           FROM jsonb_to_recordset($2::jsonb) AS i(kind text, section_id int, name text,
                description text, price int, photo_id text, available boolean, position int)`,
        [merchantId, JSON.stringify(items)],
      );
    }
    return merchantId;
  });
}
