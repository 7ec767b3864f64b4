/**
 * Live events (`merchant/store/:merchantId/events`): a real listening server read by a streaming
 * client, on PGlite and PostgreSQL. Events are committed through the outbox's repository in a
 * transaction, as the order and reservation routes do.
 */
import type { AddressInfo } from 'node:net';
import { fillPath, apiPaths } from '@contract/apiPaths';
import { DEFAULT_LIVE_EVENTS } from '../src/config';
import { buildTestApp, databases, subscribe, useTestDatabase } from './helpers';
import { signInCustomer } from './customerKit';
import { appendEvent, newCustomer, openStream, orderEvent, type OpenedStream } from './liveKit';
import { newMerchant, saveStore, type Merchant } from './storeKit';

const MY = { 'accept-language': 'my' };

// A listening app per test, with its shops made through the API: on a busy machine, more than
// Jest's 5 s default.
jest.setTimeout(30_000);

describe.each(databases())('live events on %s', (kind) => {
  const database = useTestDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let base: string;
  const opened: OpenedStream[] = [];

  async function startApp(liveEvents: Partial<typeof DEFAULT_LIVE_EVENTS> = {}) {
    app = buildTestApp(database.db, {
      liveEvents: { ...DEFAULT_LIVE_EVENTS, heartbeatMs: 300, ...liveEvents },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  afterEach(async () => {
    opened.splice(0).forEach((stream) => stream.close());
    await app.close();
  });

  /** A merchant with a saved store and a plan that includes orders (Premium), and a customer. */
  async function shop(): Promise<Merchant & { customerId: number }> {
    const m = await newMerchant(app);
    await saveStore(app, m);
    await subscribe(app, m, 3);
    return { ...m, customerId: await newCustomer(database.db) };
  }

  async function stream(
    m: { merchantId: number },
    headers: Record<string, string>,
    query = '',
  ): Promise<OpenedStream> {
    const url = `${base}/api/${fillPath(apiPaths.merchantEvents, { merchantId: m.merchantId })}${query}`;
    const s = await openStream(url, headers);
    opened.push(s);
    return s;
  }

  /** The stream is open and has read its start (the `retry:` line comes after that read). */
  const ready = (s: OpenedStream) => s.waitForText('retry: 2000\n\n');

  test('an event committed for the shop arrives, with its id, kind and record', async () => {
    await startApp();
    const m = await shop();
    const s = await stream(m, { ...m.headers, 'accept-encoding': 'gzip, br' });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toBe('no-store');
    expect(s.headers['x-accel-buffering']).toBe('no');
    // Not compressed, so nothing waits in a compressor's buffer.
    expect(s.headers['content-encoding']).toBeUndefined();
    await ready(s);
    expect(s.text().startsWith('retry: 2000\n\n')).toBe(true);

    const event = orderEvent();
    const id = await appendEvent(database.db, m, event);
    const [received] = await s.waitFor(1);
    expect(received).toEqual({ id, event: 'order', data: event });
    expect(s.text()).toMatch(new RegExp(`\\nid: ${id}\nevent: order\ndata: \\{[^\n]+\\}\n\n$`));
  });

  test('a stream opened without Last-Event-ID starts from now: earlier events are not sent', async () => {
    await startApp();
    const m = await shop();
    await appendEvent(database.db, m, orderEvent());
    const s = await stream(m, m.headers);
    await ready(s);
    const later = orderEvent();
    const id = await appendEvent(database.db, m, later);
    const events = await s.waitFor(1);
    expect(events.map((e) => e.id)).toEqual([id]);
  });

  test("another shop's events do not reach the stream", async () => {
    await startApp();
    const mine = await shop();
    const other = await shop();
    const s = await stream(mine, mine.headers);
    const theirs = await stream(other, other.headers);
    await Promise.all([ready(s), ready(theirs)]);
    const otherId = await appendEvent(database.db, other, orderEvent());
    const mineId = await appendEvent(database.db, mine, orderEvent());
    // The other shop's arrives on its own stream, and by then (committed first) it would have
    // reached ours too had it been sent to it.
    expect((await theirs.waitFor(1)).map((e) => e.id)).toEqual([otherId]);
    expect((await s.waitFor(1)).map((e) => e.id)).toEqual([mineId]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.events.map((e) => e.id)).toEqual([mineId]);
  });

  test('Last-Event-ID replays everything after it, then continues live: nothing missed, nothing twice', async () => {
    await startApp();
    const m = await shop();
    const first = await stream(m, m.headers);
    await ready(first);
    const ids = [
      await appendEvent(database.db, m, orderEvent()),
      await appendEvent(database.db, m, orderEvent()),
    ];
    const seen = await first.waitFor(2);
    expect(seen.map((e) => e.id)).toEqual(ids);
    first.close();
    await first.ended;

    // Committed while the client was away.
    const missed = [
      await appendEvent(database.db, m, orderEvent()),
      await appendEvent(database.db, m, orderEvent()),
      await appendEvent(database.db, m, orderEvent()),
    ];
    const resumed = await stream(m, { ...m.headers, 'last-event-id': ids[1]! });
    await resumed.waitFor(3);
    const live = await appendEvent(database.db, m, orderEvent());
    await resumed.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resumed.events.map((e) => e.id)).toEqual([...missed, live]);

    // The query parameter does the same for clients that cannot set headers.
    const byQuery = await stream(m, m.headers, `?lastEventId=${ids[0]!}`);
    await byQuery.waitFor(5);
    expect(byQuery.events.map((e) => e.id)).toEqual([ids[1], ...missed, live]);
  });

  test('a backlog longer than one read arrives whole and in order', async () => {
    await startApp();
    const m = await shop();
    const { liveEvents } = app.repositories;
    // One transaction (fast), so also one commit waking the stream once for all of them.
    const ids = await database.db.transaction(async (tx) => {
      const made: string[] = [];
      for (let i = 0; i < 450; i += 1) made.push(await liveEvents.append(tx, m, orderEvent()));
      return made;
    });
    const s = await stream(m, { ...m.headers, 'last-event-id': '0' });
    await s.waitFor(450, 15_000);
    expect(s.events.map((e) => e.id)).toEqual(ids);
  }, 30_000);

  test('a rolled-back transaction sends nothing', async () => {
    await startApp();
    const m = await shop();
    const s = await stream(m, m.headers);
    await ready(s);
    const { liveEvents } = app.repositories;
    await expect(
      database.db.transaction(async (tx) => {
        await liveEvents.append(tx, m, orderEvent());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = await appendEvent(database.db, m, orderEvent());
    await s.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.events.map((e) => e.id)).toEqual([committed]);
  });

  test('heartbeat comments keep the stream alive', async () => {
    await startApp({ heartbeatMs: 100 });
    const m = await shop();
    const s = await stream(m, m.headers);
    await s.waitForText(': ping\n\n', 2000);
    expect(s.events).toEqual([]);
  });

  test('401 without a token or with a bad one, in both languages', async () => {
    await startApp();
    const m = await shop();
    const none = await stream(m, {});
    expect(none.status).toBe(401);
    await none.ended;
    expect(none.json()).toEqual({ message: 'Token not valid' });
    const bad = await stream(m, { authorization: 'Bearer not-a-token', ...MY });
    expect(bad.status).toBe(401);
    await bad.ended;
    expect(bad.json()).toEqual({ message: expect.any(String) });
    expect(bad.json()).not.toEqual({ message: 'Token not valid' });
  });

  test("403 for another merchant's stream", async () => {
    await startApp();
    const mine = await shop();
    const other = await shop();
    const s = await stream(other, mine.headers);
    expect(s.status).toBe(403);
    await s.ended;
    expect(s.json()).toEqual({ message: expect.stringMatching(/merchant/i) });
  });

  test('403 when the plan lacks the Order/Reservations feature', async () => {
    await startApp();
    const m = await newMerchant(app);
    await saveStore(app, m);
    await subscribe(app, m, 2);
    const s = await stream(m, m.headers);
    expect(s.status).toBe(403);
    await s.ended;
    expect(s.json()).toEqual({ message: 'Your plan does not include this feature' });
  });

  test('422 for a Last-Event-ID that is not an event id', async () => {
    await startApp();
    const m = await shop();
    const s = await stream(m, { ...m.headers, 'last-event-id': 'yesterday' });
    expect(s.status).toBe(422);
    await s.ended;
    expect(s.json()).toMatchObject({ status: false, data: { errors: {} } });
    const q = await stream(m, m.headers, '?lastEventId=-1');
    expect(q.status).toBe(422);
  });

  test('429 beyond the streams one token may hold; a closed one frees its place', async () => {
    await startApp({ maxStreamsPerToken: 2 });
    const m = await shop();
    const a = await stream(m, m.headers);
    const b = await stream(m, m.headers);
    await Promise.all([ready(a), ready(b)]);
    const c = await stream(m, m.headers);
    expect(c.status).toBe(429);
    await c.ended;
    expect(c.json()).toEqual({ message: expect.stringMatching(/Too many live connections/) });
    a.close();
    await a.ended;
    // The server sees the close shortly after the client.
    let d = await stream(m, m.headers);
    for (let tries = 0; d.status === 429 && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      d = await stream(m, m.headers);
    }
    expect(d.status).toBe(200);
  });

  test('429 beyond the streams of the process', async () => {
    await startApp({ maxStreams: 1 });
    const m = await shop();
    const other = await shop();
    const a = await stream(m, m.headers);
    await ready(a);
    const b = await stream(other, other.headers);
    expect(b.status).toBe(429);
  });

  test("a customer's stream carries their events at every shop, and no one else's", async () => {
    await startApp();
    const a = await shop();
    const b = await shop();
    const me = await signInCustomer(app, '09421110001');
    const someoneElse = await newCustomer(database.db);
    const url = `${base}/api/${apiPaths.customerEvents}`;
    const s = await openStream(url, me.headers);
    opened.push(s);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await ready(s);
    const notMine = await appendEvent(database.db, {
      merchantId: a.merchantId,
      customerId: someoneElse,
    });
    const atA = await appendEvent(database.db, {
      merchantId: a.merchantId,
      customerId: me.customer.id,
    });
    const atB = await appendEvent(database.db, {
      merchantId: b.merchantId,
      customerId: me.customer.id,
    });
    await s.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.events.map((e) => e.id)).toEqual([atA, atB]);
    expect(notMine).not.toBe(atA);

    const resumed = await openStream(url, { ...me.headers, 'last-event-id': atA });
    opened.push(resumed);
    expect((await resumed.waitFor(1)).map((e) => e.id)).toEqual([atB]);
  });

  test('each stream takes only its own kind of token (401 otherwise)', async () => {
    await startApp();
    const m = await shop();
    const me = await signInCustomer(app, '09421110002');
    const merchantTokenOnCustomer = await openStream(
      `${base}/api/${apiPaths.customerEvents}`,
      m.headers,
    );
    expect(merchantTokenOnCustomer.status).toBe(401);
    await merchantTokenOnCustomer.ended;
    expect(merchantTokenOnCustomer.json()).toEqual({ message: 'Token not valid' });
    const customerTokenOnMerchant = await stream(m, me.headers);
    expect(customerTokenOnMerchant.status).toBe(401);
    const none = await openStream(`${base}/api/${apiPaths.customerEvents}`);
    expect(none.status).toBe(401);
  });

  test('app.close() ends every open stream and releases the listener', async () => {
    await startApp();
    const m = await shop();
    const s = await stream(m, m.headers);
    await ready(s);
    expect(app.liveEvents.size).toBe(1);
    await app.close();
    await s.ended;
    expect(app.liveEvents.size).toBe(0);
    // Nothing listens any more: a commit now wakes nobody (and throws nowhere).
    await appendEvent(database.db, m, orderEvent());
  });
});

const postgresOnly = databases().includes('postgres') ? describe : describe.skip;

postgresOnly('the PostgreSQL listener', () => {
  const database = useTestDatabase('postgres');
  let app: ReturnType<typeof buildTestApp>;

  afterEach(() => app.close());

  test('events of concurrent transactions commit in id order, so a stream misses none', async () => {
    app = buildTestApp(database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const m = await newMerchant(app);
    await saveStore(app, m);
    await subscribe(app, m, 3);
    const audience = { merchantId: m.merchantId, customerId: await newCustomer(database.db) };
    const s = await openStream(
      `${base}/api/${fillPath(apiPaths.merchantEvents, { merchantId: m.merchantId })}`,
      m.headers,
    );
    try {
      await s.waitForText('retry: 2000\n\n');
      const { liveEvents } = app.repositories;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let firstId = '';
      const first = database.db.transaction(async (tx) => {
        firstId = await liveEvents.append(tx, audience, orderEvent());
        await held;
      });
      while (firstId === '') await new Promise((resolve) => setTimeout(resolve, 10));
      // A later change appends while the first is still open: it waits for the first's commit.
      let secondDone = false;
      const second = appendEvent(database.db, audience).then((id) => {
        secondDone = true;
        return id;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondDone).toBe(false);
      release();
      await first;
      const secondId = await second;
      await s.waitFor(2);
      expect(s.events.map((e) => e.id)).toEqual([firstId, secondId]);
    } finally {
      s.close();
    }
  });

  test('reconnects after its connection is killed, and the streams re-read what they missed', async () => {
    app = buildTestApp(database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const m = await newMerchant(app);
    await saveStore(app, m);
    await subscribe(app, m, 3);
    const customerId = await newCustomer(database.db);
    const s = await openStream(
      `${base}/api/${fillPath(apiPaths.merchantEvents, { merchantId: m.merchantId })}`,
      m.headers,
    );
    try {
      await s.waitForText('retry: 2000\n\n');
      // Kill this process's listening connection (named after the process).
      const { rows } = await database.db.query<{ killed: boolean }>(
        `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
          WHERE application_name = $1`,
        [`listen:live_events:${process.pid}`],
      );
      expect(rows.length).toBeGreaterThan(0);
      // Committed while nothing listens: no notification reaches this process.
      const id = await appendEvent(database.db, { merchantId: m.merchantId, customerId });
      const events = await s.waitFor(1, 10_000);
      expect(events.map((e) => e.id)).toEqual([id]);
    } finally {
      s.close();
    }
  });
});
