/**
 * Loads the demo shops (data.ts): each a real merchant account that logs in with its phone,
 * 09400000001 to 09400000040, and `DEMO_PASSWORD`; an active subscription; a verified phone; a
 * published store with a generated logo and cover. Idempotent: the demo phones are the marker,
 * and a shop whose phone (or slug) is taken already is left alone, so a second run adds nothing.
 *
 * With a `count` above forty (the bench), the forty are repeated in other townships with a number
 * after their name, and `itemsPerShop` pads each catalogue with sizes and packs of its own items.
 */
import { seedData } from '../seedData';
import type { Db } from '../db';
import { demoShops, type DemoShop } from './data';
import { coverSvg, logoSvg, renderPhoto, type PhotoSeed } from './photos';
import { insertShop, type ItemSeed, type ShopSeed } from './shops';

/** The password of every demo merchant (listed in docs/development.md, Demo data; demo data only). */
export const DEMO_PASSWORD = 'demo-shop-2025';

/** Held while loading, so two servers starting on one PostgreSQL do not load twice. */
const DEMO_LOCK = 7_305_021_012;

/** The login phone of the `n`th demo merchant (1-based): 09400000001, 09400000002, … */
export function demoPhone(n: number): string {
  return `0940000${String(n).padStart(4, '0')}`;
}

/** The most demo shops: the phones' four digits. */
export const MAX_DEMO_SHOPS = 9999;

/** Townships the repeated shops move to: those of Yangon and Mandalay regions. */
const TOWNSHIPS = seedData.districts
  .filter((d) => d.region === 'Yangon' || d.region === 'Mandalay')
  .flatMap((d) => d.townships);

const VARIANTS: ReadonlyArray<[string, number]> = [
  ['large', 1.5],
  ['family pack', 3.5],
  ['small', 0.7],
  ['gift set', 2.5],
  ['pack of 2', 1.9],
];

/** `items`, then variants of them, up to `target` items in all (or `items` alone without one). */
function padded(items: readonly ItemSeed[], target: number | undefined): ItemSeed[] {
  const out = [...items];
  if (target === undefined || items.length === 0) return out;
  for (let n = 0; out.length < target; n++) {
    const base = items[n % items.length] as ItemSeed;
    const [label, factor] = VARIANTS[Math.floor(n / items.length) % VARIANTS.length] as [
      string,
      number,
    ];
    const round = Math.floor(n / (items.length * VARIANTS.length));
    out.push({
      ...base,
      name: `${base.name} (${label}${round > 0 ? ` ${round + 1}` : ''})`,
      price: Math.round((base.price * factor) / 100) * 100,
    });
  }
  return out;
}

/** Pads a shop's catalogue to about `target` items, spread over what it sells. */
function catalogueOf(shop: DemoShop, target: number | undefined) {
  const lists = [
    ...(shop.menu ?? []).map((s) => s.items),
    shop.products ?? [],
    shop.services ?? [],
  ];
  const parts = lists.filter((list) => list.length > 0).length;
  const share = (list: readonly ItemSeed[]) =>
    target === undefined ? [...list] : padded(list, Math.ceil(target / parts));
  return {
    menu: shop.menu?.map((section) => ({ section: section.section, items: share(section.items) })),
    products: share(shop.products ?? []),
    services: share(shop.services ?? []),
  };
}

export interface DemoSeed {
  template: DemoShop;
  shop: Omit<ShopSeed, 'owner' | 'logo' | 'cover'> & {
    owner: Omit<ShopSeed['owner'], 'passwordHash'>;
  };
}

/** The first `count` demo shops, as written by `insertShop` (without password and photos). */
export function demoSeeds(count = demoShops.length, itemsPerShop?: number): DemoSeed[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_DEMO_SHOPS) {
    throw new Error(`The demo has from 0 to ${MAX_DEMO_SHOPS} shops, not ${count}`);
  }
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const template = demoShops[index % demoShops.length] as DemoShop;
    const round = Math.floor(index / demoShops.length) + 1;
    const phone = demoPhone(n);
    return {
      template,
      shop: {
        owner: {
          name: template.owner,
          phone,
          email: `demo${String(n).padStart(4, '0')}@example.com`,
        },
        slug: round === 1 ? template.slug : `${template.slug}-${round}`,
        name: round === 1 ? template.name : `${template.name} ${round}`,
        description: template.description,
        category: template.category,
        township:
          round === 1 ? template.township : (TOWNSHIPS[(n * 13) % TOWNSHIPS.length] as string),
        address: template.address,
        phone,
        hours: template.hours,
        subscription: template.plan,
        phoneVerified: true,
        published: true,
        branches: (template.branches ?? []).map((branch, b) => ({
          name: branch.name,
          address: branch.address,
          township: branch.township,
          phone: `094001${String(n).padStart(4, '0')}${b}`,
          hours: branch.hours ?? template.hours,
        })),
        ...catalogueOf(template, itemsPerShop),
      },
    };
  });
}

export interface LoadDemoOptions {
  /** How many shops (default: the forty). */
  count?: number;
  /** Pads each catalogue to about this many items (the bench: 20). */
  itemsPerShop?: number;
  /** The hash of `DEMO_PASSWORD`, made only when there is a shop to add. */
  passwordHash: () => Promise<string>;
}

/** Adds the demo shops that are not there yet; answers how many it added. */
export async function loadDemoData(db: Db, options: LoadDemoOptions): Promise<number> {
  const seeds = demoSeeds(options.count, options.itemsPerShop);
  const missing = async (handle: Db) => {
    const { rows } = await handle.query<{ taken: string }>(
      `SELECT phone AS taken FROM users WHERE phone = ANY ($1::text[])
       UNION ALL SELECT slug FROM stores WHERE slug = ANY ($2::text[])`,
      [seeds.map((s) => s.shop.owner.phone), seeds.map((s) => s.shop.slug)],
    );
    const taken = new Set(rows.map((row) => row.taken));
    return seeds.filter((s) => !taken.has(s.shop.owner.phone) && !taken.has(s.shop.slug));
  };
  if ((await missing(db)).length === 0) return 0;

  const passwordHash = await options.passwordHash();
  // Drawn before the transaction (PGlite would wait for the drawing), once per template.
  const art = new Map<string, Promise<{ logo: PhotoSeed; cover: PhotoSeed }>>();
  const artOf = (t: DemoShop) => {
    let made = art.get(t.slug);
    if (!made) {
      made = Promise.all([
        renderPhoto(logoSvg(t.mark, t.palette)),
        renderPhoto(coverSvg(t.mark, t.palette)),
      ]).then(([logo, cover]) => ({ logo, cover }));
      art.set(t.slug, made);
    }
    return made;
  };
  await Promise.all(seeds.map((s) => artOf(s.template)));

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK]);
    const todo = await missing(tx);
    for (const { template, shop } of todo) {
      const { logo, cover } = await artOf(template);
      await insertShop(tx, { ...shop, owner: { ...shop.owner, passwordHash }, logo, cover });
    }
    return todo.length;
  });
}
