/**
 * The merchant's payments on the live stream (`merchant/store/:merchantId/events?topic=payments`,
 * migration 033): a checkout's change appended with `appendMerchant` reaches the merchant's own
 * payments stream as `event: payment`, which needs only the merchant's token (no plan, no store),
 * and nothing else: not the shop's inbox, not another merchant, not a customer. A real listening
 * server read by a streaming client, on PGlite and PostgreSQL.
 */
import { apiPaths } from '@contract/apiPaths';
import type { CheckoutEvent, CheckoutStatus } from '@contract/checkout';
import type { Db } from '../src/db/db';
import { createLiveEventRepository } from '../src/repositories/liveEvents';
import { hashToken } from '../src/security/tokens';
import { databases, useTestDatabase } from './helpers';
import { signInCustomer } from './customerKit';
import { appendEvent, orderEvent, premiumShop, ready, signOut, useLiveApp } from './liveKit';
import { newMerchant, type Merchant } from './storeKit';

// A listening app per test, with its merchants made through the API: more than Jest's 5 s on a
// busy machine.
jest.setTimeout(30_000);

const TOPIC = '?topic=payments';

let references = 0;

/** A wallet checkout as its event carries it, numbered so a test can tell its events apart. */
function paymentEvent(status: CheckoutStatus = 'succeeded'): CheckoutEvent {
  references += 1;
  return {
    kind: 'payment',
    checkout: {
      reference: `MP${String(references).padStart(10, '0')}`,
      method: 'wallet',
      status,
      amount_minor: 58_140_000,
      currency: 'MMK',
      qr_payload: '000201010212',
      expires_at: '2026-12-06T10:01:00.000Z',
      redirect_url: null,
      transfer: null,
      reason: null,
      receipt_number: status === 'succeeded' ? `R-${references}` : null,
      created_at: '2026-12-06T10:00:00.000Z',
    },
  };
}

/** Commits one payment event for the merchant, as a checkout's change would; returns its id. */
function appendPayment(db: Db, merchantId: number, event = paymentEvent()): Promise<string> {
  const repository = createLiveEventRepository(db);
  return db.transaction((tx) => repository.appendMerchant(tx, merchantId, event));
}

describe.each(databases())('payment events on %s', (kind) => {
  const database = useTestDatabase(kind);
  const server = useLiveApp(database, 100);

  /** The merchant's payments stream, or with another `query` the stream it names. */
  const stream = (m: { merchantId: number }, headers: Record<string, string>, query = TOPIC) =>
    server.merchantStream(m, headers, query);

  /** A merchant just registered: no plan, no store. */
  async function planless(): Promise<Merchant> {
    const m = await newMerchant(server.app);
    const { rows } = await database.db.query<{ subscriptions: number; stores: number }>(
      `SELECT (SELECT count(*)::int FROM subscriptions WHERE merchant_id = $1) AS subscriptions,
              (SELECT count(*)::int FROM stores WHERE merchant_id = $1) AS stores`,
      [m.merchantId],
    );
    expect(rows[0]).toEqual({ subscriptions: 0, stores: 0 });
    return m;
  }

  /** A merchant with a store and Premium (orders and reservations), and a customer of it. */
  const shop = () => premiumShop(server.app, database.db);

  test('a merchant without a plan or a store receives its payment as `event: payment`', async () => {
    await server.start();
    const m = await planless();
    // The inbox still needs the feature.
    const inbox = await stream(m, m.headers, '');
    expect(inbox.status).toBe(403);
    await inbox.ended;
    expect(inbox.json()).toEqual({ message: 'Your plan does not include this feature' });

    const s = await stream(m, m.headers);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await ready(s);
    const event = paymentEvent('succeeded');
    const id = await appendPayment(database.db, m.merchantId, event);
    const [received] = await s.waitFor(1);
    expect(received).toEqual({ id, event: 'payment', data: event });
    // The event's own block on the wire (a heartbeat may already follow it).
    expect(s.text()).toMatch(new RegExp(`\\nid: ${id}\nevent: payment\ndata: \\{[^\n]+\\}\n\n`));

    // Heartbeats check the stream and keep it: no plan is needed.
    await s.waitForText(': ping\n\n: ping\n\n: ping\n\n');
    expect(s.text()).not.toContain('event: end');
    expect(server.app.liveEvents.size).toBe(1);
  });

  test("the shop's inbox gets orders only, the payments topic payments only", async () => {
    await server.start();
    const m = await shop();
    const inbox = await stream(m, m.headers, '');
    const explicitInbox = await stream(m, m.headers, '?topic=inbox');
    const payments = await stream(m, m.headers);
    await Promise.all([inbox, explicitInbox, payments].map(ready));

    const paymentId = await appendPayment(database.db, m.merchantId);
    const orderId = await appendEvent(database.db, m, orderEvent());
    const secondPaymentId = await appendPayment(database.db, m.merchantId);

    expect((await payments.waitFor(2)).map((e) => [e.id, e.event])).toEqual([
      [paymentId, 'payment'],
      [secondPaymentId, 'payment'],
    ]);
    // The order was committed between the payments: by the time the second payment arrived, the
    // inbox had been woken for all three.
    expect((await inbox.waitFor(1)).map((e) => [e.id, e.event])).toEqual([[orderId, 'order']]);
    expect((await explicitInbox.waitFor(1)).map((e) => e.id)).toEqual([orderId]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.events.map((e) => e.id)).toEqual([orderId]);
    expect(explicitInbox.events.map((e) => e.id)).toEqual([orderId]);
    expect(payments.events.map((e) => e.id)).toEqual([paymentId, secondPaymentId]);
  });

  test("another merchant's payments do not reach the stream", async () => {
    await server.start();
    const mine = await planless();
    const other = await planless();
    const s = await stream(mine, mine.headers);
    const theirs = await stream(other, other.headers);
    await Promise.all([ready(s), ready(theirs)]);
    const otherId = await appendPayment(database.db, other.merchantId);
    const mineId = await appendPayment(database.db, mine.merchantId);
    expect((await theirs.waitFor(1)).map((e) => e.id)).toEqual([otherId]);
    expect((await s.waitFor(1)).map((e) => e.id)).toEqual([mineId]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.events.map((e) => e.id)).toEqual([mineId]);
    expect(theirs.events.map((e) => e.id)).toEqual([otherId]);
    // Nor may one merchant open another's.
    const foreign = await stream(other, mine.headers);
    expect(foreign.status).toBe(403);
  });

  test('Last-Event-ID resumes the payments after it, within the topic', async () => {
    await server.start();
    const m = await shop();
    const first = await stream(m, m.headers);
    await ready(first);
    const seen = [
      await appendPayment(database.db, m.merchantId, paymentEvent('pending')),
      await appendPayment(database.db, m.merchantId, paymentEvent('expired')),
    ];
    expect((await first.waitFor(2)).map((e) => e.id)).toEqual(seen);
    first.close();
    await first.ended;

    // Committed while the client was away, between orders of the shop.
    await appendEvent(database.db, m, orderEvent());
    const missed = [
      await appendPayment(database.db, m.merchantId, paymentEvent('pending')),
      await appendPayment(database.db, m.merchantId, paymentEvent('succeeded')),
    ];
    await appendEvent(database.db, m, orderEvent());
    const resumed = await stream(m, { ...m.headers, 'last-event-id': seen[1]! });
    await resumed.waitFor(2);
    const live = await appendPayment(database.db, m.merchantId);
    await resumed.waitFor(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resumed.events.map((e) => e.id)).toEqual([...missed, live]);
    expect(resumed.events.every((e) => e.event === 'payment')).toBe(true);

    // The query parameter does the same, with the topic.
    const byQuery = await stream(m, m.headers, `?topic=payments&lastEventId=${seen[0]!}`);
    await byQuery.waitFor(4);
    expect(byQuery.events.map((e) => e.id)).toEqual([seen[1], ...missed, live]);
  });

  test('a token revoked elsewhere ends the payments stream at the next heartbeat', async () => {
    await server.start();
    const m = await planless();
    const s = await stream(m, m.headers);
    await ready(s);
    await database.db.query('UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1', [
      hashToken(m.token),
    ]);
    await s.ended;
    expect(s.events.at(-1)).toEqual({
      id: '',
      event: 'end',
      data: { reason: 'tokenNotValid' },
    });
    expect(server.app.liveEvents.size).toBe(0);
    const again = await stream(m, m.headers);
    expect(again.status).toBe(401);
  });

  test("a merchant's logout ends its payments stream at once", async () => {
    // No heartbeat in the test's time: the sign-out itself ends the stream.
    await server.start({ heartbeatMs: 600_000 });
    const m = await planless();
    const s = await stream(m, m.headers);
    await ready(s);
    expect(await signOut(server.app, apiPaths.logout, m.headers)).toBe(204);
    await s.ended;
    expect(s.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'tokenNotValid' } });
  });

  test('the payments stream counts against the caps of its token', async () => {
    await server.start({ maxStreamsPerToken: 2 });
    const m = await shop();
    const a = await stream(m, m.headers, '');
    const b = await stream(m, m.headers);
    await Promise.all([ready(a), ready(b)]);
    const c = await stream(m, m.headers);
    expect(c.status).toBe(429);
  });

  test('a customer never sees a payment, and no payment has a customer', async () => {
    await server.start();
    const m = await shop();
    const me = await signInCustomer(server.app, '09421110071');
    const mine = await server.customerStream(me.headers);
    await ready(mine);
    await appendPayment(database.db, m.merchantId);
    const orderId = await appendEvent(database.db, {
      merchantId: m.merchantId,
      customerId: me.customer.id,
    });
    expect((await mine.waitFor(1)).map((e) => [e.id, e.event])).toEqual([[orderId, 'order']]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mine.events.map((e) => e.id)).toEqual([orderId]);

    // The customer's stream has no topic.
    const withTopic = await server.customerStream(me.headers, TOPIC);
    expect(withTopic.status).toBe(422);

    // The table refuses a payment addressed to a customer, and an order without one.
    const insert = (customerId: number | null, payload: unknown) =>
      database.db.query(
        'INSERT INTO live_events (merchant_id, customer_id, payload) VALUES ($1, $2, $3::jsonb)',
        [m.merchantId, customerId, JSON.stringify(payload)],
      );
    await expect(insert(me.customer.id, paymentEvent())).rejects.toThrow(
      /live_events_customer_kind/,
    );
    await expect(insert(null, orderEvent())).rejects.toThrow(/live_events_customer_kind/);
  });

  test('422 for a topic that is not one', async () => {
    await server.start();
    const m = await shop();
    const s = await stream(m, m.headers, '?topic=everything');
    expect(s.status).toBe(422);
    await s.ended;
    expect(s.json()).toMatchObject({ status: false, data: { errors: {} } });
  });
});
