/**
 * A shop's team: invitations up to the plan's max_users (the owner counted, under concurrency),
 * a member's sign-in by phone and one-time code, and every merchant route walked with the token
 * of every role: a role the route's access does not list gets 403 'Your role in this shop does
 * not allow this.', any other role gets past the guard. A removed member's token ends at once.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import type { SendOtpResponse } from '@contract/otp';
import {
  MERCHANT_ROLES,
  type MerchantRole,
  type StaffSignInResponse,
  type TeamActivityResponse,
  type TeamMember,
  type TeamResponse,
} from '@contract/staff';
import type { App } from '../src/app';
import { bearer, buildTestApp, databases, subscribe, useTestDatabase } from './helpers';
import { signInCustomer } from './customerKit';
import { orderingShop } from './orderKit';
import { call, item, newMerchant, saveStore, type Merchant } from './storeKit';
import { teamPaths } from '@contract/teamPaths';

const BASIC = 1;
const STANDARD = 2;
const refused = 'Your role in this shop does not allow this.';

/** Roles allowed each access, written out by hand (contract/staff.ts says the same in code). */
const ALLOWED: Record<string, readonly MerchantRole[]> = {
  billing: ['owner'],
  team: ['owner'],
  account: ['owner'],
  shop: ['owner', 'manager'],
  store: ['owner', 'manager'],
  orders: ['owner', 'manager', 'cashier'],
  counter: ['owner', 'manager', 'cashier'],
  availability: ['owner', 'manager', 'cashier'],
  view: ['owner', 'manager', 'cashier'],
  self: ['owner', 'manager', 'cashier'],
};

describe.each(databases())('a shop’s team on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: App;

  beforeEach(async () => {
    app = buildTestApp(database.db);
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  const teamUrl = (m: Merchant) =>
    `/api/${fillPath(teamPaths.merchantTeam, { merchantId: m.merchantId })}`;
  const memberUrl = (m: Merchant, memberId: number) =>
    `/api/${fillPath(teamPaths.merchantTeamMember, { merchantId: m.merchantId, memberId })}`;

  async function invite(m: Merchant, phone: string, role: 'manager' | 'cashier' = 'cashier') {
    return app.inject({
      method: 'POST',
      url: teamUrl(m),
      headers: m.headers,
      payload: { phone, name: `Member ${phone.slice(-3)}`, role },
    });
  }

  async function signInMember(phone: string) {
    const sent = await app.inject({
      method: 'POST',
      url: `/api/${teamPaths.staffSendOtp}`,
      payload: { phone },
    });
    expect(sent.statusCode).toBe(200);
    const code = sent.json<SendOtpResponse>().data.code!;
    return app.inject({
      method: 'POST',
      url: `/api/${teamPaths.staffSignIn}`,
      payload: { phone, otp: code },
    });
  }

  test('the owner invites up to the plan’s max_users, the owner counted', async () => {
    const m = await newMerchant(app);
    // No plan: the owner alone.
    const alone = await invite(m, '09790001001');
    expect(alone.statusCode).toBe(422);
    expect(alone.json().data.errors.phone[0]).toBe(
      'Your plan allows 1 person on the team, you included. Remove someone or choose a bigger plan.',
    );

    await subscribe(app, m, BASIC); // max_users 2
    const first = await invite(m, '09790001001');
    expect(first.statusCode).toBe(201);
    expect(first.json<TeamMember>()).toMatchObject({
      phone: '09790001001',
      role: 'cashier',
      branch_id: null,
      joined_at: null,
    });
    const second = await invite(m, '09790001002');
    expect(second.statusCode).toBe(422);

    const listed = await app.inject({ method: 'GET', url: teamUrl(m), headers: m.headers });
    expect(listed.statusCode).toBe(200);
    const team = listed.json<TeamResponse>();
    expect(team.max_users).toBe(2);
    expect(team.members.map((p) => [p.role, p.id === null])).toEqual([
      ['owner', true],
      ['cashier', false],
    ]);
  });

  test('two invitations at once with room for one: exactly one is made', async () => {
    const m = await newMerchant(app);
    await subscribe(app, m, BASIC);
    const answers = await Promise.all([invite(m, '09790002001'), invite(m, '09790002002')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const { rows } = await database.db.query(
      'SELECT count(*)::int AS n FROM merchant_members WHERE merchant_id = $1',
      [m.merchantId],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  test('the same invitation again answers the member it made; another role for it is refused', async () => {
    const m = await newMerchant(app);
    await subscribe(app, m, STANDARD);
    const first = await invite(m, '09790004001');
    expect(first.statusCode).toBe(201);
    const again = await invite(m, '09790004001');
    expect(again.statusCode).toBe(200);
    expect(again.json<TeamMember>()).toEqual(first.json<TeamMember>());
    expect((await invite(m, '09790004001', 'manager')).statusCode).toBe(409);
    const { rows } = await database.db.query(
      'SELECT count(*)::int AS n FROM merchant_members WHERE merchant_id = $1',
      [m.merchantId],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  test('a phone with an account, or on another team, cannot be invited', async () => {
    const a = await newMerchant(app);
    const b = await newMerchant(app);
    await subscribe(app, a, STANDARD);
    await subscribe(app, b, STANDARD);
    expect((await invite(a, '09790003001')).statusCode).toBe(201);
    const again = await invite(b, '09790003001');
    expect(again.statusCode).toBe(409);
    const { rows } = await database.db.query<{ phone: string }>(
      'SELECT u.phone FROM users u JOIN merchants s ON s.user_id = u.id WHERE s.id = $1',
      [b.merchantId],
    );
    expect((await invite(a, rows[0]!.phone)).statusCode).toBe(409);
  });

  test('a member signs in with a code; a phone on no team is told so', async () => {
    const m = await newMerchant(app);
    await subscribe(app, m, STANDARD);
    const made = (await invite(m, '09790004001', 'manager')).json<TeamMember>();

    const signedIn = await signInMember('09790004001');
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<StaffSignInResponse>();
    expect(session.merchantUser.merchant_id).toBe(m.merchantId);
    expect(session.member).toEqual({
      id: made.id,
      name: made.name,
      role: 'manager',
      branch_id: null,
    });
    expect(session.user.username).toBe(made.name);
    const team = (
      await app.inject({ method: 'GET', url: teamUrl(m), headers: m.headers })
    ).json<TeamResponse>();
    expect(team.members.find((p) => p.id === made.id)?.joined_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const stranger = await signInMember('09790004999');
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toMatchObject({ reason: 'not_a_member' });
  });

  test('every merchant route answers each role as its access says', async () => {
    const m = await newMerchant(app);
    await subscribe(app, m, STANDARD);
    expect((await invite(m, '09790005001', 'manager')).statusCode).toBe(201);
    expect((await invite(m, '09790005002', 'cashier')).statusCode).toBe(201);
    const tokens: Record<MerchantRole, string> = {
      owner: m.token,
      manager: (await signInMember('09790005001')).json<StaffSignInResponse>().token,
      cashier: (await signInMember('09790005002')).json<StaffSignInResponse>().token,
    };

    expect(app.merchantRoutes.length).toBeGreaterThanOrEqual(70);
    const wrong: string[] = [];
    // Signing out ends the token it is called with: walked last. No real member is changed or
    // removed on the way (their ids are not the one the URLs carry).
    const signOut = `/api/${apiPaths.logout}`;
    const walk = [
      ...app.merchantRoutes.filter((r) => r.url !== signOut),
      ...app.merchantRoutes.filter((r) => r.url === signOut),
    ];
    expect(walk.at(-1)?.url).toBe(signOut);
    for (const route of walk) {
      expect(Object.keys(ALLOWED)).toContain(route.access);
      const url = route.url
        .replace(':merchantId', String(m.merchantId))
        .replace(/:number\b/, 'R-2026-000001')
        .replace(/:reference\b/, 'MP0000000000')
        .replace(/:action\b/, 'accept')
        .replace(/:key\b/, 'k1')
        .replace(/:memberId\b/, '2147483647')
        .replace(/:\w+/g, '1');
      for (const role of MERCHANT_ROLES) {
        const answer = await app.inject({
          method: route.method as 'GET',
          url,
          headers: bearer(tokens[role]),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const roleRefused =
          answer.statusCode === 403 && answer.json<{ message: string }>().message === refused;
        if (roleRefused === ALLOWED[route.access]!.includes(role)) {
          wrong.push(`${role} ${route.method} ${route.url}: ${answer.statusCode} ${answer.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('a changed role counts at once, and a removed member’s token ends at once', async () => {
    const m = await newMerchant(app);
    await subscribe(app, m, STANDARD);
    const made = (await invite(m, '09790006001', 'manager')).json<TeamMember>();
    const token = (await signInMember('09790006001')).json<StaffSignInResponse>().token;
    // The dashboard is the owner's and managers', not a cashier's.
    const dashboard = `/api/${apiPaths.dashboard}/${m.merchantId}`;
    const inbox = `/api/${fillPath(apiPaths.merchantInbox, { merchantId: m.merchantId })}`;
    expect(
      (await app.inject({ method: 'GET', url: dashboard, headers: bearer(token) })).statusCode,
    ).not.toBe(403);

    const changed = await app.inject({
      method: 'PUT',
      url: memberUrl(m, made.id!),
      headers: m.headers,
      payload: { role: 'cashier' },
    });
    expect(changed.statusCode).toBe(200);
    const asCashier = await app.inject({ method: 'GET', url: dashboard, headers: bearer(token) });
    expect(asCashier.statusCode).toBe(403);
    expect(asCashier.json()).toEqual({ message: refused });

    const removed = await app.inject({
      method: 'DELETE',
      url: memberUrl(m, made.id!),
      headers: m.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: inbox, headers: bearer(token) })).statusCode,
    ).toBe(401);
    // Gone: removing again is 404, and another shop's owner cannot touch the team.
    expect(
      (await app.inject({ method: 'DELETE', url: memberUrl(m, made.id!), headers: m.headers }))
        .statusCode,
    ).toBe(404);
  });

  test('the shop’s payment events are its owner’s: a manager’s stream of them is refused', async () => {
    const m = await newMerchant(app);
    await subscribe(app, m, STANDARD);
    expect((await invite(m, '09790008001', 'manager')).statusCode).toBe(201);
    const token = (await signInMember('09790008001')).json<StaffSignInResponse>().token;
    const events = `/api/${fillPath(apiPaths.merchantEvents, { merchantId: m.merchantId })}`;
    const answer = await app.inject({
      method: 'GET',
      url: `${events}?topic=payments`,
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: refused });
  });

  test('a cashier marks an item sold out and back, and cannot change anything else of it', async () => {
    const m = await newMerchant(app);
    await saveStore(app, m);
    await subscribe(app, m, STANDARD);
    const added = await call(
      app,
      'POST',
      apiPaths.storeItems,
      { merchantId: m.merchantId },
      { headers: m.headers, payload: item() },
    );
    expect(added.statusCode).toBe(201);
    const itemId = added.json<{ id: number }>().id;
    expect((await invite(m, '09790009001', 'cashier')).statusCode).toBe(201);
    const cashier = bearer((await signInMember('09790009001')).json<StaffSignInResponse>().token);
    const params = { merchantId: m.merchantId, itemId };

    const soldOut = await call(app, 'PUT', apiPaths.storeItemAvailability, params, {
      headers: cashier,
      payload: { available: false },
    });
    expect(soldOut.statusCode).toBe(200);
    expect(soldOut.json()).toMatchObject({ id: itemId, available: false, price: 3500 });
    const back = await call(app, 'PUT', apiPaths.storeItemAvailability, params, {
      headers: cashier,
      payload: { available: true },
    });
    expect(back.json()).toMatchObject({ available: true });

    const repriced = await call(app, 'PUT', apiPaths.storeItem, params, {
      headers: cashier,
      payload: item({ price: 1 }),
    });
    expect(repriced.statusCode).toBe(403);
    const missing = await call(
      app,
      'PUT',
      apiPaths.storeItemAvailability,
      { merchantId: m.merchantId, itemId: itemId + 1000 },
      { headers: cashier, payload: { available: false } },
    );
    expect(missing.statusCode).toBe(404);
  });

  test('the shop’s actions name who did them: the member, or the owner', async () => {
    const shop = await orderingShop(app, database.db, 'named-actions');
    const m = shop.merchant;
    expect((await invite(m, '09790010001', 'cashier')).statusCode).toBe(201);
    const cashier = bearer((await signInMember('09790010001')).json<StaffSignInResponse>().token);
    const shopper = await signInCustomer(app, '09790010999', 'Ko Ko');
    const place = async (key: string) => {
      const placed = await app.inject({
        method: 'POST',
        url: `/api/${fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug })}`,
        headers: { ...shopper.headers, 'idempotency-key': key },
        payload: {
          branch_id: null,
          lines: [{ item_id: shop.items.tea.id, quantity: 1 }],
          note: '',
          table: null,
        },
      });
      expect(placed.statusCode).toBe(201);
      return placed.json<{ id: number }>().id;
    };
    const act = (orderId: number, action: string, headers: Record<string, string>) =>
      call(
        app,
        'POST',
        apiPaths.merchantOrderAction,
        { merchantId: m.merchantId, orderId, action },
        {
          headers,
          payload: action === 'reject' ? { reason: 'Sold out' } : {},
        },
      );
    const first = await place('one');
    const second = await place('two');
    expect((await act(first, 'accept', cashier)).statusCode).toBe(200);
    expect((await act(second, 'reject', m.headers)).statusCode).toBe(200);

    const card = await call(
      app,
      'PUT',
      apiPaths.merchantStampCard,
      { merchantId: m.merchantId },
      {
        headers: m.headers,
        payload: {
          enabled: true,
          stamps_needed: 3,
          reward: 'A free green tea',
          background: '#fff8e1',
          color: '#8d6e63',
          logo_photo_id: null,
        },
      },
    );
    expect(card.statusCode).toBe(200);
    const stamped = await call(
      app,
      'POST',
      apiPaths.merchantCounterStamp,
      { merchantId: m.merchantId },
      {
        headers: { ...cashier, 'idempotency-key': 'stamp-1' },
        payload: { phone: '09790010999' },
      },
    );
    expect(stamped.statusCode).toBe(201);

    const { rows: owner } = await database.db.query<{ name: string }>(
      'SELECT u.name FROM merchants s JOIN users u ON u.id = s.user_id WHERE s.id = $1',
      [m.merchantId],
    );
    const { rows } = await database.db.query(
      `SELECT actor_name, member_id IS NOT NULL AS by_member, action, subject_id
         FROM shop_actions WHERE merchant_id = $1 ORDER BY id`,
      [m.merchantId],
    );
    expect(rows).toEqual([
      { actor_name: 'Member 001', by_member: true, action: 'order_accept', subject_id: first },
      { actor_name: owner[0]!.name, by_member: false, action: 'order_reject', subject_id: second },
      {
        actor_name: 'Member 001',
        by_member: true,
        action: 'stamp_given',
        subject_id: expect.any(Number),
      },
    ]);

    // The owner reads them on the team page, newest first, with the order's number or the
    // customer; a member may not.
    const activityUrl = `/api/${fillPath(teamPaths.merchantTeamActivity, { merchantId: m.merchantId })}`;
    const read = await app.inject({ method: 'GET', url: activityUrl, headers: m.headers });
    expect(read.statusCode).toBe(200);
    const { rows: numbers } = await database.db.query<{ id: number; number: number }>(
      'SELECT id, number FROM shop_orders WHERE id = ANY($1) ORDER BY id',
      [[first, second]],
    );
    expect(
      read
        .json<TeamActivityResponse>()
        .actions.map(({ actor_name, action, order_number, customer }) => ({
          actor_name,
          action,
          order_number,
          customer,
        })),
    ).toEqual([
      { actor_name: 'Member 001', action: 'stamp_given', order_number: null, customer: 'Ko Ko' },
      {
        actor_name: owner[0]!.name,
        action: 'order_reject',
        order_number: numbers[1]!.number,
        customer: 'Ko Ko',
      },
      {
        actor_name: 'Member 001',
        action: 'order_accept',
        order_number: numbers[0]!.number,
        customer: 'Ko Ko',
      },
    ]);
    const asCashier = await app.inject({ method: 'GET', url: activityUrl, headers: cashier });
    expect(asCashier.statusCode).toBe(403);
  });

  test('a cashier limited to a branch must be given one of the shop’s branches', async () => {
    const m = await newMerchant(app);
    await subscribe(app, m, STANDARD);
    const answer = await app.inject({
      method: 'POST',
      url: teamUrl(m),
      headers: m.headers,
      payload: { phone: '09790007001', name: 'Ko Zaw', role: 'cashier', branch_id: 999_999 },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().data.errors).toHaveProperty('branch_id');
  });
});
