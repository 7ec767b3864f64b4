/**
 * The store's catalogue: menu sections and items, the rules between them (a menu item needs one of
 * the merchant's sections, a product or a service has none), the display order and its changes,
 * idempotent creation, limits, and a merchant reaching only their own catalogue.
 */
import { apiPaths } from '@contract/apiPaths';
import {
  STORE_LIMITS,
  type Catalogue,
  type CatalogueItem,
  type MenuSection,
} from '@contract/store';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { call, item, newMerchant, saveStore, uploadPhoto, type Merchant } from './storeKit';

const MY = { 'accept-language': 'my' };

describe.each(databases())('the store catalogue on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const shop = async () => {
    const m = await newMerchant(app);
    await saveStore(app, m);
    return m;
  };
  const at = (m: Merchant, extra: Record<string, number> = {}) => ({
    merchantId: m.merchantId,
    ...extra,
  });
  const postSection = (m: Merchant, name: string) =>
    call(app, 'POST', apiPaths.storeSections, at(m), { headers: m.headers, payload: { name } });
  const section = async (m: Merchant, name: string) => {
    const response = await postSection(m, name);
    expect(response.statusCode).toBe(201);
    return response.json<MenuSection>();
  };
  const postItem = (m: Merchant, payload: unknown, headers: Record<string, string> = {}) =>
    call(app, 'POST', apiPaths.storeItems, at(m), {
      headers: { ...m.headers, ...headers },
      payload,
    });
  const newItem = async (m: Merchant, overrides: Parameters<typeof item>[0] = {}) => {
    const response = await postItem(m, item(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<CatalogueItem>();
  };
  const catalogue = async (m: Merchant) => {
    const response = await call(app, 'GET', apiPaths.storeCatalogue, at(m), { headers: m.headers });
    expect(response.statusCode).toBe(200);
    return response.json<Catalogue>();
  };
  const names = async (m: Merchant) => (await catalogue(m)).items.map((i) => i.name);
  const reorder = (m: Merchant, path: string, ids: number[]) =>
    call(app, 'PUT', path, at(m), { headers: m.headers, payload: { ids } });
  /** Positions as stored, by item name, to check they stay 0, 1, 2, … in every group. */
  const positions = async (merchantId: number) => {
    const { rows } = await database.db.query<{ name: string; position: number }>(
      `SELECT name, position FROM catalogue_items WHERE merchant_id = $1
        ORDER BY kind, section_id NULLS FIRST, position`,
      [merchantId],
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.position]));
  };
  const errorsOf = (response: { json: () => unknown }) =>
    (response.json() as { data: { errors: Record<string, string[]> } }).data.errors;

  test('before the store is saved: an empty catalogue, and nothing can be added', async () => {
    const m = await newMerchant(app);
    expect(await catalogue(m)).toEqual({ sections: [], items: [] });
    for (const response of [await postSection(m, 'Noodles'), await postItem(m, item())]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Save your store profile first.' });
    }
  });

  test('the catalogue in display order: products, services, then menu items by section', async () => {
    const m = await shop();
    const drinks = await section(m, 'Drinks');
    const noodles = await section(m, '  Noodles ');
    expect(noodles.name).toBe('Noodles');
    await newItem(m, { kind: 'menu_item', section_id: noodles.id, name: 'Mohinga', price: 2500 });
    await newItem(m, { kind: 'service', name: 'Catering for 20' });
    await newItem(m, { kind: 'menu_item', section_id: drinks.id, name: 'Tea', price: 800 });
    await newItem(m, { name: 'Tea leaves' });
    await newItem(m, { kind: 'menu_item', section_id: drinks.id, name: 'Coffee', price: 1000 });
    await newItem(m, { name: 'Samosa box', available: false });

    const view = await catalogue(m);
    expect(view.sections).toEqual([drinks, noodles]);
    expect(view.items.map((i) => [i.kind, i.name])).toEqual([
      ['product', 'Tea leaves'],
      ['product', 'Samosa box'],
      ['service', 'Catering for 20'],
      ['menu_item', 'Tea'],
      ['menu_item', 'Coffee'],
      ['menu_item', 'Mohinga'],
    ]);
    expect(view.items[1]).toEqual({
      id: expect.any(Number),
      kind: 'product',
      section_id: null,
      name: 'Samosa box',
      description: 'From the Shan hills.',
      price: 3500,
      photo: null,
      available: false,
      sold_out_at: [],
    });
  });

  test('a menu item needs a section of the merchant; products and services have none', async () => {
    const m = await shop();
    const other = await shop();
    const theirs = await section(other, 'Their section');
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [
        item({ kind: 'menu_item', section_id: null }),
        {
          section_id: ['A menu item needs a menu section.'],
        },
      ],
      [
        item({ kind: 'product', section_id: theirs.id }),
        {
          section_id: ['Only menu items belong to a menu section.'],
        },
      ],
      [
        item({ kind: 'service', section_id: theirs.id }),
        {
          section_id: ['Only menu items belong to a menu section.'],
        },
      ],
      [
        item({ kind: 'menu_item', section_id: theirs.id }),
        {
          section_id: ['The selected menu section is invalid.'],
        },
      ],
      [item({ photo_id: 'ph_unknownPhoto' }), { photo_id: ['The selected photo is invalid.'] }],
      [item({ price: -1 }), { price: ['The price field must be at least 0.'] }],
      [
        item({ price: STORE_LIMITS.price + 1 }),
        {
          price: [`The price field must not be greater than ${STORE_LIMITS.price}.`],
        },
      ],
      [{ ...item(), kind: 'gift card' }, { kind: expect.any(Array) }],
    ];
    for (const [payload, errors] of cases) {
      const response = await postItem(m, payload);
      expect([payload, response.statusCode, errorsOf(response)]).toEqual([payload, 422, errors]);
    }
    const burmese = await postItem(m, item({ kind: 'menu_item', section_id: null }), MY);
    expect(errorsOf(burmese)).toEqual({
      section_id: ['မီနူးပစ္စည်းတစ်ခုကို မီနူးအပိုင်းတစ်ခုတွင် ထည့်ရပါမည်။'],
    });
    expect(await catalogue(m)).toEqual({ sections: [], items: [] });
  });

  test('an item shows its photo, which must be the merchant’s own', async () => {
    const m = await shop();
    const other = await shop();
    const own = await uploadPhoto(app, m);
    const theirs = await uploadPhoto(app, other);
    expect(errorsOf(await postItem(m, item({ photo_id: theirs.id })))).toEqual({
      photo_id: ['The selected photo is invalid.'],
    });
    const created = await newItem(m, { photo_id: own.id });
    expect(created.photo).toEqual(own);
  });

  test('an Idempotency-Key makes a repeated creation answer the first item', async () => {
    const m = await shop();
    const key = { 'idempotency-key': 'item-double-tap' };
    const answers = await Promise.all([1, 2, 3].map(() => postItem(m, item(), key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const [only] = (await catalogue(m)).items;
    expect(answers.map((a) => a.json())).toEqual([only, only, only]);
    expect((await postItem(m, item(), key)).json()).toEqual(only);
    expect((await postItem(m, item(), { 'idempotency-key': 'another' })).statusCode).toBe(201);
  });

  test('an Idempotency-Key makes a repeated section creation answer the first section', async () => {
    const m = await shop();
    const post = () =>
      call(app, 'POST', apiPaths.storeSections, at(m), {
        headers: { ...m.headers, 'idempotency-key': 'section-tap' },
        payload: { name: 'Noodles' },
      });
    const answers = await Promise.all([post(), post(), post()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const { sections } = await catalogue(m);
    expect(sections).toHaveLength(1);
    expect(answers.map((a) => a.json())).toEqual([sections[0], sections[0], sections[0]]);
  });

  test('items racing for places get distinct, dense positions', async () => {
    const m = await shop();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => postItem(m, item({ name: `Item ${n}` }))),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(Object.values(await positions(m.merchantId)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  test('the limits: sections and items per store', async () => {
    const m = await shop();
    await database.db.query(
      `INSERT INTO menu_sections (merchant_id, name, position)
       SELECT $1, 'Section ' || n, n - 1 FROM generate_series(1, $2::int) AS n`,
      [m.merchantId, STORE_LIMITS.sections],
    );
    const sectionRefused = await postSection(m, 'One more');
    expect(sectionRefused.statusCode).toBe(422);
    expect(errorsOf(sectionRefused)).toEqual({
      name: [`A store can have at most ${STORE_LIMITS.sections} menu sections.`],
    });

    await database.db.query(
      `INSERT INTO catalogue_items (merchant_id, kind, name, price, position)
       SELECT $1, 'product', 'Product ' || n, 100, n - 1 FROM generate_series(1, $2::int) AS n`,
      [m.merchantId, STORE_LIMITS.items],
    );
    const itemRefused = await postItem(m, item());
    expect(itemRefused.statusCode).toBe(422);
    expect(errorsOf(itemRefused)).toEqual({
      name: [`A store can have at most ${STORE_LIMITS.items} items.`],
    });
  });

  describe('sections', () => {
    test('renamed by PUT; deleted by DELETE only while empty (409 otherwise)', async () => {
      const m = await shop();
      const drinks = await section(m, 'Drinks');
      const snacks = await section(m, 'Snacks');
      const renamed = await call(
        app,
        'PUT',
        apiPaths.storeSection,
        at(m, { sectionId: drinks.id }),
        {
          headers: m.headers,
          payload: { name: 'Hot drinks' },
        },
      );
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toEqual({ id: drinks.id, name: 'Hot drinks' });

      const tea = await newItem(m, { kind: 'menu_item', section_id: drinks.id, name: 'Tea' });
      const held = await call(
        app,
        'DELETE',
        apiPaths.storeSection,
        at(m, { sectionId: drinks.id }),
        {
          headers: m.headers,
        },
      );
      expect(held.statusCode).toBe(409);
      expect(held.json()).toEqual({
        message:
          'This menu section still holds items. Move them to another section or delete them first.',
      });
      const heldMy = await call(
        app,
        'DELETE',
        apiPaths.storeSection,
        at(m, { sectionId: drinks.id }),
        {
          headers: { ...m.headers, ...MY },
        },
      );
      expect(heldMy.json().message).toMatch(/^ဤမီနူးအပိုင်းတွင်/);

      // Once its item has moved, the section goes, and the order closes up.
      const moved = await call(app, 'PUT', apiPaths.storeItem, at(m, { itemId: tea.id }), {
        headers: m.headers,
        payload: item({ kind: 'menu_item', section_id: snacks.id, name: 'Tea' }),
      });
      expect(moved.statusCode).toBe(200);
      const deleted = await call(
        app,
        'DELETE',
        apiPaths.storeSection,
        at(m, { sectionId: drinks.id }),
        {
          headers: m.headers,
        },
      );
      expect(deleted.statusCode).toBe(204);
      expect((await catalogue(m)).sections).toEqual([snacks]);
      const { rows } = await database.db.query<{ position: number }>(
        'SELECT position FROM menu_sections WHERE merchant_id = $1',
        [m.merchantId],
      );
      expect(rows).toEqual([{ position: 0 }]);

      for (const method of ['PUT', 'DELETE'] as const) {
        const missing = await call(
          app,
          method,
          apiPaths.storeSection,
          at(m, { sectionId: drinks.id }),
          {
            headers: m.headers,
            ...(method === 'PUT' ? { payload: { name: 'Back' } } : {}),
          },
        );
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Menu section not found' });
      }
    });

    test('reordered with exactly the merchant’s sections; any other list is refused', async () => {
      const m = await shop();
      const other = await shop();
      const [a, b, c] = [await section(m, 'A'), await section(m, 'B'), await section(m, 'C')];
      const theirs = await section(other, 'Theirs');
      const ok = await reorder(m, apiPaths.storeSectionOrder, [c.id, a.id, b.id]);
      expect(ok.statusCode).toBe(200);
      expect(ok.json<Catalogue>().sections).toEqual([c, a, b]);
      expect((await catalogue(m)).sections).toEqual([c, a, b]);

      const message = 'The new order must list every one of your menu sections, each once.';
      for (const ids of [
        [a.id, b.id],
        [a.id, b.id, c.id, theirs.id],
        [a.id, b.id, theirs.id],
        [a.id, b.id, 999_999],
      ]) {
        const response = await reorder(m, apiPaths.storeSectionOrder, ids);
        expect([ids, response.statusCode, errorsOf(response)]).toEqual([
          ids,
          422,
          { ids: [message] },
        ]);
      }
      const repeated = await reorder(m, apiPaths.storeSectionOrder, [a.id, a.id, b.id]);
      expect(repeated.statusCode).toBe(422);
      expect((await catalogue(m)).sections).toEqual([c, a, b]);
      expect((await catalogue(other)).sections).toEqual([theirs]);
    });
  });

  describe('items', () => {
    test('reordered within one kind or one section, exactly; anything else is refused', async () => {
      const m = await shop();
      const drinks = await section(m, 'Drinks');
      const food = await section(m, 'Food');
      const [p1, p2, p3] = [
        await newItem(m, { name: 'P1' }),
        await newItem(m, { name: 'P2' }),
        await newItem(m, { name: 'P3' }),
      ];
      const s1 = await newItem(m, { kind: 'service', name: 'S1' });
      const d1 = await newItem(m, { kind: 'menu_item', section_id: drinks.id, name: 'D1' });
      const d2 = await newItem(m, { kind: 'menu_item', section_id: drinks.id, name: 'D2' });
      const f1 = await newItem(m, { kind: 'menu_item', section_id: food.id, name: 'F1' });

      const products = await reorder(m, apiPaths.storeItemOrder, [p3.id, p1.id, p2.id]);
      expect(products.statusCode).toBe(200);
      expect(products.json<Catalogue>().items.map((i) => i.name)).toEqual([
        'P3',
        'P1',
        'P2',
        'S1',
        'D1',
        'D2',
        'F1',
      ]);
      expect((await reorder(m, apiPaths.storeItemOrder, [d2.id, d1.id])).statusCode).toBe(200);
      expect(await names(m)).toEqual(['P3', 'P1', 'P2', 'S1', 'D2', 'D1', 'F1']);

      const message =
        'The new order must list every item of one kind (or of one menu section), each once.';
      for (const ids of [
        [p1.id, p2.id],
        [p1.id, p2.id, p3.id, s1.id],
        [d1.id, d2.id, f1.id],
        [p1.id, p2.id, p3.id, 999_999],
      ]) {
        const response = await reorder(m, apiPaths.storeItemOrder, ids);
        expect([ids, response.statusCode, errorsOf(response)]).toEqual([
          ids,
          422,
          { ids: [message] },
        ]);
      }
      expect(await names(m)).toEqual(['P3', 'P1', 'P2', 'S1', 'D2', 'D1', 'F1']);
    });

    test('replaced by PUT; a change of kind or section moves it to the end there, gaps closed', async () => {
      const m = await shop();
      const drinks = await section(m, 'Drinks');
      const [p1, p2, p3] = [
        await newItem(m, { name: 'P1' }),
        await newItem(m, { name: 'P2' }),
        await newItem(m, { name: 'P3' }),
      ];
      await newItem(m, { kind: 'service', name: 'S1' });
      const edited = await call(app, 'PUT', apiPaths.storeItem, at(m, { itemId: p1.id }), {
        headers: m.headers,
        payload: item({ name: ' P1 renamed ', price: 4200, available: false }),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({ ...p1, name: 'P1 renamed', price: 4200, available: false });
      expect(await names(m)).toEqual(['P1 renamed', 'P2', 'P3', 'S1']);

      const toService = await call(app, 'PUT', apiPaths.storeItem, at(m, { itemId: p2.id }), {
        headers: m.headers,
        payload: item({ kind: 'service', name: 'P2' }),
      });
      expect(toService.json()).toMatchObject({ kind: 'service', section_id: null });
      const toMenu = await call(app, 'PUT', apiPaths.storeItem, at(m, { itemId: p3.id }), {
        headers: m.headers,
        payload: item({ kind: 'menu_item', section_id: drinks.id, name: 'P3' }),
      });
      expect(toMenu.json()).toMatchObject({ kind: 'menu_item', section_id: drinks.id });
      expect(await names(m)).toEqual(['P1 renamed', 'S1', 'P2', 'P3']);
      expect(await positions(m.merchantId)).toEqual({ 'P1 renamed': 0, S1: 0, P2: 1, P3: 0 });

      const refused = await call(app, 'PUT', apiPaths.storeItem, at(m, { itemId: p3.id }), {
        headers: m.headers,
        payload: item({ kind: 'menu_item', section_id: null, name: 'P3' }),
      });
      expect(errorsOf(refused)).toEqual({ section_id: ['A menu item needs a menu section.'] });
    });

    test('removed by DELETE, the rest of its group closing up', async () => {
      const m = await shop();
      const [a, b, c] = [
        await newItem(m, { name: 'A' }),
        await newItem(m, { name: 'B' }),
        await newItem(m, { name: 'C' }),
      ];
      const removed = await call(app, 'DELETE', apiPaths.storeItem, at(m, { itemId: b.id }), {
        headers: m.headers,
      });
      expect(removed.statusCode).toBe(204);
      expect(await positions(m.merchantId)).toEqual({ A: 0, C: 1 });
      expect((await catalogue(m)).items.map((i) => i.id)).toEqual([a.id, c.id]);
      for (const method of ['PUT', 'DELETE'] as const) {
        const missing = await call(app, method, apiPaths.storeItem, at(m, { itemId: b.id }), {
          headers: m.headers,
          ...(method === 'PUT' ? { payload: item() } : {}),
        });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Item not found' });
      }
    });
  });

  test('a merchant reads and touches only their own catalogue', async () => {
    const a = await shop();
    const b = await shop();
    const theirSection = await section(b, 'B section');
    const theirItem = await newItem(b, {
      kind: 'menu_item',
      section_id: theirSection.id,
      name: 'B item',
    });
    const before = await catalogue(b);
    expect(await catalogue(a)).toEqual({ sections: [], items: [] });

    const attempts = [
      call(app, 'PUT', apiPaths.storeSection, at(a, { sectionId: theirSection.id }), {
        headers: a.headers,
        payload: { name: 'Mine now' },
      }),
      call(app, 'DELETE', apiPaths.storeItem, at(a, { itemId: theirItem.id }), {
        headers: a.headers,
      }),
      call(app, 'PUT', apiPaths.storeItem, at(a, { itemId: theirItem.id }), {
        headers: a.headers,
        payload: item({ name: 'Mine now' }),
      }),
    ];
    expect((await Promise.all(attempts)).map((r) => r.statusCode)).toEqual([404, 404, 404]);
    const deleteTheirs = await call(
      app,
      'DELETE',
      apiPaths.storeSection,
      at(a, {
        sectionId: theirSection.id,
      }),
      { headers: a.headers },
    );
    expect(deleteTheirs.statusCode).toBe(404);
    expect((await reorder(a, apiPaths.storeItemOrder, [theirItem.id])).statusCode).toBe(422);
    expect((await reorder(a, apiPaths.storeSectionOrder, [theirSection.id])).statusCode).toBe(422);
    // With B's id in the path and A's token: 403 before anything is read.
    const forbidden = await call(app, 'GET', apiPaths.storeCatalogue, at(b), {
      headers: a.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(await catalogue(b)).toEqual(before);
  });
});
