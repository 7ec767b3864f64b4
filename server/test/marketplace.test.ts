/**
 * The public marketplace: which shops are listed, the filters and the search (English and
 * Burmese), pages, the store page with its caching headers, and the categories' counts.
 */
import {
  MARKETPLACE_PAGE_SIZE,
  type CategoryCount,
  type ShopPageResponse,
  type ShopSearchResponse,
} from '@contract/store';
import { seedData } from '../src/db/seedData';
import { renderPhoto, logoSvg } from '../src/db/demo/photos';
import {
  bearer,
  buildTestApp,
  databases,
  payForOrder,
  registerMerchant,
  useTestDatabase,
} from './helpers';
import { WEEKDAYS_9_TO_6, addShop, insertSubscription } from './marketplaceShops';

const SHOPS = '/api/marketplace/shops';
const NOT_FOUND = { message: 'Shop not found' };

describe.each(databases())('the marketplace on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  /** The search's answer for `query` (a query string without `?`), checked to be a 200. */
  async function search(query = ''): Promise<ShopSearchResponse> {
    const response = await get(query === '' ? SHOPS : `${SHOPS}?${query}`);
    expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
    return response.json<ShopSearchResponse>();
  }
  const slugsOf = async (query = '') => (await search(query)).shops.map((s) => s.slug);
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  const shopPage = (slug: string, headers: Record<string, string> = {}) =>
    get(`${SHOPS}/${encodeURIComponent(slug)}`, headers);

  async function idOf(table: 'districts' | 'townships' | 'categories', name: string) {
    const { rows } = await database.db.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE name = $1`,
      [name],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no ${table} row named ${name}`);
    return id;
  }

  describe('listing', () => {
    test('a published shop with an active subscription and a verified phone is listed', async () => {
      await addShop(database.db, { slug: 'listed-shop', name: 'Listed Shop' });
      const answer = await search();
      expect(answer).toEqual({
        shops: [
          {
            slug: 'listed-shop',
            name: 'Listed Shop',
            category: { id: await idOf('categories', 'Grocery'), name: 'Grocery' },
            township: { id: await idOf('townships', 'Bahan'), name: 'Bahan' },
            district: { id: await idOf('districts', 'Yangon West'), name: 'Yangon West' },
            logo: null,
            cover: null,
            hours: WEEKDAYS_9_TO_6,
            takes_orders: false,
            verified: true,
            rating: null,
          },
        ],
        page: 1,
        page_size: MARKETPLACE_PAGE_SIZE,
        total: 1,
      });
      expect((await shopPage('listed-shop')).statusCode).toBe(200);
    });

    test.each([
      ['unpublished', { published: false }],
      ['never subscribed', { subscription: null }],
      [
        // Ended eight days ago: past its seven days of grace.
        'subscription expired',
        {
          subscription: {
            planId: 3,
            months: 3,
            endsAt: new Date(Date.now() - 8 * 86_400_000),
          } as const,
        },
      ],
      ['phone not verified', { phoneVerified: false }],
    ])('%s: not in the search, and its page is 404', async (_, overrides) => {
      await addShop(database.db, { slug: 'hidden', name: 'Hidden Tea Shop', ...overrides });
      await addShop(database.db, { slug: 'shown', name: 'Shown Tea Shop' });
      expect(await slugsOf()).toEqual(['shown']);
      expect(await slugsOf(q('tea'))).toEqual(['shown']);
      expect((await search()).total).toBe(1);
      const page = await shopPage('hidden');
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual(NOT_FOUND);
      const counts = (await get('/api/marketplace/categories')).json<CategoryCount[]>();
      expect(counts.find((c) => c.name === 'Grocery')?.shop_count).toBe(1);
    });

    test('a subscription ended a minute ago is in its grace days: still listed, its page shown', async () => {
      await addShop(database.db, {
        slug: 'in-grace',
        subscription: { planId: 3, months: 3, endsAt: new Date(Date.now() - 60_000) },
      });
      expect(await slugsOf()).toEqual(['in-grace']);
      expect((await shopPage('in-grace')).statusCode).toBe(200);
    });

    test('a subscription replaced by none active unlists the shop; renewing lists it again', async () => {
      const shop = await addShop(database.db, { slug: 'renewing' });
      await database.db.query(
        `UPDATE subscriptions SET status = 'replaced' WHERE merchant_id = $1`,
        [shop.merchantId],
      );
      expect(await slugsOf()).toEqual([]);
      expect((await shopPage('renewing')).statusCode).toBe(404);
      await database.db.query(`UPDATE subscriptions SET status = 'active' WHERE merchant_id = $1`, [
        shop.merchantId,
      ]);
      expect(await slugsOf()).toEqual(['renewing']);
    });

    test('the list follows every condition as it changes, as the store page does', async () => {
      const shop = await addShop(database.db, {
        slug: 'changing',
        published: false,
        phoneVerified: false,
        subscription: null,
      });
      const listed = async () => {
        const inSearch = (await slugsOf()).includes('changing');
        const page = (await shopPage('changing')).statusCode;
        expect({ inSearch, page }).toEqual(
          inSearch ? { inSearch, page: 200 } : { inSearch, page: 404 },
        );
        return inSearch;
      };
      const id = [shop.merchantId];
      expect(await listed()).toBe(false);
      await database.db.query('UPDATE stores SET published_at = now() WHERE merchant_id = $1', id);
      expect(await listed()).toBe(false);
      await database.db.query('UPDATE merchants SET phone_verified_at = now() WHERE id = $1', id);
      expect(await listed()).toBe(false);
      await insertSubscription(database.db, shop.merchantId);
      expect(await listed()).toBe(true);
      // Ended, within its grace days: still listed.
      await database.db.query(
        `UPDATE subscriptions SET ends_at = now() - interval '1 second',
                                  grace_ends_at = now() + interval '1 day'
          WHERE merchant_id = $1`,
        id,
      );
      expect(await listed()).toBe(true);
      // Past its grace days: expired.
      await database.db.query(
        `UPDATE subscriptions SET ends_at = now() - interval '8 days',
                                  grace_ends_at = now() - interval '1 second'
          WHERE merchant_id = $1`,
        id,
      );
      expect(await listed()).toBe(false);
      await database.db.query(
        `UPDATE subscriptions SET ends_at = now() + interval '1 day',
                                  grace_ends_at = now() + interval '8 days'
          WHERE merchant_id = $1`,
        id,
      );
      expect(await listed()).toBe(true);
      await database.db.query('UPDATE merchants SET phone_verified_at = NULL WHERE id = $1', id);
      expect(await listed()).toBe(false);
      await database.db.query('UPDATE merchants SET phone_verified_at = now() WHERE id = $1', id);
      await database.db.query('UPDATE stores SET published_at = NULL WHERE merchant_id = $1', id);
      expect(await listed()).toBe(false);
      await database.db.query('UPDATE stores SET published_at = now() WHERE merchant_id = $1', id);
      await database.db.query('DELETE FROM subscriptions WHERE merchant_id = $1', id);
      expect(await listed()).toBe(false);
    });

    test('time alone ends a listing: a list never shows a shop past its subscription', async () => {
      const shop = await addShop(database.db, { slug: 'ending' });
      expect(await slugsOf()).toEqual(['ending']);
      // As the clock passes the subscription's end, with no write at all.
      await database.db.query(
        `UPDATE marketplace_shops SET listed_until = now() - interval '1 second'
          WHERE merchant_id = $1`,
        [shop.merchantId],
      );
      expect(await slugsOf()).toEqual([]);
      const counts = (await get('/api/marketplace/categories')).json<CategoryCount[]>();
      expect(counts.every((c) => c.shop_count === 0)).toBe(true);
    });

    test('a shop paid for through the API is listed once published with a verified phone', async () => {
      const { token, user } = await registerMerchant(app);
      const merchantId = user.merchantid;
      const post = (url: string, payload: object) =>
        app.inject({ method: 'POST', url, headers: bearer(token), payload });
      const pay = async () => {
        expect(
          (await post(`/api/merchant/addPlan/${merchantId}`, { plan_id: 3, duration_month: 3 }))
            .statusCode,
        ).toBe(200);
        await payForOrder(app, { token, merchantId });
      };
      await database.db.query(
        `INSERT INTO stores (merchant_id, slug, name, category_id, township_id, phone, published_at)
         VALUES ($1, 'paid-shop', 'Paid Shop', $2, $3, '09781230001', now())`,
        [merchantId, await idOf('categories', 'Bakery'), await idOf('townships', 'Yankin')],
      );
      await database.db.query('UPDATE merchants SET phone_verified_at = now() WHERE id = $1', [
        merchantId,
      ]);
      expect(await slugsOf()).toEqual([]);
      await pay();
      expect(await slugsOf()).toEqual(['paid-shop']);
      expect((await shopPage('paid-shop')).json<ShopPageResponse>().takes_orders).toBe(true);
      // The same plan paid again renews it (three more months from its end): the shop stays
      // listed throughout, until the renewed end's grace days are over.
      await pay();
      expect(await slugsOf()).toEqual(['paid-shop']);
      const { rows } = await database.db.query(
        `SELECT s.status,
                s.ends_at = s.starts_at + interval '3 months' + interval '3 months' AS six_months,
                ms.listed_until = s.ends_at + interval '7 days' AS listed_with_grace
           FROM subscriptions s JOIN marketplace_shops ms ON ms.merchant_id = s.merchant_id
          WHERE s.merchant_id = $1`,
        [merchantId],
      );
      expect(rows).toEqual([{ status: 'active', six_months: true, listed_with_grace: true }]);
    });

    test('a township moved to another district moves its shops in the district filter', async () => {
      await addShop(database.db, { slug: 'moving', township: 'Dala' });
      const south = await idOf('districts', 'Yangon South');
      const west = await idOf('districts', 'Yangon West');
      expect(await slugsOf(`district=${south}`)).toEqual(['moving']);
      try {
        await database.db.query('UPDATE townships SET district_id = $1 WHERE name = $2', [
          west,
          'Dala',
        ]);
        expect(await slugsOf(`district=${south}`)).toEqual([]);
        expect(await slugsOf(`district=${west}`)).toEqual(['moving']);
      } finally {
        await database.db.query('UPDATE townships SET district_id = $1 WHERE name = $2', [
          south,
          'Dala',
        ]);
      }
    });

    test('an unknown slug is 404 with the same answer, whatever it holds', async () => {
      for (const slug of ['no-such-shop', 'ရွှေ', "x' OR '1'='1", '%25', 'a\u0000b']) {
        const response = await get(`${SHOPS}/${encodeURIComponent(slug)}`);
        expect({ slug, status: response.statusCode, body: response.json() }).toEqual({
          slug,
          status: 404,
          body: NOT_FOUND,
        });
      }
    });

    test('the 404 is in Burmese for a Burmese request', async () => {
      const response = await shopPage('nothing', { 'accept-language': 'my' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'ဆိုင်ကို ရှာမတွေ့ပါ။' });
    });
  });

  describe('filters', () => {
    beforeEach(async () => {
      await addShop(database.db, { slug: 'bahan-grocery', township: 'Bahan', category: 'Grocery' });
      await addShop(database.db, { slug: 'bahan-cafe', township: 'Bahan', category: 'Cafe' });
      await addShop(database.db, { slug: 'tamwe-cafe', township: 'Tamwe', category: 'Cafe' });
      await addShop(database.db, {
        slug: 'mandalay-cafe',
        township: 'Chanayethazan',
        category: 'Cafe',
      });
    });

    test('by category', async () => {
      const cafe = await idOf('categories', 'Cafe');
      expect((await slugsOf(`category=${cafe}`)).sort()).toEqual([
        'bahan-cafe',
        'mandalay-cafe',
        'tamwe-cafe',
      ]);
      const pharmacy = await idOf('categories', 'Pharmacy');
      expect(await search(`category=${pharmacy}`)).toMatchObject({ shops: [], total: 0 });
    });

    test('by district, by township, and both', async () => {
      const west = await idOf('districts', 'Yangon West');
      const east = await idOf('districts', 'Yangon East');
      const bahan = await idOf('townships', 'Bahan');
      const tamwe = await idOf('townships', 'Tamwe');
      expect((await slugsOf(`district=${west}`)).sort()).toEqual(['bahan-cafe', 'bahan-grocery']);
      expect(await slugsOf(`district=${east}`)).toEqual(['tamwe-cafe']);
      expect(await slugsOf(`township=${tamwe}`)).toEqual(['tamwe-cafe']);
      expect((await slugsOf(`district=${west}&township=${bahan}`)).sort()).toEqual([
        'bahan-cafe',
        'bahan-grocery',
      ]);
      const cafe = await idOf('categories', 'Cafe');
      expect(await slugsOf(`category=${cafe}&district=${west}&township=${bahan}`)).toEqual([
        'bahan-cafe',
      ]);
    });

    test('a township outside the chosen district matches nothing (an empty page, not an error)', async () => {
      const east = await idOf('districts', 'Yangon East');
      const bahan = await idOf('townships', 'Bahan');
      expect(await search(`district=${east}&township=${bahan}`)).toEqual({
        shops: [],
        page: 1,
        page_size: MARKETPLACE_PAGE_SIZE,
        total: 0,
      });
    });

    test('ids that name nothing match nothing', async () => {
      expect((await search('category=999999')).total).toBe(0);
      expect((await search('district=999999')).total).toBe(0);
      expect((await search('township=999999')).total).toBe(0);
    });

    test.each([
      ['category=abc', 'category'],
      ['category=0', 'category'],
      ['district=1.5', 'district'],
      ['township=-1', 'township'],
      ['page=0', 'page'],
      ['page=1001', 'page'],
      ['page=1e400', 'page'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=tea%00', 'q'],
      ['sort=name', 'sort'],
    ])('?%s is 422 naming %s', async (query, field) => {
      const response = await get(`${SHOPS}?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: false,
        data: { errors: { [field]: [expect.any(String)] } },
      });
    });
  });

  describe('search', () => {
    beforeEach(async () => {
      await addShop(database.db, {
        slug: 'shwe-taung',
        name: 'ရွှေတောင် လက်ဖက်ရည်ဆိုင်',
        category: 'Tea Shop',
        menu: [
          {
            section: 'မုန့်',
            items: [
              { name: 'မုန့်ဟင်းခါး', price: 2000 },
              { name: 'အီကြာကွေး', price: 500, available: false },
            ],
          },
        ],
        products: [],
      });
      await addShop(database.db, {
        slug: 'golden-cup',
        name: 'Golden Cup Tea Centre',
        category: 'Tea Shop',
        description: 'Strong tea and fresh palata since 1998.',
        menu: [{ section: 'Noodles', items: [{ name: 'Mohinga with Fritters', price: 2500 }] }],
        products: [],
      });
      await addShop(database.db, {
        slug: 'cotton',
        name: '100% Cotton Longyi',
        category: 'Fashion & Apparel',
        products: [{ name: 'Paso_Classic', price: 25_000 }],
      });
      await addShop(database.db, {
        slug: 'abc-books',
        name: 'ABC Books',
        category: 'Books & Stationery',
        products: [{ name: 'Tea Ceremony Guide', price: 8000 }],
      });
    });

    test('English, whatever the case, in names, items and descriptions', async () => {
      expect(await slugsOf(q('GOLDEN'))).toEqual(['golden-cup']);
      expect(await slugsOf(q('golden cup'))).toEqual(['golden-cup']);
      expect(await slugsOf(q('mohinga'))).toEqual(['golden-cup']);
      expect(await slugsOf(q('Palata'))).toEqual(['golden-cup']);
      expect(await slugsOf(q('paso_classic'))).toEqual(['cotton']);
      expect(await slugsOf(q('pizza'))).toEqual([]);
    });

    test('Burmese substrings, in names and in items', async () => {
      expect(await slugsOf(q('လက်ဖက်'))).toEqual(['shwe-taung']);
      expect(await slugsOf(q('ရွှေတောင်'))).toEqual(['shwe-taung']);
      expect(await slugsOf(q('ဟင်းခါး'))).toEqual(['shwe-taung']);
      // An unavailable item is still on the page, so a search finds its shop.
      expect(await slugsOf(q('အီကြာကွေး'))).toEqual(['shwe-taung']);
      expect(await slugsOf(q('ပလာတာ'))).toEqual([]);
    });

    test('every term must match; a name match ranks before a catalogue match', async () => {
      expect(await slugsOf(q('tea'))).toEqual(['golden-cup', 'abc-books']);
      expect(await slugsOf(q('tea guide'))).toEqual(['abc-books']);
      expect(await slugsOf(q('tea pizza'))).toEqual([]);
      expect(await slugsOf(q('   '))).toHaveLength(4);
    });

    test("LIKE's wildcards are plain characters", async () => {
      expect(await slugsOf(q('%'))).toEqual(['cotton']);
      expect(await slugsOf(q('100%'))).toEqual(['cotton']);
      expect(await slugsOf(q('_'))).toEqual(['cotton']);
      expect(await slugsOf(q('a_c'))).toEqual([]);
      expect(await slugsOf(q('g%n'))).toEqual([]);
      expect(await slugsOf(q('\\'))).toEqual([]);
    });

    test('the search follows the catalogue: renamed, added and removed items', async () => {
      const { rows } = await database.db.query<{ merchant_id: number }>(
        `SELECT merchant_id FROM stores WHERE slug = 'abc-books'`,
      );
      const merchantId = rows[0]?.merchant_id;
      await database.db.query(
        `UPDATE catalogue_items SET name = 'Shan Noodle Cookbook' WHERE merchant_id = $1`,
        [merchantId],
      );
      expect(await slugsOf(q('cookbook'))).toEqual(['abc-books']);
      expect(await slugsOf(q('ceremony'))).toEqual([]);
      await database.db.query(
        `INSERT INTO catalogue_items (merchant_id, kind, name, price, position)
         VALUES ($1, 'product', 'မြန်မာ အဘိဓာန်', 12000, 1)`,
        [merchantId],
      );
      expect(await slugsOf(q('အဘိဓာန်'))).toEqual(['abc-books']);
      await database.db.query(`DELETE FROM catalogue_items WHERE merchant_id = $1`, [merchantId]);
      expect(await slugsOf(q('cookbook'))).toEqual([]);
      await database.db.query(`UPDATE stores SET name = 'Pansodan Books' WHERE merchant_id = $1`, [
        merchantId,
      ]);
      expect(await slugsOf(q('pansodan'))).toEqual(['abc-books']);
    });
  });

  test('pages of MARKETPLACE_PAGE_SIZE in a stable order, with the total on every page', async () => {
    const count = MARKETPLACE_PAGE_SIZE + 6;
    for (let n = 1; n <= count; n++) {
      await addShop(database.db, {
        slug: `shop-${String(n).padStart(2, '0')}`,
        name: `Shop ${String(n).padStart(2, '0')}`,
      });
    }
    const first = await search();
    const second = await search('page=2');
    const third = await search('page=3');
    expect(first.total).toBe(count);
    expect(second.total).toBe(count);
    expect(third).toEqual({ shops: [], page: 3, page_size: MARKETPLACE_PAGE_SIZE, total: count });
    expect(first.shops).toHaveLength(MARKETPLACE_PAGE_SIZE);
    expect(second.shops).toHaveLength(6);
    expect(second.page).toBe(2);
    const all = [...first.shops, ...second.shops].map((s) => s.slug);
    expect(all).toEqual(
      Array.from({ length: count }, (_, i) => `shop-${String(i + 1).padStart(2, '0')}`),
    );
    expect(await slugsOf()).toEqual(first.shops.map((s) => s.slug));
    expect(await search(`${q('shop')}&page=2`)).toEqual(second);
  });

  describe('the store page', () => {
    test('branches, sections and items in display order, unavailable items included', async () => {
      const logo = await renderPhoto(logoSvg('GC', { base: '#333333', accent: '#eeeeee' }));
      const shop = await addShop(database.db, {
        slug: 'golden-cup',
        name: 'Golden Cup Tea Centre',
        description: 'Strong tea since 1998.',
        category: 'Tea Shop',
        township: 'Sanchaung',
        address: 'No. 12, Baho Road',
        phone: '09400000001',
        logo,
        branches: [
          {
            name: 'Hledan branch',
            address: 'No. 3, Insein Road',
            township: 'Kamayut',
            phone: '09400000101',
            hours: [{ weekday: 1, opens: '06:00', closes: '18:00' }],
          },
          {
            name: 'Mandalay branch',
            address: '78th Street',
            township: 'Chanayethazan',
            phone: '09400000102',
            hours: [],
          },
        ],
        menu: [
          {
            section: 'Tea',
            items: [
              { name: 'Tea, sweet', price: 1200 },
              { name: 'Tea, less sweet', price: 1200, available: false },
            ],
          },
          {
            section: 'Noodles',
            items: [{ name: 'Mohinga', description: 'Fish soup', price: 2500 }],
          },
        ],
        products: [{ name: 'Tea leaves 250 g', price: 6000 }],
        services: [{ name: 'Catering, per guest', price: 4000 }],
      });
      const response = await shopPage('golden-cup');
      expect(response.statusCode).toBe(200);
      const page = response.json<ShopPageResponse>();
      const { rows: sections } = await database.db.query<{ id: number; name: string }>(
        'SELECT id, name FROM menu_sections WHERE merchant_id = $1 ORDER BY position',
        [shop.merchantId],
      );
      const [tea, noodles] = sections;
      expect(page).toMatchObject({
        slug: 'golden-cup',
        name: 'Golden Cup Tea Centre',
        description: 'Strong tea since 1998.',
        category: { name: 'Tea Shop' },
        township: { name: 'Sanchaung' },
        district: { name: 'Yangon West' },
        address: 'No. 12, Baho Road',
        phone: '09400000001',
        hours: shop.hours,
        logo: { width: 320, height: 320, widths: [160, 320] },
        cover: null,
        verified: true,
        takes_orders: false,
        sections: [
          { id: tea?.id, name: 'Tea' },
          { id: noodles?.id, name: 'Noodles' },
        ],
      });
      expect(page.logo?.id).toMatch(/^ph_/);
      expect(page.branches).toEqual([
        {
          id: expect.any(Number),
          name: 'Hledan branch',
          address: 'No. 3, Insein Road',
          township: { id: await idOf('townships', 'Kamayut'), name: 'Kamayut' },
          phone: '09400000101',
          hours: [{ weekday: 1, opens: '06:00', closes: '18:00' }],
          busy_until: null,
        },
        {
          id: expect.any(Number),
          name: 'Mandalay branch',
          address: '78th Street',
          township: { id: await idOf('townships', 'Chanayethazan'), name: 'Chanayethazan' },
          phone: '09400000102',
          hours: [],
          busy_until: null,
        },
      ]);
      expect(
        page.items.map(({ kind, section_id, name, price, available, photo, description }) => ({
          kind,
          section_id,
          name,
          price,
          available,
          photo,
          description,
        })),
      ).toEqual([
        {
          kind: 'product',
          section_id: null,
          name: 'Tea leaves 250 g',
          price: 6000,
          available: true,
          photo: null,
          description: '',
        },
        {
          kind: 'service',
          section_id: null,
          name: 'Catering, per guest',
          price: 4000,
          available: true,
          photo: null,
          description: '',
        },
        {
          kind: 'menu_item',
          section_id: tea?.id,
          name: 'Tea, sweet',
          price: 1200,
          available: true,
          photo: null,
          description: '',
        },
        {
          kind: 'menu_item',
          section_id: tea?.id,
          name: 'Tea, less sweet',
          price: 1200,
          available: false,
          photo: null,
          description: '',
        },
        {
          kind: 'menu_item',
          section_id: noodles?.id,
          name: 'Mohinga',
          price: 2500,
          available: true,
          photo: null,
          description: 'Fish soup',
        },
      ]);

      // The logo the page names is stored at the widths it lists.
      const { rows: variants } = await database.db.query<{ width: number }>(
        'SELECT width FROM photo_variants WHERE photo_id = $1 ORDER BY width',
        [page.logo?.id],
      );
      expect(variants.map((v) => v.width)).toEqual([160, 320]);
    });

    test('a Burmese slug opens its page', async () => {
      await addShop(database.db, { slug: 'ရွှေတောင်-လက်ဖက်ရည်', name: 'ရွှေတောင် လက်ဖက်ရည်' });
      const response = await shopPage('ရွှေတောင်-လက်ဖက်ရည်');
      expect(response.statusCode).toBe(200);
      expect(response.json<ShopPageResponse>().name).toBe('ရွှေတောင် လက်ဖက်ရည်');
    });

    test.each([
      ['basic, no add-on', { planId: 1, months: 3 }, false],
      [
        'Standard with Order/Reservations',
        { planId: 2, months: 6, addons: [{ id: 2, quantity: 1 }] },
        true,
      ],
      [
        'Standard with other add-ons',
        { planId: 2, months: 6, addons: [{ id: 3, quantity: 2 }] },
        false,
      ],
      ['Premium (All Features)', { planId: 3, months: 12 }, true],
    ] as const)('takes_orders with %s', async (_, subscription, expected) => {
      await addShop(database.db, { slug: 'orders', subscription });
      expect((await shopPage('orders')).json<ShopPageResponse>().takes_orders).toBe(expected);
    });

    test('public caching for seconds, an ETag, and 304 while nothing shown has changed', async () => {
      const shop = await addShop(database.db, { slug: 'cached' });
      const first = await shopPage('cached');
      expect(first.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=20',
      );
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const again = await shopPage('cached', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await shopPage('cached', { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(
        304,
      );
      expect((await shopPage('cached', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);

      // Any change that shows: the price of an item, a branch's township, the plan's features.
      const changes = [
        `UPDATE catalogue_items SET price = price + 100 WHERE merchant_id = $1`,
        `UPDATE catalogue_items SET available = false WHERE merchant_id = $1`,
        `UPDATE stores SET hours = '[]' WHERE merchant_id = $1`,
        `INSERT INTO subscription_addons (subscription_id, addon_type_id, quantity)
         SELECT id, 2, 1 FROM subscriptions WHERE merchant_id = $1`,
      ];
      let current = etag;
      for (const change of changes) {
        await database.db.query(change, [shop.merchantId]);
        const stale = await shopPage('cached', { 'if-none-match': current });
        expect({ change, status: stale.statusCode }).toEqual({ change, status: 200 });
        expect(stale.headers.etag).not.toBe(current);
        current = String(stale.headers.etag);
      }
      expect((await shopPage('cached', { 'if-none-match': current })).statusCode).toBe(304);

      // Unlisted: 404 even for a client holding the last ETag.
      await database.db.query('UPDATE stores SET published_at = NULL WHERE merchant_id = $1', [
        shop.merchantId,
      ]);
      expect((await shopPage('cached', { 'if-none-match': current })).statusCode).toBe(404);
    });
  });

  describe("names in the request's language", () => {
    const MY = { 'accept-language': 'my-MM,my;q=0.9,en;q=0.5' };

    test('every district, township and category of the seed has its Burmese name stored', async () => {
      const { rows } = await database.db.query<{ missing: number }>(
        `SELECT (SELECT count(*) FROM districts WHERE name_my IS NULL)::int
              + (SELECT count(*) FROM townships WHERE name_my IS NULL)::int
              + (SELECT count(*) FROM categories WHERE name_my IS NULL)::int AS missing`,
      );
      expect(rows[0]?.missing).toBe(0);
      const burmese = Object.values(seedData.burmese ?? {}).flatMap((names) =>
        Object.values(names),
      );
      expect(burmese.length).toBe(
        seedData.districts.length +
          seedData.districts.flatMap((d) => d.townships).length +
          seedData.categories.length,
      );
      for (const name of burmese) expect(name).toMatch(/^[\u1000-\u109F ]+$/);
    });

    test('the search, the store page and the categories in Burmese for a Burmese request', async () => {
      await addShop(database.db, {
        slug: 'tea',
        category: 'Tea Shop',
        township: 'Sanchaung',
        branches: [
          { name: 'Hledan', address: '', township: 'Kamayut', phone: '09400000101', hours: [] },
        ],
      });
      const english = await get(SHOPS);
      const burmese = await get(SHOPS, MY);
      expect(burmese.headers.vary).toMatch(/Accept-Language/i);
      expect(english.headers.vary).toMatch(/Accept-Language/i);
      expect(burmese.json<ShopSearchResponse>().shops[0]).toMatchObject({
        category: { id: await idOf('categories', 'Tea Shop'), name: 'လက်ဖက်ရည်ဆိုင်' },
        township: { id: await idOf('townships', 'Sanchaung'), name: 'စမ်းချောင်း' },
        district: { id: await idOf('districts', 'Yangon West'), name: 'ရန်ကုန် အနောက်ပိုင်း' },
      });
      expect(english.json<ShopSearchResponse>().shops[0]?.category.name).toBe('Tea Shop');

      const page = await shopPage('tea', MY);
      expect(page.json<ShopPageResponse>()).toMatchObject({
        category: { name: 'လက်ဖက်ရည်ဆိုင်' },
        township: { name: 'စမ်းချောင်း' },
        branches: [{ township: { name: 'ကမာရွတ်' } }],
      });
      expect(page.headers.vary).toMatch(/Accept-Language/i);
      const englishPage = await shopPage('tea');
      // Two languages, two answers: a cache keeps them apart by Vary and ETag.
      expect(page.headers.etag).not.toBe(englishPage.headers.etag);
      expect(
        (await shopPage('tea', { ...MY, 'if-none-match': String(englishPage.headers.etag) }))
          .statusCode,
      ).toBe(200);

      // The categories carry both names: one answer for every reader, the SPA picks the name.
      const categories = await get('/api/marketplace/categories', MY);
      expect(
        categories.json<CategoryCount[]>().find((c) => c.name_my === 'လက်ဖက်ရည်ဆိုင်'),
      ).toMatchObject({ name: 'Tea Shop', shop_count: 1 });
      expect(categories.body).toBe((await get('/api/marketplace/categories')).body);
    });
  });

  test('categories: every one in order, with its number of listed shops (0 included)', async () => {
    await addShop(database.db, { category: 'Cafe' });
    await addShop(database.db, { category: 'Cafe' });
    await addShop(database.db, { category: 'Pharmacy' });
    await addShop(database.db, { category: 'Pharmacy', published: false });
    await addShop(database.db, { category: 'Bakery', phoneVerified: false });
    const response = await get('/api/marketplace/categories');
    expect(response.statusCode).toBe(200);
    const counts = response.json<CategoryCount[]>();
    expect(counts.map((c) => c.name)).toEqual(seedData.categories);
    expect(Object.fromEntries(counts.map((c) => [c.name, c.shop_count]))).toEqual(
      Object.fromEntries(
        seedData.categories.map((name) => [name, { Cafe: 2, Pharmacy: 1 }[name] ?? 0]),
      ),
    );
    for (const category of counts) {
      expect(Object.keys(category).sort()).toEqual(['id', 'name', 'name_my', 'shop_count']);
    }
  });
});
