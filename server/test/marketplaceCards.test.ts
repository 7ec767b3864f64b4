/**
 * The marketplace's cards and their order: each card carries the cover, the hours and whether the
 * shop takes orders; the shops open now come first; the categories' counts follow the district
 * and township chosen, as the search does.
 */
import type { CategoryCount, ShopSearchResponse } from '@contract/store';
import { coverSvg, renderPhoto } from '../src/db/demo/photos';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { addShop } from './marketplaceShops';

const SHOPS = '/api/marketplace/shops';
const CATEGORIES = '/api/marketplace/categories';

/** Open every minute of every day, and never. */
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday: weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7,
  opens: '00:00',
  closes: '24:00',
}));
const NEVER: typeof ALWAYS = [];

describe.each(databases())('the marketplace cards on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const search = async (query = '') =>
    (await get(query === '' ? SHOPS : `${SHOPS}?${query}`)).json<ShopSearchResponse>();

  async function idOf(table: 'districts' | 'townships' | 'categories', name: string) {
    const { rows } = await database.db.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE name = $1`,
      [name],
    );
    return rows[0]!.id;
  }

  test('a card carries the cover, the hours and whether the shop takes orders', async () => {
    const cover = await renderPhoto(coverSvg('AB', { base: '#224466', accent: '#ddeeff' }));
    await addShop(database.db, {
      slug: 'with-orders',
      hours: ALWAYS,
      cover,
      subscription: { planId: 2, months: 6, addons: [{ id: 2, quantity: 1 }] },
    });
    await addShop(database.db, { slug: 'without-orders', hours: ALWAYS });
    const { shops } = await search();
    const bySlug = new Map(shops.map((shop) => [shop.slug, shop]));
    expect(bySlug.get('with-orders')).toMatchObject({
      cover: { id: expect.any(String), width: 1280, height: 480 },
      hours: ALWAYS,
      takes_orders: true,
    });
    expect(bySlug.get('without-orders')).toMatchObject({
      cover: null,
      hours: ALWAYS,
      takes_orders: false,
    });
  });

  test('a change of the hours reaches the card', async () => {
    const shop = await addShop(database.db, { slug: 'changing', hours: NEVER });
    await database.db.query('UPDATE stores SET hours = $2::jsonb WHERE merchant_id = $1', [
      shop.merchantId,
      JSON.stringify(ALWAYS),
    ]);
    expect((await search()).shops[0]?.hours).toEqual(ALWAYS);
  });

  test('the shops open now come first, then by name; a search keeps its best matches first', async () => {
    await addShop(database.db, { slug: 'a-closed', name: 'Aung Closed Tea', hours: NEVER });
    await addShop(database.db, { slug: 'b-open', name: 'Bo Open Tea', hours: ALWAYS });
    await addShop(database.db, { slug: 'c-closed', name: 'Chit Closed Tea', hours: NEVER });
    await addShop(database.db, { slug: 'd-open', name: 'Daw Open Tea', hours: ALWAYS });
    expect((await search()).shops.map((shop) => shop.slug)).toEqual([
      'b-open',
      'd-open',
      'a-closed',
      'c-closed',
    ]);
    // The name starting with the query ranks first, open or not; then open before closed.
    expect((await search('q=chit')).shops.map((shop) => shop.slug)).toEqual(['c-closed']);
    expect((await search('q=tea')).shops.map((shop) => shop.slug)).toEqual([
      'b-open',
      'd-open',
      'a-closed',
      'c-closed',
    ]);
  });

  test('open now is read in Myanmar time from the shop’s own hours', async () => {
    // Open 09:00-18:00 every day: the order at this moment follows the rule of isOpenAt.
    const nineToSix = ALWAYS.map((span) => ({ ...span, opens: '09:00', closes: '18:00' }));
    await addShop(database.db, { slug: 'a-nine-to-six', name: 'A Shop', hours: nineToSix });
    await addShop(database.db, { slug: 'b-always', name: 'B Shop', hours: ALWAYS });
    const yangon = new Date(Date.now() + (6 * 60 + 30) * 60_000);
    const minute = yangon.getUTCHours() * 60 + yangon.getUTCMinutes();
    const slugs = (await search()).shops.map((shop) => shop.slug);
    // A minute's edge (the request read its clock a moment later) is not judged.
    if (minute !== 9 * 60 - 1 && minute !== 18 * 60 - 1) {
      const open = minute >= 9 * 60 && minute < 18 * 60;
      expect(slugs).toEqual(open ? ['a-nine-to-six', 'b-always'] : ['b-always', 'a-nine-to-six']);
    }
  });

  test('category counts follow the district and township, as the search counts them', async () => {
    await addShop(database.db, { slug: 'bahan-grocery', township: 'Bahan', category: 'Grocery' });
    await addShop(database.db, { slug: 'bahan-cafe', township: 'Bahan', category: 'Cafe' });
    await addShop(database.db, { slug: 'kamayut-cafe', township: 'Kamayut', category: 'Cafe' });
    await addShop(database.db, { slug: 'tamwe-cafe', township: 'Tamwe', category: 'Cafe' });
    const [cafe, grocery] = [await idOf('categories', 'Cafe'), await idOf('categories', 'Grocery')];
    const west = await idOf('districts', 'Yangon West');
    const bahan = await idOf('townships', 'Bahan');
    const counts = async (query: string) => {
      const response = await get(query === '' ? CATEGORIES : `${CATEGORIES}?${query}`);
      expect(response.statusCode).toBe(200);
      const list = response.json<CategoryCount[]>();
      return {
        cafe: list.find((c) => c.id === cafe)!.shop_count,
        grocery: list.find((c) => c.id === grocery)!.shop_count,
      };
    };
    expect(await counts('')).toEqual({ cafe: 3, grocery: 1 });
    expect(await counts(`district=${west}`)).toEqual({ cafe: 2, grocery: 1 });
    expect(await counts(`district=${west}&township=${bahan}`)).toEqual({ cafe: 1, grocery: 1 });
    // Each count is what the search finds with that category chosen.
    for (const query of ['', `district=${west}`, `district=${west}&township=${bahan}`]) {
      const expected = await counts(query);
      const found = (await search(`${query}&category=${cafe}`.replace(/^&/, ''))).total;
      expect(found).toBe(expected.cafe);
    }
  });

  test.each(['district=abc', 'township=0', 'category=1'])(
    'categories?%s is refused with 422',
    async (query) => {
      expect((await get(`${CATEGORIES}?${query}`)).statusCode).toBe(422);
    },
  );
});
