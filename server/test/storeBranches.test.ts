/**
 * The store's branches: the plan's limit (with the Branches add-on), idempotent creation, edits,
 * dense order after a deletion, and a merchant reaching only their own branches.
 */
import { apiPaths } from '@contract/apiPaths';
import type { Branch, MerchantStoreResponse } from '@contract/store';
import { buildTestApp, databases, subscribe, useTestDatabase } from './helpers';
import { branch, call, newMerchant, saveStore, type Merchant } from './storeKit';

const MY = { 'accept-language': 'my' };

describe.each(databases())('store branches on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(() => app.close());

  const addBranch = (
    m: Merchant,
    payload: unknown = branch(),
    headers: Record<string, string> = {},
  ) =>
    call(
      app,
      'POST',
      apiPaths.storeBranches,
      { merchantId: m.merchantId },
      {
        headers: { ...m.headers, ...headers },
        payload,
      },
    );
  const list = async (m: Merchant) => {
    const response = await call(
      app,
      'GET',
      apiPaths.storeBranches,
      { merchantId: m.merchantId },
      {
        headers: m.headers,
      },
    );
    expect(response.statusCode).toBe(200);
    return response.json<Branch[]>();
  };
  const positions = async (merchantId: number) => {
    const { rows } = await database.db.query<{ name: string; position: number }>(
      'SELECT name, position FROM branches WHERE merchant_id = $1 ORDER BY position',
      [merchantId],
    );
    return rows;
  };
  /** A merchant with a saved store and, unless `planId` is null, a subscription. */
  const shop = async (planId: number | null, addons: Array<[number, number]> = []) => {
    const m = await newMerchant(app);
    await saveStore(app, m);
    if (planId !== null) await subscribe(app, m, planId, addons);
    return m;
  };

  test('a store must be saved first; its list starts empty', async () => {
    const m = await newMerchant(app);
    await subscribe(app, m, 3);
    expect(await list(m)).toEqual([]);
    const response = await addBranch(m);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Save your store profile first.' });
  });

  test('without a subscription no branch can be opened', async () => {
    const m = await shop(null);
    const response = await addBranch(m);
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({
      name: ['Branches need an active subscription. Choose a plan to open one.'],
    });
    expect(await list(m)).toEqual([]);
  });

  test.each([
    [1, [], 1, 'Your plan allows 1 branch. Add the Branches add-on to open more.'],
    [2, [], 3, 'Your plan allows 3 branches. Add the Branches add-on to open more.'],
    [1, [[3, 2]], 3, 'Your plan allows 3 branches. Add the Branches add-on to open more.'],
    [2, [[3, 1]], 4, 'Your plan allows 4 branches. Add the Branches add-on to open more.'],
  ] as Array<[number, Array<[number, number]>, number, string]>)(
    'plan %i with add-ons %j allows %i branches, then names the limit',
    async (planId, addons, limit, message) => {
      const m = await shop(planId, addons);
      for (let n = 1; n <= limit; n += 1) {
        const response = await addBranch(m, branch({ name: `Branch ${n}` }));
        expect([n, response.statusCode]).toEqual([n, 201]);
      }
      const refused = await addBranch(m, branch({ name: 'One too many' }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        status: false,
        message,
        data: { errors: { name: [message] } },
      });
      expect(await list(m)).toHaveLength(limit);
      const overview = await call(
        app,
        'GET',
        apiPaths.store,
        { merchantId: m.merchantId },
        {
          headers: m.headers,
        },
      );
      expect(overview.json<MerchantStoreResponse>()).toMatchObject({
        branch_count: limit,
        entitlements: { max_branches: limit },
      });
    },
  );

  test('the limit in Burmese', async () => {
    const m = await shop(1);
    await addBranch(m);
    const refused = await addBranch(m, branch(), MY);
    expect(refused.json().data.errors.name).toEqual([
      'သင့်အစီအစဉ်တွင် ဆိုင်ခွဲ ၁ ခုအထိ ဖွင့်ခွင့်ရှိပါသည်။ ထပ်ဖွင့်ရန် ဆိုင်ခွဲ ထပ်ဆောင်းဝန်ဆောင်မှုကို ထည့်ပါ။',
    ]);
  });

  test('requests racing for the last place: exactly one wins', async () => {
    const m = await shop(1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => addBranch(m, branch({ name: `Racer ${n}` }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(await list(m)).toHaveLength(1);
  });

  test('an Idempotency-Key makes a repeated creation answer the first branch', async () => {
    const m = await shop(1);
    const key = { 'idempotency-key': 'branch-7f3a' };
    const first = await addBranch(m, branch(), key);
    expect(first.statusCode).toBe(201);
    // Repeated, even now that the plan's one branch is used: the same branch, nothing added.
    const again = await addBranch(m, branch(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const racing = await Promise.all([1, 2, 3].map(() => addBranch(m, branch(), key)));
    expect(racing.map((r) => r.json())).toEqual([first.json(), first.json(), first.json()]);
    expect(await list(m)).toEqual([first.json()]);
    // Another key is another branch: past the limit here.
    expect((await addBranch(m, branch(), { 'idempotency-key': 'branch-8b1c' })).statusCode).toBe(
      422,
    );
  });

  test('the first requests of one key, racing, create one branch', async () => {
    const m = await shop(3);
    const key = { 'idempotency-key': 'double-tap' };
    const answers = await Promise.all([1, 2, 3].map(() => addBranch(m, branch(), key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const [first] = await list(m);
    expect(answers.map((a) => a.json())).toEqual([first, first, first]);
  });

  test('another merchant may use the same key', async () => {
    const a = await shop(1);
    const b = await shop(1);
    const key = { 'idempotency-key': 'same-key' };
    const first = await addBranch(a, branch({ name: 'A branch' }), key);
    const second = await addBranch(b, branch({ name: 'B branch' }), key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json<Branch>().name).toBe('B branch');
  });

  test('creation checks the township and the hours', async () => {
    const m = await shop(3);
    const response = await addBranch(
      m,
      branch({
        township_id: 9999,
        hours: [
          { weekday: 1, opens: '09:00', closes: '18:00' },
          { weekday: 1, opens: '19:00', closes: '20:00' },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().data.errors).toEqual({
      township_id: ['The selected township is invalid.'],
      hours: ['Monday is listed more than once.'],
    });
    expect(await list(m)).toEqual([]);
  });

  test('a branch is replaced by PUT and removed by DELETE; the order stays dense', async () => {
    const m = await shop(3);
    const ids: number[] = [];
    for (const name of ['North', 'Middle', 'South']) {
      ids.push((await addBranch(m, branch({ name }))).json<Branch>().id);
    }
    const [north, middle, south] = ids as [number, number, number];
    const edited = await call(
      app,
      'PUT',
      apiPaths.storeBranch,
      {
        merchantId: m.merchantId,
        branchId: south,
      },
      {
        headers: m.headers,
        payload: branch({ name: ' South Okkalapa ', phone: '+95 9 7812 30000', hours: [] }),
      },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      id: south,
      name: 'South Okkalapa',
      address: branch().address,
      township_id: branch().township_id,
      phone: '09781230000',
      hours: [],
      slot_capacity: 4,
    });

    const removed = await call(
      app,
      'DELETE',
      apiPaths.storeBranch,
      {
        merchantId: m.merchantId,
        branchId: middle,
      },
      { headers: m.headers },
    );
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await list(m)).map((b) => b.id)).toEqual([north, south]);
    expect(await positions(m.merchantId)).toEqual([
      { name: 'North', position: 0 },
      { name: 'South Okkalapa', position: 1 },
    ]);
    // A place freed by a deletion can be used again.
    expect((await addBranch(m, branch({ name: 'East' }))).statusCode).toBe(201);
    expect((await positions(m.merchantId)).map((p) => p.position)).toEqual([0, 1, 2]);

    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await call(
        app,
        method,
        apiPaths.storeBranch,
        {
          merchantId: m.merchantId,
          branchId: middle,
        },
        { headers: m.headers, ...(method === 'PUT' ? { payload: branch() } : {}) },
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Branch not found' });
    }
  });

  test('a merchant sees and touches only their own branches', async () => {
    const a = await shop(3);
    const b = await shop(3);
    const theirs = (await addBranch(b, branch({ name: 'B only' }))).json<Branch>();
    expect(await list(a)).toEqual([]);
    // A's own id in the path with B's branch: not found, as if it did not exist.
    const viaOwn = { merchantId: a.merchantId, branchId: theirs.id };
    const put = await call(app, 'PUT', apiPaths.storeBranch, viaOwn, {
      headers: a.headers,
      payload: branch({ name: 'Taken over' }),
    });
    const del = await call(app, 'DELETE', apiPaths.storeBranch, viaOwn, { headers: a.headers });
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    // B's id in the path with A's token: refused before anything is read.
    const viaTheirs = { merchantId: b.merchantId, branchId: theirs.id };
    const forbidden = await call(app, 'DELETE', apiPaths.storeBranch, viaTheirs, {
      headers: a.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(await list(b)).toEqual([theirs]);
  });
});
