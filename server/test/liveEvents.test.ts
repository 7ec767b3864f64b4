/**
 * Live events (`merchant/store/:merchantId/events`): a real listening server read by a streaming
 * client, on PGlite and PostgreSQL. Events are committed through the outbox's repository in a
 * transaction, as the order and reservation routes do.
 */
import { fillPath, apiPaths } from '@contract/apiPaths';
import { buildTestApp, databases, subscribe, useTestDatabase } from './helpers';
import { signInCustomer } from './customerKit';
import {
  appendEvent,
  listen,
  newCustomer,
  openStream,
  orderEvent,
  premiumShop,
  ready,
  useLiveApp,
} from './liveKit';
import { newMerchant, saveStore } from './storeKit';

const MY = { 'accept-language': 'my' };

// A listening app per test, with its shops made through the API: on a busy machine, more than
// Jest's 5 s default.
jest.setTimeout(30_000);

describe.each(databases())('live events on %s', (kind) => {
  const database = useTestDatabase(kind);
  const server = useLiveApp(database, 300);
  const stream = server.merchantStream;

  /** A merchant with a saved store and a plan that includes orders (Premium), and a customer. */
  const shop = () => premiumShop(server.app, database.db);

  test('an event committed for the shop arrives, with its id, kind and record', async () => {
    await server.start();
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
    // The event's own block on the wire (a heartbeat may already follow it).
    expect(s.text()).toMatch(new RegExp(`\\nid: ${id}\nevent: order\ndata: \\{[^\n]+\\}\n\n`));
  });

  test('a stream opened without Last-Event-ID starts from now: earlier events are not sent', async () => {
    await server.start();
    const m = await shop();
    const earlier = await appendEvent(database.db, m, orderEvent());
    // Earlier: no transaction that could still precede it runs any more (another one on the
    // database server, older than it, holds it back, and a stream opened meanwhile sends it).
    const sendable = async () =>
      (await server.app.repositories.liveEvents.since(m, '0')).events.some((e) => e.id === earlier);
    while (!(await sendable())) await new Promise((resolve) => setTimeout(resolve, 20));
    const s = await stream(m, m.headers);
    await ready(s);
    const later = orderEvent();
    const id = await appendEvent(database.db, m, later);
    const events = await s.waitFor(1);
    expect(events.map((e) => e.id)).toEqual([id]);
  });

  test("another shop's events do not reach the stream", async () => {
    await server.start();
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
    await server.start();
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
    await server.start();
    const m = await shop();
    const { liveEvents } = server.app.repositories;
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
    await server.start();
    const m = await shop();
    const s = await stream(m, m.headers);
    await ready(s);
    const { liveEvents } = server.app.repositories;
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
    await server.start({ heartbeatMs: 100 });
    const m = await shop();
    const s = await stream(m, m.headers);
    await s.waitForText(': ping\n\n', 2000);
    expect(s.events).toEqual([]);
  });

  test('401 without a token or with a bad one, in both languages', async () => {
    await server.start();
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
    await server.start();
    const mine = await shop();
    const other = await shop();
    const s = await stream(other, mine.headers);
    expect(s.status).toBe(403);
    await s.ended;
    expect(s.json()).toEqual({ message: expect.stringMatching(/merchant/i) });
  });

  test('403 when the plan lacks the Order/Reservations feature', async () => {
    await server.start();
    const m = await newMerchant(server.app);
    await saveStore(server.app, m);
    await subscribe(server.app, m, 2);
    const s = await stream(m, m.headers);
    expect(s.status).toBe(403);
    await s.ended;
    expect(s.json()).toEqual({ message: 'Your plan does not include this feature' });
  });

  test('422 for a Last-Event-ID that is not an event id', async () => {
    await server.start();
    const m = await shop();
    const s = await stream(m, { ...m.headers, 'last-event-id': 'yesterday' });
    expect(s.status).toBe(422);
    await s.ended;
    expect(s.json()).toMatchObject({ status: false, data: { errors: {} } });
    const q = await stream(m, m.headers, '?lastEventId=-1');
    expect(q.status).toBe(422);
  });

  test('429 beyond the streams one token may hold; a closed one frees its place', async () => {
    await server.start({ maxStreamsPerToken: 2 });
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
    await server.start({ maxStreams: 1 });
    const m = await shop();
    const other = await shop();
    const a = await stream(m, m.headers);
    await ready(a);
    const b = await stream(other, other.headers);
    expect(b.status).toBe(429);
  });

  test("a customer's stream carries their events at every shop, and no one else's", async () => {
    await server.start();
    const a = await shop();
    const b = await shop();
    const me = await signInCustomer(server.app, '09421110001');
    const someoneElse = await newCustomer(database.db);
    const s = await server.customerStream(me.headers);
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

    const resumed = await server.customerStream({ ...me.headers, 'last-event-id': atA });
    expect((await resumed.waitFor(1)).map((e) => e.id)).toEqual([atB]);
  });

  test('each stream takes only its own kind of token (401 otherwise)', async () => {
    await server.start();
    const m = await shop();
    const me = await signInCustomer(server.app, '09421110002');
    const merchantTokenOnCustomer = await server.customerStream(m.headers);
    expect(merchantTokenOnCustomer.status).toBe(401);
    await merchantTokenOnCustomer.ended;
    expect(merchantTokenOnCustomer.json()).toEqual({ message: 'Token not valid' });
    const customerTokenOnMerchant = await stream(m, me.headers);
    expect(customerTokenOnMerchant.status).toBe(401);
    const none = await server.customerStream();
    expect(none.status).toBe(401);
  });

  test('server.app.close() ends every open stream and releases the listener', async () => {
    await server.start();
    const m = await shop();
    const s = await stream(m, m.headers);
    await ready(s);
    expect(server.app.liveEvents.size).toBe(1);
    await server.app.close();
    await s.ended;
    expect(server.app.liveEvents.size).toBe(0);
    // Nothing listens any more: a commit now wakes nobody (and throws nowhere).
    await appendEvent(database.db, m, orderEvent());
  });
});

const postgresOnly = databases().includes('postgres') ? describe : describe.skip;

postgresOnly('the PostgreSQL listener', () => {
  const database = useTestDatabase('postgres');
  let app: ReturnType<typeof buildTestApp>;

  afterEach(() => app.close());

  /** A promise and the function that settles it: a transaction waits on it, the test opens it. */
  function gate(): { opened: Promise<void>; open: () => void } {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  }

  /**
   * What a stream starting at `from` sends over reads at the moments the test chooses: each call
   * reads what may be sent now and moves the cursor, as the streams do. `settle` reads until
   * nothing is held back any more (an older transaction of another test on the server may still
   * run for a moment).
   */
  function reader(audience: { merchantId: number }, from: string) {
    const { liveEvents } = app.repositories;
    let cursor = from;
    const sent: string[] = [];
    const read = async () => {
      for (;;) {
        const { events, held } = await liveEvents.since(audience, cursor, 200);
        for (const event of events) {
          sent.push(event.id);
          cursor = event.id;
        }
        if (events.length === 0) return held;
      }
    };
    return {
      sent,
      read,
      async settle() {
        for (let tries = 0; (await read()) && tries < 200; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      },
    };
  }

  test('an event committed after a later one still reaches the stream, in its place', async () => {
    app = buildTestApp(database.db);
    const base = await listen(app);
    const m = await newMerchant(app);
    await saveStore(app, m);
    await subscribe(app, m, 3);
    const audience = { merchantId: m.merchantId, customerId: await newCustomer(database.db) };
    const s = await openStream(
      `${base}/api/${fillPath(apiPaths.merchantEvents, { merchantId: m.merchantId })}`,
      m.headers,
    );
    try {
      await ready(s);
      const { liveEvents } = app.repositories;
      const watching = reader(audience, await liveEvents.lastId());
      const hold = gate();
      const appended = gate();
      let firstId = '';
      const first = database.db.transaction(async (tx) => {
        firstId = await liveEvents.append(tx, audience, orderEvent());
        appended.open();
        await hold.opened;
      });
      await appended.opened;
      // A later change appends and commits while the first is still open: nothing waits for it.
      const secondId = await appendEvent(database.db, audience);
      // A read now must not send the second and move past the first.
      await watching.read();
      hold.open();
      await first;
      await watching.settle();
      expect(watching.sent).toEqual([firstId, secondId]);
      // The stream sends both, in that order, once each.
      await s.waitFor(2);
      await watching.settle();
      expect(s.events.map((e) => e.id)).toEqual([firstId, secondId]);
    } finally {
      s.close();
    }
  });

  test('a transaction that took its id first but appends last is sent after it commits, not skipped', async () => {
    app = buildTestApp(database.db);
    const m = await newMerchant(app);
    await saveStore(app, m);
    await subscribe(app, m, 3);
    const audience = { merchantId: m.merchantId, customerId: await newCustomer(database.db) };
    const { liveEvents } = app.repositories;
    const watching = reader(audience, await liveEvents.lastId());
    const xactId = async (tx: typeof database.db) =>
      BigInt(
        (await tx.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id')).rows[0]!.id,
      );

    // T6 takes its transaction id first; T5 takes a later one but appends first (event id 5), T6
    // appends (event id 6) and commits while T5 is still open.
    const t6HasId = gate();
    const t5Appended = gate();
    const t6Committed = gate();
    let t6Xact = 0n;
    let t5Xact = 0n;
    let t5Event = '';
    let t6Event = '';
    const t6 = database.db.transaction(async (tx) => {
      t6Xact = await xactId(tx);
      t6HasId.open();
      await t5Appended.opened;
      t6Event = await liveEvents.append(tx, audience, orderEvent());
    });
    const t5 = database.db.transaction(async (tx) => {
      await t6HasId.opened;
      t5Xact = await xactId(tx);
      t5Event = await liveEvents.append(tx, audience, orderEvent());
      t5Appended.open();
      await t6Committed.opened;
    });
    await t6;
    expect(t5Xact).toBeGreaterThan(t6Xact);
    const eventNumber = (id: string) => BigInt(id.split('-')[1]!);
    expect(eventNumber(t5Event)).toBeLessThan(eventNumber(t6Event));

    // T5 still open: whatever a read sends now (T6's event may go), it must not pass T5's for good.
    await watching.read();
    t6Committed.open();
    await t5;
    await watching.settle();
    expect([...watching.sent].sort()).toEqual([t5Event, t6Event].sort());
    expect(new Set(watching.sent).size).toBe(2);
  });

  test('reconnects after its connection is killed, and the streams re-read what they missed', async () => {
    app = buildTestApp(database.db);
    const base = await listen(app);
    const m = await newMerchant(app);
    await saveStore(app, m);
    await subscribe(app, m, 3);
    const customerId = await newCustomer(database.db);
    const s = await openStream(
      `${base}/api/${fillPath(apiPaths.merchantEvents, { merchantId: m.merchantId })}`,
      m.headers,
    );
    try {
      await ready(s);
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
