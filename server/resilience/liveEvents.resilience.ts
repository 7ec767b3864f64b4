/**
 * Live events across processes: two API processes on one PostgreSQL. A shop's stream is open on
 * process 2; what commits through process 1 reaches it (NOTIFY crosses processes, the table is the
 * truth). Process 2 is killed with SIGKILL and started again; the client reconnects with its
 * Last-Event-ID and receives every event committed meanwhile through process 1, once each.
 *
 * The events are real orders placed through process 1 (`POST customer/shops/:slug/orders`).
 */
import { randomUUID } from 'node:crypto';
import { fillPath, apiPaths } from '@contract/apiPaths';
import type { Db } from '../src/db/db';
import { orderIntent, orderPayment } from '../test/calls';
import { databases } from '../test/helpers';
import { openStream, ready, type OpenedStream } from '../test/liveKit';
import { START_TIMEOUT_MS, killAll, start, stop } from '../test/processes';
import { ALL_DAY_EVERY_DAY } from '../test/orderKit';
import { item, profile } from '../test/storeKit';
import { merchantStreamUrl, merchantWithPlanOrder, ok, send, startTwo } from './twoProcesses';

/** Premium for 6 months: 570,000 + 2 % tax 11,400 = 581,400 MMK. */
const PREMIUM_6 = { amount_minor: 58_140_000, total: 581_400 };

afterEach(killAll);

/** A listed shop with one item (Premium, verified phone, published), made through `base`. */
async function listedShop(base: string, db: Db) {
  const { merchantId, auth } = await merchantWithPlanOrder(base);
  const intent = await ok(
    send(base, 'POST', `merchant/createPaymentIntent/${merchantId}`, orderIntent(PREMIUM_6), auth),
    'intent',
  );
  await ok(
    send(
      base,
      'POST',
      `merchant/processPayment/${merchantId}`,
      orderPayment(String(intent.id), PREMIUM_6),
      auth,
    ),
    'payment',
  );
  const saved = await ok(
    // Open all day: the orders are placed whenever the test runs.
    send(
      base,
      'PUT',
      fillPath(apiPaths.store, { merchantId }),
      profile({ hours: [...ALL_DAY_EVERY_DAY] }),
      auth,
    ),
    'store',
  );
  const added = await ok(
    send(base, 'POST', fillPath(apiPaths.storeItems, { merchantId }), item(), {
      ...auth,
      'idempotency-key': randomUUID(),
    }),
    'item',
  );
  await db.query('UPDATE merchants SET phone_verified_at = now() WHERE id = $1', [merchantId]);
  await ok(
    send(base, 'POST', fillPath(apiPaths.storePublish, { merchantId }), undefined, auth),
    'publish',
  );
  const slug = (saved.profile as { slug: string }).slug;
  const itemId = (added as { id: number }).id;
  return { merchantId, auth, slug, itemId };
}

/** A signed-in customer with a name, through `base` (the sandbox SMS provider shows the code). */
async function customer(base: string) {
  const phone = `0942${String(Date.now()).slice(-7)}`;
  const sent = await ok(send(base, 'POST', apiPaths.customerSendOtp, { phone }), 'sendOtp');
  const code = (sent.data as { code?: string }).code;
  const signedIn = await ok(
    send(base, 'POST', apiPaths.customerSignIn, { phone, otp: code }),
    'signIn',
  );
  const auth = { authorization: `Bearer ${String(signedIn.token)}` };
  await ok(send(base, 'PUT', apiPaths.customerMe, { name: 'Ma Hla' }, auth), 'name');
  return { customerId: (signedIn.customer as { id: number }).id, auth };
}

const postgresOnly = databases().includes('postgres') ? test : test.skip;

postgresOnly(
  'a stream on process 2 receives what commits through process 1, and after a SIGKILL and restart resumes by Last-Event-ID with nothing missed or repeated',
  async () => {
    const { env, first, second: started, db } = await startTwo('_live');
    let second = started;
    const streams: OpenedStream[] = [];
    try {
      const shop = await listedShop(first.url, db);
      const buyer = await customer(first.url);
      const ordersPath = fillPath(apiPaths.customerPlaceOrder, { slug: shop.slug });
      const makeEvent = () =>
        ok(
          send(
            first.url,
            'POST',
            ordersPath,
            {
              branch_id: null,
              lines: [{ item_id: shop.itemId, quantity: 1 }],
              note: '',
              table: null,
            },
            { ...buyer.auth, 'idempotency-key': randomUUID() },
          ),
          'order',
        );
      // The shop's events as the streams send them: by position, with their wire ids.
      const committed = async () =>
        (
          await db.query<{ id: string }>(
            `SELECT after_xact::text || '-' || id::text AS id FROM live_events
              WHERE merchant_id = $1 ORDER BY after_xact, id`,
            [shop.merchantId],
          )
        ).rows.map((row) => row.id);

      const streamUrl = (base: string) => merchantStreamUrl(base, shop.merchantId);
      const before = await openStream(streamUrl(second.url), shop.auth);
      streams.push(before);
      expect(before.status).toBe(200);
      await ready(before);

      // Live across processes: within a second.
      const sentAt = Date.now();
      await makeEvent();
      await before.waitFor(1, 1000);
      expect(Date.now() - sentAt).toBeLessThan(1000);
      await makeEvent();
      await before.waitFor(2, 1000);
      const seen = before.events.map((e) => e.id);
      expect(seen).toEqual(await committed());

      // Process 2 dies; process 1 goes on taking changes.
      await stop(second, 'SIGKILL');
      await before.ended;
      for (let i = 0; i < 3; i += 1) await makeEvent();
      second = await start(env);

      const lastEventId = seen[seen.length - 1]!;
      const after = await openStream(streamUrl(second.url), {
        ...shop.auth,
        'last-event-id': lastEventId,
      });
      streams.push(after);
      expect(after.status).toBe(200);
      await after.waitFor(3, 5000);
      await makeEvent();
      await after.waitFor(4, 2000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const all = await committed();
      expect(all).toHaveLength(6);
      expect([...seen, ...after.events.map((e) => e.id)]).toEqual(all);
      expect(after.events.every((e) => e.event === 'order')).toBe(true);

      expect(await stop(second, 'SIGTERM')).toBe(0);
      expect(await stop(first, 'SIGTERM')).toBe(0);
    } finally {
      streams.forEach((s) => s.close());
      await db.close();
    }
  },
  3 * START_TIMEOUT_MS,
);
