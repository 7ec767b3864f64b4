import type { CalculatorAddon, NamedItem, Plan, ReferenceItem } from '@contract';
import { seedData } from '../src/db/seedData';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';

describe.each(databases())('reference data on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  test('GET /api/backend/getDistricts lists the districts as {id, name, name_my}', async () => {
    const response = await get('/api/backend/getDistricts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const districts = response.json<ReferenceItem[]>();
    expect(districts.map((d) => d.name)).toEqual(seedData.districts.map((d) => d.name));
    expect(districts.map((d) => d.name)).toEqual(
      expect.arrayContaining([
        'Yangon East',
        'Yangon West',
        'Yangon South',
        'Yangon North',
        'Mandalay',
      ]),
    );
    const burmese = seedData.burmese!;
    for (const [index, district] of districts.entries()) {
      expect(Object.keys(district).sort()).toEqual(['id', 'name', 'name_my']);
      // The Burmese name beside the English one, for the SPA to show in Burmese.
      expect(district).toMatchObject({
        name_my: burmese.districts[seedData.districts[index]!.code],
      });
      expect(Number.isInteger(district.id)).toBe(true);
    }
  });

  test('GET /api/backend/getTownships lists every township, not filtered by district', async () => {
    const response = await get('/api/backend/getTownships');
    expect(response.statusCode).toBe(200);
    const townships = response.json<ReferenceItem[]>();
    const all = seedData.districts.flatMap((d) => d.townships);
    expect(townships).toHaveLength(all.length);
    expect(townships.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'Kamayut',
        'Bahan',
        'Sanchaung',
        'Hlaing',
        'Mayangone',
        'Insein',
        'Thingangyun',
        'Tamwe',
        'Dagon',
        'Botataung',
        'Pazundaung',
        'Chanayethazan',
      ]),
    );
    expect(new Set(townships.map((t) => t.id)).size).toBe(all.length);
    for (const township of townships) {
      expect(Object.keys(township).sort()).toEqual(['id', 'name', 'name_my']);
    }
    expect(townships.find((t) => t.name === 'Sanchaung')).toMatchObject({ name_my: 'စမ်းချောင်း' });
  });

  test('GET /api/backend/districts/{id}/townships lists the townships of that district only', async () => {
    const districts = (await get('/api/backend/getDistricts')).json<NamedItem[]>();
    const all = (await get('/api/backend/getTownships')).json<NamedItem[]>();
    for (const [index, seeded] of seedData.districts.entries()) {
      const district = districts.find((d) => d.name === seeded.name)!;
      const response = await get(`/api/backend/districts/${district.id}/townships`);
      expect(response.statusCode).toBe(200);
      const townships = response.json<ReferenceItem[]>();
      expect(townships.map((t) => t.name)).toEqual(seeded.townships);
      // The same ids as the whole list, in its order.
      expect(townships).toEqual(all.filter((t) => seeded.townships.includes(t.name)));
      if (index === 1) expect(townships.map((t) => t.name)).toContain('Bahan');
    }
  });

  test('GET /api/backend/districts/{id}/townships: 404 for an unknown district, 422 for a bad id', async () => {
    const unknown = await get('/api/backend/districts/999999/townships');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found' });
    for (const bad of ['0', 'abc', '1.5', '-3']) {
      const response = await get(`/api/backend/districts/${bad}/townships`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false });
    }
  });

  test('GET /api/backend/getCategories needs a token', async () => {
    const response = await get('/api/backend/getCategories');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token not valid' });
  });

  test('GET /api/backend/getCategories answers {categories} with a token', async () => {
    const { token } = await registerMerchant(app);
    const response = await get('/api/backend/getCategories', bearer(token));
    expect(response.statusCode).toBe(200);
    const { categories } = response.json<{ categories: ReferenceItem[] }>();
    expect(categories.map((c) => c.name)).toEqual(seedData.categories);
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Restaurant', 'Cafe', 'Retail', 'Beauty & Spa', 'Services']),
    );
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(['id', 'name', 'name_my']);
    }
    expect(categories.find((c) => c.name === 'Tea Shop')).toMatchObject({
      name_my: 'လက်ဖက်ရည်ဆိုင်',
    });
  });

  test('GET /api/backend/getplans lists basic, Standard, Premium with ids 1-3', async () => {
    const response = await get('/api/backend/getplans');
    expect(response.statusCode).toBe(200);
    const plans = response.json<Plan[]>();
    expect(plans.map((p) => [p.id, p.name])).toEqual([
      [1, 'basic'],
      [2, 'Standard'],
      [3, 'Premium'],
    ]);
    expect(plans[0]).toEqual({
      id: 1,
      name: 'basic',
      price_3month: 90_000,
      price_6month: 170_000,
      price_12month: 320_000,
      max_branches: 1,
      max_users: 2,
      max_posts_per_month: 10,
      allow_stamp_card: true,
      allow_point_collection: false,
      allow_membership: false,
    });
    const premium = plans[2];
    expect(premium).toMatchObject({
      allow_stamp_card: true,
      allow_point_collection: true,
      allow_membership: true,
    });
    // Dearer plans allow more, for every limit and duration.
    for (const key of [
      'price_3month',
      'price_6month',
      'price_12month',
      'max_branches',
      'max_users',
      'max_posts_per_month',
    ] as const) {
      expect(plans.map((p) => p[key])).toEqual(
        [...plans.map((p) => p[key])].sort((a, b) => Number(a) - Number(b)),
      );
    }
  });

  test('GET /api/backend/getaddons lists the six add-on types at their list prices', async () => {
    const response = await get('/api/backend/getaddons');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, name: 'Social Media Content', price_3month: 10_000 },
      { id: 2, name: 'Order/Reservations', price_3month: 15_000 },
      { id: 3, name: 'Branches', price_3month: 5_000 },
      { id: 4, name: 'Advertisement Banner', price_3month: 20_000 },
      { id: 5, name: 'Stamp & Card Designs', price_3month: 8_000 },
      { id: 6, name: 'Advanced Analytics', price_3month: 12_000 },
    ]);
  });

  test('GET /api/merchant/getPlans/1 answers the plans to a signed-in merchant', async () => {
    const { token } = await registerMerchant(app);
    const response = await get('/api/merchant/getPlans/1', bearer(token));
    expect(response.statusCode).toBe(200);
    const publicPlans = await get('/api/backend/getplans');
    expect(response.json()).toEqual(publicPlans.json());
  });

  test('GET /api/merchant/getPlans/1 without a token is 401', async () => {
    const response = await get('/api/merchant/getPlans/1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Token not valid' });
  });

  test('GET /api/merchant/getPlans/{id} with an id that is not a number is 422', async () => {
    const { token } = await registerMerchant(app);
    const response = await get('/api/merchant/getPlans/abc', bearer(token));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: 'The id field must be an integer.',
      data: { errors: { id: ['The id field must be an integer.'] } },
    });
  });

  test('GET /api/backend/calculator/plans lists the package prices', async () => {
    const response = await get('/api/backend/calculator/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { name: 'Basic', price: 120_000 },
      { name: 'Standard', price: 240_000 },
      { name: 'Premium', price: 390_000 },
    ]);
  });

  test('GET /api/backend/calculator/addons lists at least seven rows in position order', async () => {
    const response = await get('/api/backend/calculator/addons');
    expect(response.statusCode).toBe(200);
    const addons = response.json<CalculatorAddon[]>();
    expect(addons).toEqual(seedData.calculatorAddons);
    expect(addons.length).toBeGreaterThanOrEqual(7);
    expect(addons[6]?.name).toBe('Custom Integration');
    for (const addon of addons) {
      expect(Object.keys(addon).sort()).toEqual(['name', 'price', 'unit']);
      expect(addon.price).toBeGreaterThan(0);
    }
  });
});
