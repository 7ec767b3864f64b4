/**
 * `merchant/shopDetails/{merchantId}`: what the merchant has told about the shop, so that no form
 * asks it twice: the registration's name and township first, then the billing details and the
 * store's profile as they are given, the newer of the two winning; only for the merchant's own.
 */
import type { ShopDetails } from '@contract';
import { apiPaths, fillPath } from '@contract/apiPaths';
import { buildTestApp, databases, useTestDatabase } from './helpers';
import { newMerchant, saveStore, type Merchant } from './storeKit';

jest.setTimeout(60_000);

describe.each(databases())('shop details on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const details = (m: Merchant, headers: Record<string, string> = m.headers) =>
    app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.shopDetails, { merchantId: m.merchantId })}`,
      headers,
    });

  const township = async (name: string) =>
    (
      await database.db.query<{ id: number; district_id: number }>(
        'SELECT id, district_id FROM townships WHERE name = $1',
        [name],
      )
    ).rows[0]!;

  const saveBilling = async (m: Merchant, overrides: Record<string, unknown> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${apiPaths.addBillingInformation}/${m.merchantId}`,
      headers: m.headers,
      payload: {
        shop_name: 'Shwe Yee Billing',
        address: '12 Bo Aung Kyaw St',
        township: 'Bahan',
        category_id: 2,
        phone: '09781230000',
        email: 'aung@example.com',
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(200);
  };

  test('after registering: the shop name, district and township given, and the account', async () => {
    const m = await newMerchant(app);
    const response = await details(m);
    expect(response.statusCode).toBe(200);
    const account = await database.db.query<{ phone: string; email: string }>(
      'SELECT u.phone, u.email FROM users u JOIN merchants m ON m.user_id = u.id WHERE m.id = $1',
      [m.merchantId],
    );
    expect(response.json<ShopDetails>()).toEqual({
      shop_name: 'Shwe Yee Tea House',
      district_id: 1,
      township_id: 1,
      address: null,
      category_id: null,
      phone: account.rows[0]!.phone,
      email: account.rows[0]!.email,
      slug: null,
    });
  });

  test('billing details, then the store profile, then billing again: the newer one is told', async () => {
    const m = await newMerchant(app);
    const bahan = await township('Bahan');
    await saveBilling(m);
    expect((await details(m)).json<ShopDetails>()).toMatchObject({
      shop_name: 'Shwe Yee Billing',
      district_id: bahan.district_id,
      township_id: bahan.id,
      address: '12 Bo Aung Kyaw St',
      category_id: 2,
    });

    await saveStore(app, m, {
      name: 'Shwe Yee Store',
      township_id: 1,
      category_id: 3,
      address: 'No. 5, Store Road',
    });
    expect((await details(m)).json<ShopDetails>()).toMatchObject({
      shop_name: 'Shwe Yee Store',
      district_id: 1,
      township_id: 1,
      address: 'No. 5, Store Road',
      category_id: 3,
    });
    // Once the profile is saved, its store page's address (the page shows its owner the way back).
    expect((await details(m)).json<ShopDetails>().slug).toMatch(/^shwe-yee-store/);

    // A later plan change's billing details are newer than the profile.
    await database.db.query(
      "UPDATE stores SET updated_at = now() - interval '1 hour' WHERE merchant_id = $1",
      [m.merchantId],
    );
    await saveBilling(m, { address: '99 New Billing Rd' });
    expect((await details(m)).json<ShopDetails>()).toMatchObject({
      shop_name: 'Shwe Yee Billing',
      township_id: bahan.id,
      address: '99 New Billing Rd',
      category_id: 2,
    });
  });

  test("answers only the merchant's own, and nobody without a token", async () => {
    const m = await newMerchant(app);
    const other = await newMerchant(app);
    expect((await details(m, other.headers)).statusCode).toBe(403);
    expect((await details(m, {})).statusCode).toBe(401);
  });
});
