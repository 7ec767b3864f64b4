/**
 * The marketplace follows what merchants do through the store API: a shop built, published,
 * edited and unpublished with the merchant's own calls is found, shown and hidden at once.
 */
import { apiPaths } from '@contract/apiPaths';
import type {
  CatalogueItem,
  MenuSection,
  ShopPageResponse,
  ShopSearchResponse,
} from '@contract/store';
import { buildTestApp, databases, subscribe, useTestDatabase, verifyPhone } from './helpers';
import { call, item, newMerchant, saveStore, uploadPhoto } from './storeKit';

describe.each(databases())('the marketplace and the store API on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const search = async (q: string) =>
    (await app.inject({ method: 'GET', url: `/api/marketplace/shops?q=${encodeURIComponent(q)}` }))
      .json<ShopSearchResponse>()
      .shops.map((s) => s.slug);
  const page = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/marketplace/shops/golden-cup', headers });

  test('built, published, edited and unpublished through the API', async () => {
    const m = await newMerchant(app);
    const at = { merchantId: m.merchantId };
    await subscribe(app, m, 2, [[2, 1]]);
    await verifyPhone(database.db, m.merchantId);
    // Photos belong to a store: saved first, then given its logo.
    await saveStore(app, m, { name: 'Golden Cup Tea Centre', slug: 'golden-cup' });
    const logo = await uploadPhoto(app, m);
    await saveStore(app, m, {
      name: 'Golden Cup Tea Centre',
      slug: 'golden-cup',
      logo_photo_id: logo.id,
    });

    const section = await call(app, 'POST', apiPaths.storeSections, at, {
      headers: { ...m.headers, 'idempotency-key': 'noodles' },
      payload: { name: 'ခေါက်ဆွဲ' },
    });
    expect(section.statusCode).toBe(201);
    const sectionId = section.json<MenuSection>().id;
    const added = await call(app, 'POST', apiPaths.storeItems, at, {
      headers: { ...m.headers, 'idempotency-key': 'mohinga' },
      payload: item({ kind: 'menu_item', section_id: sectionId, name: 'မုန့်ဟင်းခါး', price: 2000 }),
    });
    expect(added.statusCode).toBe(201);
    const itemId = added.json<CatalogueItem>().id;

    // Not yet published: nowhere.
    expect(await search('ဟင်းခါး')).toEqual([]);
    expect((await page()).statusCode).toBe(404);

    expect(
      (await call(app, 'POST', apiPaths.storePublish, at, { headers: m.headers })).statusCode,
    ).toBe(200);
    expect(await search('ဟင်းခါး')).toEqual(['golden-cup']);
    expect(await search('golden')).toEqual(['golden-cup']);
    const shown = await page();
    expect(shown.statusCode).toBe(200);
    const body = shown.json<ShopPageResponse>();
    expect(body).toMatchObject({
      name: 'Golden Cup Tea Centre',
      logo,
      takes_orders: true,
      sections: [{ id: sectionId, name: 'ခေါက်ဆွဲ' }],
      items: [{ id: itemId, name: 'မုန့်ဟင်းခါး', section_id: sectionId, available: true }],
    });
    // The logo the page names is served at every width it lists.
    for (const width of body.logo?.widths ?? []) {
      const photo = await app.inject({ method: 'GET', url: `/api/photos/${logo.id}/${width}` });
      expect({ width, status: photo.statusCode }).toEqual({ width, status: 200 });
    }

    // Renamed and sold out: the search and the page follow, with a new ETag.
    const etag = String(shown.headers.etag);
    const edited = await call(
      app,
      'PUT',
      apiPaths.storeItem,
      { ...at, itemId },
      {
        headers: m.headers,
        payload: item({
          kind: 'menu_item',
          section_id: sectionId,
          name: 'Mohinga',
          price: 2000,
          available: false,
        }),
      },
    );
    expect(edited.statusCode).toBe(200);
    expect(await search('ဟင်းခါး')).toEqual([]);
    expect(await search('mohinga')).toEqual(['golden-cup']);
    const after = await page({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json<ShopPageResponse>().items).toMatchObject([
      { name: 'Mohinga', available: false },
    ]);

    expect(
      (await call(app, 'DELETE', apiPaths.storePublish, at, { headers: m.headers })).statusCode,
    ).toBeLessThan(300);
    expect(await search('mohinga')).toEqual([]);
    expect((await page()).statusCode).toBe(404);
  });
});
