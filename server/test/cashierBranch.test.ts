/**
 * A cashier limited to one branch sees and acts on that branch only, decided on the server: the
 * inbox (its orders, its finished orders' pages, its reservations and the day's totals), the
 * actions on an order or a reservation (another branch's is 404, as another shop's), and the live
 * events of the inbox (another branch's never arrive; a changed branch counts within a
 * heartbeat). A cashier without a branch and a manager see every branch. On PGlite and PostgreSQL.
 */
import { apiPaths, fillPath } from '@contract/apiPaths';
import { inboxPaths } from '@contract/inboxPaths';
import type { Inbox, InboxOrdersPage, Reservation, ShopOrder } from '@contract/orders';
import { yangonNow } from '@contract/orderRules';
import { branchScope, type StaffSignInResponse, type TeamMember } from '@contract/staff';
import type { Branch } from '@contract/store';
import type { SendOtpResponse } from '@contract/otp';
import { bearer, databases, useTestDatabase } from './helpers';
import { signInCustomer, type SignedInCustomer } from './customerKit';
import { ready, useLiveApp, type OpenedStream } from './liveKit';
import { orderingShop } from './orderKit';
import { branch, call, type Merchant } from './storeKit';
import { teamPaths } from '@contract/teamPaths';

// A listening app per test, with its shop, team, orders and reservations made through the API.
jest.setTimeout(60_000);

/** Open all day, every day: orders are taken whenever the test runs, tomorrow's 10:00 slot offered. */
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday: weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7,
  opens: '00:00',
  closes: '24:00',
}));

describe('branchScope', () => {
  test('only a cashier with a branch is limited to it', () => {
    expect(branchScope({ role: 'cashier', branchId: 7 })).toBe(7);
    expect(branchScope({ role: 'cashier', branchId: null })).toBeNull();
    expect(branchScope({ role: 'manager', branchId: null })).toBeNull();
    expect(branchScope({ role: 'owner', branchId: null })).toBeNull();
    // A branch on a row that is not a cashier's (the database refuses it) limits nothing.
    expect(branchScope({ role: 'manager', branchId: 7 })).toBeNull();
    expect(branchScope(null)).toBeNull();
  });
});

describe.each(databases())('a cashier limited to a branch on %s', (kind) => {
  const database = useTestDatabase(kind);
  const server = useLiveApp(database, 300);
  let phones = 0;
  let keys = 0;

  /** Today and tomorrow in Yangon: orders are placed today, reservations made for tomorrow. */
  const today = () => yangonNow(new Date()).date;
  const tomorrow = () =>
    new Date(Date.parse(`${today()}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  const nextPhone = () => {
    phones += 1;
    return `0979${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`;
  };

  interface Shop {
    m: Merchant;
    slug: string;
    a: number;
    b: number;
    tea: number;
    samosa: number;
  }

  /** A listed Premium shop with two branches, A and B, each open every day. */
  async function twoBranchShop(slug: string): Promise<Shop> {
    const { app } = server;
    const shop = await orderingShop(app, database.db, slug, { withBranch: false });
    const m = shop.merchant;
    const addBranch = async (name: string) => {
      const answer = await call(
        app,
        'POST',
        apiPaths.storeBranches,
        { merchantId: m.merchantId },
        { headers: m.headers, payload: branch({ name, hours: ALL_WEEK }) },
      );
      expect(answer.statusCode).toBe(201);
      return answer.json<Branch>().id;
    };
    return {
      m,
      slug,
      a: await addBranch('Bahan branch'),
      b: await addBranch('Sanchaung branch'),
      tea: shop.items.tea.id,
      samosa: shop.items.samosa.id,
    };
  }

  /** Invites a member (a cashier of `branchId`, or a manager) and signs them in: their headers. */
  async function member(
    shop: Shop,
    role: 'manager' | 'cashier',
    branchId: number | null = null,
  ): Promise<{ id: number; headers: Record<string, string> }> {
    const { app } = server;
    const phone = nextPhone();
    const invited = await call(
      app,
      'POST',
      teamPaths.merchantTeam,
      { merchantId: shop.m.merchantId },
      {
        headers: shop.m.headers,
        payload: { phone, name: `Member ${phone.slice(-3)}`, role, branch_id: branchId },
      },
    );
    expect(invited.statusCode).toBe(201);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/${teamPaths.staffSendOtp}`,
      payload: { phone },
    });
    const otp = sent.json<SendOtpResponse>().data.code!;
    const signedIn = await app.inject({
      method: 'POST',
      url: `/api/${teamPaths.staffSignIn}`,
      payload: { phone, otp },
    });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json<StaffSignInResponse>();
    expect(session.member.branch_id).toBe(branchId);
    return { id: invited.json<TeamMember>().id!, headers: bearer(session.token) };
  }

  const customer = () => signInCustomer(server.app, nextPhone(), 'Ko Aung');

  /** Places an order of `quantity` of `itemId` at the branch (null: the shop's own address). */
  async function order(
    shop: Shop,
    c: SignedInCustomer,
    branchId: number | null,
    itemId: number,
    quantity = 1,
  ): Promise<number> {
    keys += 1;
    const placed = await call(
      server.app,
      'POST',
      apiPaths.customerPlaceOrder,
      { slug: shop.slug },
      {
        headers: { ...c.headers, 'idempotency-key': `order-${keys}` },
        payload: {
          branch_id: branchId,
          lines: [{ item_id: itemId, quantity }],
          note: '',
          table: null,
        },
      },
    );
    expect(placed.statusCode).toBe(201);
    return placed.json<ShopOrder>().id;
  }

  /** Reserves tomorrow's 10:00 at the branch for `party` guests. */
  async function reserve(shop: Shop, c: SignedInCustomer, branchId: number, party: number) {
    keys += 1;
    const made = await call(
      server.app,
      'POST',
      apiPaths.customerReserve,
      { slug: shop.slug },
      {
        headers: { ...c.headers, 'idempotency-key': `reservation-${keys}` },
        payload: {
          branch_id: branchId,
          item_id: null,
          date: tomorrow(),
          time: '10:00',
          party_size: party,
          note: '',
        },
      },
    );
    expect(made.statusCode).toBe(201);
    return made.json<Reservation>().id;
  }

  const actOnOrder = (
    shop: Shop,
    headers: Record<string, string>,
    orderId: number,
    action: string,
  ) =>
    call(
      server.app,
      'POST',
      apiPaths.merchantOrderAction,
      { merchantId: shop.m.merchantId, orderId, action },
      { headers, payload: action === 'reject' ? { reason: 'Sold out' } : {} },
    );

  const actOnReservation = (
    shop: Shop,
    headers: Record<string, string>,
    reservationId: number,
    action: string,
  ) =>
    call(
      server.app,
      'POST',
      apiPaths.merchantReservationAction,
      { merchantId: shop.m.merchantId, reservationId, action },
      { headers, payload: action === 'decline' ? { reason: 'Fully booked' } : {} },
    );

  /** The owner moves the order through `actions`, each answered 200. */
  async function moveOrder(shop: Shop, orderId: number, ...actions: string[]) {
    for (const action of actions) {
      expect((await actOnOrder(shop, shop.m.headers, orderId, action)).statusCode).toBe(200);
    }
  }

  async function inbox(shop: Shop, headers: Record<string, string>, date: string) {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.merchantInbox, { merchantId: shop.m.merchantId })}?date=${date}`,
      headers,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<Inbox>();
  }

  async function finishedPage(shop: Shop, headers: Record<string, string>) {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/${fillPath(inboxPaths.merchantInboxOrders, {
        merchantId: shop.m.merchantId,
      })}?date=${today()}&before=2147483647`,
      headers,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<InboxOrdersPage>();
  }

  test('the inbox, its pages and its totals show a branch cashier their branch only', async () => {
    await server.start();
    const shop = await twoBranchShop('two-branch-inbox');
    const [c1, c2] = [await customer(), await customer()];
    // Placed in this order; each inbox lists its open orders newest first, then its finished
    // ones newest first.
    const aOpen = await order(shop, c1, shop.a, shop.tea);
    const aDone = await order(shop, c1, shop.a, shop.tea, 2); // 7000, completed
    const bOpen = await order(shop, c2, shop.b, shop.samosa);
    const bDone = await order(shop, c2, shop.b, shop.samosa); // 1200, completed
    const home = await order(shop, c2, null, shop.tea); // the shop's own address
    await moveOrder(shop, aDone, 'accept', 'ready', 'complete');
    await moveOrder(shop, bDone, 'accept', 'ready', 'complete');
    const rA = await reserve(shop, c1, shop.a, 2);
    const rB = await reserve(shop, c2, shop.b, 3);
    for (const reservationId of [rA, rB]) {
      const confirmed = await actOnReservation(shop, shop.m.headers, reservationId, 'confirm');
      expect(confirmed.statusCode).toBe(200);
    }

    const cashierA = await member(shop, 'cashier', shop.a);
    const cashierAll = await member(shop, 'cashier');
    const manager = await member(shop, 'manager');

    const mine = await inbox(shop, cashierA.headers, today());
    expect(mine.orders.map((o) => o.id)).toEqual([aOpen, aDone]);
    expect(mine.orders.map((o) => o.branch?.id)).toEqual([shop.a, shop.a]);
    expect(mine.reservations.map((r) => r.id)).toEqual([rA]);
    // The open orders are only placed: nothing is owed on them yet.
    expect(mine.totals).toEqual({
      orders: 2,
      completed_amount: 7000,
      paid_amount: 0,
      unpaid_amount: 7000,
      reservations: 0,
      guests: 0,
    });
    expect((await inbox(shop, cashierA.headers, tomorrow())).totals).toEqual({
      orders: 0,
      completed_amount: 0,
      paid_amount: 0,
      unpaid_amount: 0,
      reservations: 1,
      guests: 2,
    });
    expect((await finishedPage(shop, cashierA.headers)).orders.map((o) => o.id)).toEqual([aDone]);

    for (const everyBranch of [cashierAll.headers, manager.headers, shop.m.headers]) {
      const all = await inbox(shop, everyBranch, today());
      expect(all.orders.map((o) => o.id)).toEqual([home, bOpen, aOpen, bDone, aDone]);
      expect(all.reservations.map((r) => r.id)).toEqual([rB, rA]);
      expect(all.totals).toEqual({
        orders: 5,
        completed_amount: 7000 + 1200,
        paid_amount: 0,
        unpaid_amount: 7000 + 1200,
        reservations: 0,
        guests: 0,
      });
      expect((await inbox(shop, everyBranch, tomorrow())).totals).toEqual({
        orders: 0,
        completed_amount: 0,
        paid_amount: 0,
        unpaid_amount: 0,
        reservations: 2,
        guests: 2 + 3,
      });
      expect((await finishedPage(shop, everyBranch)).orders.map((o) => o.id)).toEqual([
        bDone,
        aDone,
      ]);
    }
  });

  test('another branch’s order or reservation is 404 to a branch cashier, as another shop’s', async () => {
    await server.start();
    const shop = await twoBranchShop('two-branch-actions');
    const other = await twoBranchShop('two-branch-other');
    const [c1, c2] = [await customer(), await customer()];
    const aOrder = await order(shop, c1, shop.a, shop.tea);
    const bOrder = await order(shop, c2, shop.b, shop.tea);
    const homeOrder = await order(shop, c2, null, shop.tea);
    const otherOrder = await order(other, c1, other.a, other.tea);
    const rA = await reserve(shop, c1, shop.a, 2);
    const rB = await reserve(shop, c2, shop.b, 2);
    const otherReservation = await reserve(other, c2, other.a, 2);
    const cashierA = await member(shop, 'cashier', shop.a);

    const otherShopOrder = await actOnOrder(shop, cashierA.headers, otherOrder, 'accept');
    expect(otherShopOrder.statusCode).toBe(404);
    expect(otherShopOrder.json()).toEqual({ message: 'Order not found' });
    for (const orderId of [bOrder, homeOrder]) {
      const refused = await actOnOrder(shop, cashierA.headers, orderId, 'accept');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual(otherShopOrder.json());
    }
    const accepted = await actOnOrder(shop, cashierA.headers, aOrder, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<ShopOrder>().state).toBe('accepted');

    const otherShopReservation = await actOnReservation(
      shop,
      cashierA.headers,
      otherReservation,
      'confirm',
    );
    expect(otherShopReservation.statusCode).toBe(404);
    expect(otherShopReservation.json()).toEqual({ message: 'Reservation not found' });
    const refused = await actOnReservation(shop, cashierA.headers, rB, 'confirm');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(otherShopReservation.json());
    const confirmed = await actOnReservation(shop, cashierA.headers, rA, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Reservation>().state).toBe('confirmed');

    // Nothing of the other branch moved; a cashier of every branch and a manager act on it.
    const all = await inbox(shop, shop.m.headers, today());
    expect(all.orders.find((o) => o.id === bOrder)?.state).toBe('placed');
    expect(all.reservations.find((r) => r.id === rB)?.state).toBe('requested');
    const cashierAll = await member(shop, 'cashier');
    const manager = await member(shop, 'manager');
    expect((await actOnOrder(shop, cashierAll.headers, bOrder, 'accept')).statusCode).toBe(200);
    expect((await actOnOrder(shop, manager.headers, homeOrder, 'accept')).statusCode).toBe(200);
    expect((await actOnReservation(shop, cashierAll.headers, rB, 'confirm')).statusCode).toBe(200);
  });

  test('the live stream brings a branch cashier their branch’s events only, and follows a changed branch', async () => {
    await server.start();
    const shop = await twoBranchShop('two-branch-live');
    const [c1, c2] = [await customer(), await customer()];
    const aOrder = await order(shop, c1, shop.a, shop.tea);
    const bOrder = await order(shop, c2, shop.b, shop.samosa);
    const homeOrder = await order(shop, c2, null, shop.tea);
    const rA = await reserve(shop, c1, shop.a, 2);
    const rB = await reserve(shop, c2, shop.b, 4);
    const cashierA = await member(shop, 'cashier', shop.a);
    const cashierAll = await member(shop, 'cashier');
    const manager = await member(shop, 'manager');

    const open = (headers: Record<string, string>) => server.merchantStream(shop.m, headers);
    const [mine, everyBranch, managers] = await Promise.all([
      open(cashierA.headers),
      open(cashierAll.headers),
      open(manager.headers),
    ]);
    for (const s of [mine, everyBranch, managers]) expect(s.status).toBe(200);
    await Promise.all([ready(mine), ready(everyBranch), ready(managers)]);

    /** Each event as `order <id> <state>` or `reservation <id> <state>`. */
    const seen = (s: OpenedStream) =>
      s.events.map(({ data }) =>
        data.kind === 'order'
          ? `order ${data.order.id} ${data.order.state}`
          : `reservation ${data.reservation.id} ${data.reservation.state}`,
      );

    // The other branch's and the shop's own first: had they been sent to the branch's cashier,
    // they would have arrived before that branch's own.
    await moveOrder(shop, bOrder, 'accept');
    expect((await actOnReservation(shop, shop.m.headers, rB, 'confirm')).statusCode).toBe(200);
    await moveOrder(shop, homeOrder, 'accept');
    await moveOrder(shop, aOrder, 'accept');
    expect((await actOnReservation(shop, shop.m.headers, rA, 'confirm')).statusCode).toBe(200);

    const everything = [
      `order ${bOrder} accepted`,
      `reservation ${rB} confirmed`,
      `order ${homeOrder} accepted`,
      `order ${aOrder} accepted`,
      `reservation ${rA} confirmed`,
    ];
    await Promise.all([mine.waitFor(2), everyBranch.waitFor(5), managers.waitFor(5)]);
    expect(seen(everyBranch)).toEqual(everything);
    expect(seen(managers)).toEqual(everything);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen(mine)).toEqual([`order ${aOrder} accepted`, `reservation ${rA} confirmed`]);

    // The owner moves the cashier to branch B: within a heartbeat their open stream follows.
    const moved = await call(
      server.app,
      'PUT',
      teamPaths.merchantTeamMember,
      { merchantId: shop.m.merchantId, memberId: cashierA.id },
      { headers: shop.m.headers, payload: { role: 'cashier', branch_id: shop.b } },
    );
    expect(moved.statusCode).toBe(200);
    // A few heartbeats (300 ms each), each checking every open stream.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await moveOrder(shop, aOrder, 'ready');
    await moveOrder(shop, bOrder, 'ready');
    await Promise.all([mine.waitFor(3), everyBranch.waitFor(7)]);
    expect(seen(mine)).toEqual([
      `order ${aOrder} accepted`,
      `reservation ${rA} confirmed`,
      `order ${bOrder} ready`,
    ]);
    expect(seen(everyBranch).slice(5)).toEqual([`order ${aOrder} ready`, `order ${bOrder} ready`]);
  });

  test('an item sold out at one branch: orders there refuse it, the rest of the shop sells it', async () => {
    await server.start();
    const { app } = server;
    const shop = await twoBranchShop('sold-out-at-a');
    const other = await twoBranchShop('sold-out-other');
    const soldOut = (headers: Record<string, string>, body: object, itemId = shop.tea) =>
      call(
        app,
        'PUT',
        apiPaths.storeItemAvailability,
        { merchantId: shop.m.merchantId, itemId },
        { headers, payload: body },
      );
    const tryOrder = async (branchId: number | null) => {
      keys += 1;
      return call(
        app,
        'POST',
        apiPaths.customerPlaceOrder,
        { slug: shop.slug },
        {
          headers: { ...c.headers, 'idempotency-key': `sold-out-${keys}` },
          payload: {
            branch_id: branchId,
            lines: [{ item_id: shop.tea, quantity: 1 }],
            note: '',
            table: null,
          },
        },
      );
    };
    const c = await customer();

    // The owner marks the tea sold out at branch A only.
    const marked = await soldOut(shop.m.headers, { available: false, branch_id: shop.a });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: shop.tea, available: true, sold_out_at: [shop.a] });
    const refused = await tryOrder(shop.a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'unavailable', item_ids: [shop.tea] });
    expect((await tryOrder(shop.b)).statusCode).toBe(201);
    expect((await tryOrder(null)).statusCode).toBe(201);
    const page = await app.inject({
      method: 'GET',
      url: `/api/${fillPath(apiPaths.marketplaceShop, { slug: shop.slug })}`,
    });
    const tea = page
      .json<{ items: { id: number; sold_out_at: number[] }[] }>()
      .items.find((item) => item.id === shop.tea);
    expect(tea?.sold_out_at).toEqual([shop.a]);

    // A cashier limited to branch B marks their branch's only, whatever the body says.
    const cashierB = await member(shop, 'cashier', shop.b);
    const theirs = await soldOut(cashierB.headers, { available: false, branch_id: null });
    expect(theirs.json()).toMatchObject({ available: true, sold_out_at: [shop.a, shop.b] });
    expect((await tryOrder(null)).statusCode).toBe(201);

    // Back at A; another shop's branch is not found.
    const back = await soldOut(shop.m.headers, { available: true, branch_id: shop.a });
    expect(back.json()).toMatchObject({ sold_out_at: [shop.b] });
    expect((await tryOrder(shop.a)).statusCode).toBe(201);
    const elsewhere = await soldOut(shop.m.headers, { available: false, branch_id: other.a });
    expect(elsewhere.statusCode).toBe(404);
  });
});
