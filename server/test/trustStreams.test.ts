/**
 * Live streams shared fairly and only while they stand (plugins/app/liveEvents.ts): capped per
 * customer, per shop and per address (an IPv6 client's /64), not only per token; ended when their
 * token is signed out, revoked or expired, or when the shop's plan loses orders and reservations.
 * A real listening server read by a streaming client, on PGlite and PostgreSQL.
 */
import { ADDON } from '@contract/entitlements';
import { apiPaths } from '@contract/apiPaths';
import { DEFAULT_LIVE_EVENTS } from '../src/config';
import { hashToken } from '../src/security/tokens';
import { bearer, databases, subscribe, useTestDatabase } from './helpers';
import { appendEvent, newCustomer, ready, signOut, useLiveApp, type OpenedStream } from './liveKit';
import { newMerchant, saveStore, type Merchant } from './storeKit';

// A listening app per test, and a dozen streams: more than Jest's 5 s on a busy machine.
jest.setTimeout(60_000);

const TOO_MANY = { message: expect.stringMatching(/Too many live connections/) };

describe.each(databases())('fair, standing live streams on %s', (kind) => {
  const database = useTestDatabase(kind);
  const server = useLiveApp(database, 100);
  const { customerStream } = server;
  const shopStream = (m: { merchantId: number }, headers: Record<string, string>) =>
    server.merchantStream(m, headers);

  /** The body of a refused stream, once it has all arrived. */
  async function refusal(s: OpenedStream) {
    await s.ended;
    return { status: s.status, retryAfter: s.headers['retry-after'], body: s.json() };
  }

  /** The `event: end` the server closed the stream with (after it closed). */
  async function endOf(s: OpenedStream) {
    await s.ended;
    const last = s.events.at(-1);
    return { event: last?.event, data: last?.data as unknown };
  }

  /** A merchant with a saved store and the given plan (Premium includes orders). */
  async function shop(planId = 3, addons: ReadonlyArray<readonly [number, number]> = []) {
    const m = await newMerchant(server.app);
    await saveStore(server.app, m);
    await subscribe(server.app, m, planId, addons);
    return m;
  }

  /** Another token of the merchant's own user (another device of the shop's staff). */
  async function anotherToken(m: Merchant): Promise<string> {
    const { rows } = await database.db.query<{ user_id: number }>(
      'SELECT user_id FROM merchants WHERE id = $1',
      [m.merchantId],
    );
    return server.app.issueToken(rows[0]!.user_id, m.merchantId);
  }

  test('one customer with 12 tokens holds no more streams than the per-customer cap', async () => {
    await server.start();
    const customerId = await newCustomer(database.db);
    const tokens = await Promise.all(
      Array.from({ length: 12 }, () => server.app.issueCustomerToken(customerId)),
    );
    const streams = await Promise.all(tokens.map((token) => customerStream(bearer(token))));
    const statuses = streams.map((s) => s.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      DEFAULT_LIVE_EVENTS.maxStreamsPerCustomer,
    );
    const refused = streams.filter((s) => s.status === 429);
    expect(refused).toHaveLength(12 - DEFAULT_LIVE_EVENTS.maxStreamsPerCustomer);
    expect(await refusal(refused[0]!)).toEqual({ status: 429, retryAfter: '10', body: TOO_MANY });

    // Another customer is not held back by the first one's streams.
    const other = await server.app.issueCustomerToken(await newCustomer(database.db));
    expect((await customerStream(bearer(other))).status).toBe(200);
  });

  test("one shop's streams are capped whatever tokens its staff hold; another shop is not", async () => {
    await server.start({ maxStreamsPerMerchant: 3 });
    const m = await shop();
    const tokens = [m.token, await anotherToken(m), await anotherToken(m), await anotherToken(m)];
    const first = await Promise.all(tokens.slice(0, 3).map((t) => shopStream(m, bearer(t))));
    expect(first.map((s) => s.status)).toEqual([200, 200, 200]);
    await Promise.all(first.map(ready));
    expect(await refusal(await shopStream(m, bearer(tokens[3]!)))).toEqual({
      status: 429,
      retryAfter: '10',
      body: TOO_MANY,
    });

    const other = await shop();
    expect((await shopStream(other, other.headers)).status).toBe(200);
  });

  test('two addresses in one IPv6 /64 count as one address; the next /64 is another', async () => {
    await server.start({ maxStreamsPerAddress: 2 }, { trustProxy: ['127.0.0.1'] });
    const from = async (address: string) =>
      customerStream({
        ...bearer(await server.app.issueCustomerToken(await newCustomer(database.db))),
        'x-forwarded-for': address,
      });
    const a = await from('2001:db8:1:2::1');
    const b = await from('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect([a.status, b.status]).toEqual([200, 200]);
    await Promise.all([ready(a), ready(b)]);
    // A third address of the same /64: the same subscriber, over the cap.
    expect(await refusal(await from('2001:db8:1:2::ffff'))).toEqual({
      status: 429,
      retryAfter: '10',
      body: TOO_MANY,
    });
    expect((await from('2001:db8:1:3::1')).status).toBe(200);
  });

  test("a customer's sign-out ends the token's streams at once; their other token's stream stays", async () => {
    // A heartbeat far away: only the sign-out itself can end the stream in this test's time.
    await server.start({ heartbeatMs: 600_000 });
    const customerId = await newCustomer(database.db);
    const leaving = await server.app.issueCustomerToken(customerId);
    const staying = await server.app.issueCustomerToken(customerId);
    const s = await customerStream(bearer(leaving));
    const kept = await customerStream(bearer(staying));
    await Promise.all([ready(s), ready(kept)]);
    expect(await signOut(server.app, apiPaths.customerSignOut, bearer(leaving))).toBe(204);
    expect(await endOf(s)).toEqual({ event: 'end', data: { reason: 'tokenNotValid' } });
    expect(server.app.liveEvents.size).toBe(1);
    expect(kept.text()).not.toContain('event: end');
    // The client's reconnection is refused, so it stops.
    expect((await refusal(await customerStream(bearer(leaving)))).status).toBe(401);
  });

  test("a merchant's logout ends the token's streams at once", async () => {
    await server.start({ heartbeatMs: 600_000 });
    const m = await shop();
    const s = await shopStream(m, m.headers);
    await ready(s);
    expect(await signOut(server.app, apiPaths.logout, m.headers)).toBe(204);
    expect(await endOf(s)).toEqual({ event: 'end', data: { reason: 'tokenNotValid' } });
    expect((await refusal(await shopStream(m, m.headers))).status).toBe(401);
  });

  test('a token revoked or expired elsewhere ends its stream at the next heartbeat', async () => {
    await server.start();
    const m = await shop();
    const customerId = await newCustomer(database.db);
    const customerToken = await server.app.issueCustomerToken(customerId);
    const shopStaying = await shopStream(m, m.headers);
    const otherToken = await anotherToken(m);
    const shopRevoked = await shopStream(m, bearer(otherToken));
    const customerExpired = await customerStream(bearer(customerToken));
    await Promise.all([shopStaying, shopRevoked, customerExpired].map(ready));

    // As another process's sign-out, or a token running out, would leave them.
    await database.db.query('UPDATE auth_tokens SET revoked_at = now() WHERE token_hash = $1', [
      hashToken(otherToken),
    ]);
    await database.db.query(
      `UPDATE customer_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hashToken(customerToken)],
    );
    expect(await endOf(shopRevoked)).toEqual({ event: 'end', data: { reason: 'tokenNotValid' } });
    expect(await endOf(customerExpired)).toEqual({
      event: 'end',
      data: { reason: 'tokenNotValid' },
    });

    // The check that ended them judged the shop's first token too, which still stands: its
    // stream stays open and carries events.
    expect(shopStaying.text()).not.toContain('event: end');
    expect(server.app.liveEvents.size).toBe(1);
    const id = await appendEvent(database.db, { merchantId: m.merchantId, customerId });
    expect((await shopStaying.waitFor(1)).map((e) => e.id)).toEqual([id]);
  });

  test("a shop's stream ends when its plan no longer includes orders and reservations", async () => {
    await server.start();
    // Standard with the Order/Reservations add-on: the feature comes from the add-on.
    const withAddon = await shop(2, [[ADDON.orderReservations, 1]]);
    const premium = await shop(3);
    const a = await shopStream(withAddon, withAddon.headers);
    const b = await shopStream(premium, premium.headers);
    await Promise.all([ready(a), ready(b)]);
    // Several checks pass while both plans hold.
    await a.waitForText(': ping\n\n: ping\n\n: ping\n\n');
    expect(a.text()).not.toContain('event: end');
    expect(server.app.liveEvents.size).toBe(2);

    await database.db.query(
      `DELETE FROM subscription_addons WHERE subscription_id IN (
         SELECT id FROM subscriptions WHERE merchant_id = $1 AND status = 'active')`,
      [withAddon.merchantId],
    );
    await database.db.query(
      `UPDATE subscriptions SET plan_id = 2 WHERE merchant_id = $1 AND status = 'active'`,
      [premium.merchantId],
    );
    expect(await endOf(a)).toEqual({ event: 'end', data: { reason: 'featureNotIncluded' } });
    expect(await endOf(b)).toEqual({ event: 'end', data: { reason: 'featureNotIncluded' } });
    expect(server.app.liveEvents.size).toBe(0);
    expect(await refusal(await shopStream(premium, premium.headers))).toMatchObject({
      status: 403,
      body: { message: 'Your plan does not include this feature' },
    });
  });
});
