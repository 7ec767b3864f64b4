import type { PendingOrder } from '@contract';
import { seedData } from '../src/db/seedData';
import { bearer, buildTestApp, databases, registerMerchant, useTestDatabase } from './helpers';

describe.each(databases())('plan orders on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const addPlan = (merchantId: number | string, payload: unknown, token?: string) =>
    post(`/api/merchant/addPlan/${merchantId}`, payload, token ? bearer(token) : {});
  const addAddon = (merchantId: number | string, payload: unknown, token?: string) =>
    post(`/api/merchant/addAddon/${merchantId}`, payload, token ? bearer(token) : {});
  const pendingOrder = (merchantId: number | string, token?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/merchant/pendingOrder/${merchantId}`,
      headers: token ? bearer(token) : {},
    });
  const merchant = async () => {
    const { token, user } = await registerMerchant(app);
    return { token, id: user.merchantid };
  };
  const count = async (table: string) => {
    const { rows } = await database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}`,
    );
    return rows[0]?.n;
  };

  const [basic, standard, premium] = seedData.plans;
  const [social, orders, branches] = seedData.addonTypes;

  describe('POST /api/merchant/addPlan/{merchantId}', () => {
    test('records the plan and duration of the pending order', async () => {
      const { token, id } = await merchant();
      const response = await addPlan(id, { plan_id: 2, duration_month: 12 }, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        message: 'Plan added to your order',
        data: { merchant_id: id, plan_id: 2, duration_month: 12 },
      });
      const order = (await pendingOrder(id, token)).json<PendingOrder>();
      expect(order).toEqual({ plan: standard, duration_month: 12, addons: [] });
    });

    test.each([3, 6, 12])('accepts a duration of %i months', async (months) => {
      const { token, id } = await merchant();
      const response = await addPlan(id, { plan_id: 1, duration_month: months }, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.duration_month).toBe(months);
    });

    test('replaces the pending plan when repeated, and starts its add-ons afresh', async () => {
      const { token, id } = await merchant();
      await addPlan(id, { plan_id: 1, duration_month: 3 }, token);
      await addAddon(id, { addon_type_id: social!.id, quantity: 2, remark: 'Added x' }, token);
      const again = await addPlan(id, { plan_id: 3, duration_month: 6 }, token);
      expect(again.statusCode).toBe(200);
      expect(await count('pending_orders')).toBe(1);
      expect(await count('pending_order_addons')).toBe(0);
      const order = (await pendingOrder(id, token)).json<PendingOrder>();
      expect(order).toEqual({ plan: premium, duration_month: 6, addons: [] });
    });

    test('without a token, or with an unknown one, is 401 and records nothing', async () => {
      const { id } = await merchant();
      for (const response of [
        await addPlan(id, { plan_id: 1, duration_month: 3 }),
        await addPlan(id, { plan_id: 1, duration_month: 3 }, 'not-a-real-token'),
        await addPlan(id, {}, 'not-a-real-token'),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Token not valid' });
      }
      expect(await count('pending_orders')).toBe(0);
    });

    test("on another merchant's id is 403 and records nothing", async () => {
      const first = await merchant();
      const second = await merchant();
      const response = await addPlan(second.id, { plan_id: 1, duration_month: 3 }, first.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Unauthorized to use this merchant' });
      // A merchant id that is not a number is not the caller's either.
      const odd = await addPlan('abc', { plan_id: 1, duration_month: 3 }, first.token);
      expect(odd.statusCode).toBe(403);
      expect(await count('pending_orders')).toBe(0);
    });

    test('rejects a plan that does not exist on plan_id', async () => {
      const { token, id } = await merchant();
      const response = await addPlan(id, { plan_id: 99, duration_month: 3 }, token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: 'The selected plan id is invalid.',
        data: { errors: { plan_id: ['The selected plan id is invalid.'] } },
      });
      expect(await count('pending_orders')).toBe(0);
    });

    test.each([
      [
        { plan_id: 1, duration_month: 5 },
        { duration_month: ['The selected duration month is invalid.'] },
      ],
      [
        { plan_id: 1, duration_month: 1.5 },
        {
          duration_month: expect.arrayContaining(['The duration month field must be an integer.']),
        },
      ],
      [{ plan_id: 1 }, { duration_month: ['The duration month field is required.'] }],
      [{ duration_month: 6 }, { plan_id: ['The plan id field is required.'] }],
      [{ plan_id: 0, duration_month: 6 }, { plan_id: ['The plan id field must be at least 1.'] }],
      [
        { plan_id: 'two', duration_month: 6 },
        { plan_id: ['The plan id field must be an integer.'] },
      ],
    ])('rejects %j with 422', async (payload, errors) => {
      const { token, id } = await merchant();
      const response = await addPlan(id, payload, token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: expect.any(String),
        data: { errors },
      });
      expect(await count('pending_orders')).toBe(0);
    });

    test('keeps one merchant’s order apart from another’s', async () => {
      const first = await merchant();
      const second = await merchant();
      await addPlan(first.id, { plan_id: 1, duration_month: 3 }, first.token);
      await addPlan(second.id, { plan_id: 3, duration_month: 12 }, second.token);
      await addAddon(first.id, { addon_type_id: branches!.id, quantity: 4 }, first.token);
      expect((await pendingOrder(first.id, first.token)).json()).toEqual({
        plan: basic,
        duration_month: 3,
        addons: [
          { addon_type_id: branches!.id, name: 'Branches', quantity: 4, price_3month: 5000 },
        ],
      });
      expect((await pendingOrder(second.id, second.token)).json()).toEqual({
        plan: premium,
        duration_month: 12,
        addons: [],
      });
    });
  });

  describe('POST /api/merchant/addAddon/{merchantId}', () => {
    test('adds add-on lines to the pending order', async () => {
      const { token, id } = await merchant();
      await addPlan(id, { plan_id: 2, duration_month: 12 }, token);
      const response = await addAddon(
        id,
        { addon_type_id: orders!.id, quantity: 2, remark: 'Added Order/Reservations' },
        token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        message: 'Add-on added to your order',
        data: { addon_type_id: orders!.id, quantity: 2, remark: 'Added Order/Reservations' },
      });
      await addAddon(
        id,
        { addon_type_id: social!.id, quantity: 1, remark: 'Added Social Media Content' },
        token,
      );
      const order = (await pendingOrder(id, token)).json<PendingOrder>();
      expect(order.addons).toEqual([
        {
          addon_type_id: social!.id,
          name: 'Social Media Content',
          quantity: 1,
          price_3month: 10000,
        },
        { addon_type_id: orders!.id, name: 'Order/Reservations', quantity: 2, price_3month: 15000 },
      ]);
      const stored = await database.db.query<{ remark: string }>(
        'SELECT remark FROM pending_order_addons ORDER BY addon_type_id',
      );
      expect(stored.rows.map((r) => r.remark)).toEqual([
        'Added Social Media Content',
        'Added Order/Reservations',
      ]);
    });

    test('replaces the quantity when the same type is added again; the remark is optional', async () => {
      const { token, id } = await merchant();
      await addPlan(id, { plan_id: 1, duration_month: 6 }, token);
      await addAddon(
        id,
        { addon_type_id: branches!.id, quantity: 2, remark: 'Added Branches' },
        token,
      );
      const again = await addAddon(id, { addon_type_id: branches!.id, quantity: 5 }, token);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({ addon_type_id: branches!.id, quantity: 5, remark: '' });
      expect(await count('pending_order_addons')).toBe(1);
      const order = (await pendingOrder(id, token)).json<PendingOrder>();
      expect(order.addons).toEqual([
        { addon_type_id: branches!.id, name: 'Branches', quantity: 5, price_3month: 5000 },
      ]);
    });

    test('without a pending plan is 409', async () => {
      const { token, id } = await merchant();
      const response = await addAddon(id, { addon_type_id: 1, quantity: 1 }, token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Choose a plan before adding add-ons' });
      expect(await count('pending_order_addons')).toBe(0);
    });

    test('without a token is 401; on another merchant is 403', async () => {
      const first = await merchant();
      const second = await merchant();
      await addPlan(second.id, { plan_id: 1, duration_month: 3 }, second.token);
      const none = await addAddon(second.id, { addon_type_id: 1, quantity: 1 });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: 'Token not valid' });
      const other = await addAddon(second.id, { addon_type_id: 1, quantity: 1 }, first.token);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ message: 'Unauthorized to use this merchant' });
      expect(await count('pending_order_addons')).toBe(0);
    });

    test('rejects an add-on type that does not exist on addon_type_id', async () => {
      const { token, id } = await merchant();
      await addPlan(id, { plan_id: 1, duration_month: 3 }, token);
      const response = await addAddon(id, { addon_type_id: 77, quantity: 1 }, token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: 'The selected addon type id is invalid.',
        data: { errors: { addon_type_id: ['The selected addon type id is invalid.'] } },
      });
    });

    test.each([
      [{ addon_type_id: 1, quantity: 0 }, { quantity: ['The quantity field must be at least 1.'] }],
      [
        { addon_type_id: 1, quantity: -2 },
        { quantity: ['The quantity field must be at least 1.'] },
      ],
      [
        { addon_type_id: 1, quantity: 1.5 },
        { quantity: ['The quantity field must be an integer.'] },
      ],
      [{ addon_type_id: 1 }, { quantity: ['The quantity field is required.'] }],
      [{ quantity: 1 }, { addon_type_id: ['The addon type id field is required.'] }],
      [
        { addon_type_id: 1, quantity: 1, remark: 'x'.repeat(256) },
        { remark: ['The remark field must not be greater than 255 characters.'] },
      ],
    ])('rejects %j with 422', async (payload, errors) => {
      const { token, id } = await merchant();
      await addPlan(id, { plan_id: 1, duration_month: 3 }, token);
      const response = await addAddon(id, payload, token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: expect.any(String),
        data: { errors },
      });
      expect(await count('pending_order_addons')).toBe(0);
    });

    test('takes a remark of exactly 255 characters', async () => {
      const { token, id } = await merchant();
      await addPlan(id, { plan_id: 1, duration_month: 3 }, token);
      const response = await addAddon(
        id,
        { addon_type_id: 1, quantity: 1, remark: 'r'.repeat(255) },
        token,
      );
      expect(response.statusCode).toBe(200);
    });

    test('accepts add-ons sent in parallel, as the plans page sends them', async () => {
      const { token, id } = await merchant();
      await addPlan(id, { plan_id: 2, duration_month: 12 }, token);
      const responses = await Promise.all(
        seedData.addonTypes.map((type, n) =>
          addAddon(
            id,
            { addon_type_id: type.id, quantity: n + 1, remark: `Added ${type.name}` },
            token,
          ),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(seedData.addonTypes.map(() => 200));
      const order = (await pendingOrder(id, token)).json<PendingOrder>();
      expect(order.addons.map((a) => [a.name, a.quantity])).toEqual(
        seedData.addonTypes.map((type, n) => [type.name, n + 1]),
      );
    });
  });

  describe('GET /api/merchant/pendingOrder/{merchantId}', () => {
    test('is 404 before any plan is added', async () => {
      const { token, id } = await merchant();
      const response = await pendingOrder(id, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No pending order' });
    });

    test('needs the token of the merchant', async () => {
      const first = await merchant();
      const second = await merchant();
      await addPlan(second.id, { plan_id: 1, duration_month: 3 }, second.token);
      expect((await pendingOrder(second.id)).statusCode).toBe(401);
      const other = await pendingOrder(second.id, first.token);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ message: 'Unauthorized to use this merchant' });
    });
  });
});
