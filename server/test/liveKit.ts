/**
 * What the live event tests share: a streaming HTTP client (`inject` cannot stream), customers made
 * directly in the database, and events appended through the outbox's repository in a transaction.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fillPath, apiPaths } from '@contract/apiPaths';
import type { LiveEvent } from '@contract/orders';
import type { App } from '../src/app';
import { DEFAULT_LIVE_EVENTS, type Config, type LiveEventsConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { createLiveEventRepository } from '../src/repositories/liveEvents';
import { buildTestApp, subscribe } from './helpers';
import { newMerchant, saveStore, type Merchant } from './storeKit';

export interface ReceivedEvent {
  id: string;
  event: string;
  data: LiveEvent;
}

export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The raw text received so far. */
  text(): string;
  /** The events received so far, in order. */
  events: ReceivedEvent[];
  /** Resolves with the events once at least `count` have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /** Resolves once `text()` contains `fragment` (rejects after `timeoutMs`). */
  waitForText(fragment: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the response or the connection. */
  ended: Promise<void>;
  /** Closes the connection from the client's side. */
  close(): void;
  /** The body as JSON, for refused streams (which are ordinary JSON answers). */
  json(): unknown;
}

/**
 * Opens `GET url` and reads it as it arrives. Events are parsed by splitting on blank lines (a test
 * of the server, independent of the SPA's parser).
 */
export function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      response.setEncoding('utf8');
      let text = '';
      const events: ReceivedEvent[] = [];
      const waiters = new Set<() => void>();
      let parsedUpTo = 0;
      const parse = () => {
        for (;;) {
          const end = text.indexOf('\n\n', parsedUpTo);
          if (end === -1) return;
          const block = text.slice(parsedUpTo, end);
          parsedUpTo = end + 2;
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(': ');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
          }
          const data = fields.get('data');
          if (data !== undefined) {
            events.push({
              id: fields.get('id') ?? '',
              event: fields.get('event') ?? 'message',
              data: JSON.parse(data) as LiveEvent,
            });
          }
        }
      };
      let endedResolve: () => void = () => undefined;
      const ended = new Promise<void>((done) => {
        endedResolve = done;
      });
      response.on('data', (chunk: string) => {
        text += chunk;
        parse();
        waiters.forEach((check) => check());
      });
      response.on('end', () => endedResolve());
      response.on('close', () => endedResolve());
      response.on('error', () => endedResolve());
      const waitUntil = (ready: () => boolean, what: string, timeoutMs: number) =>
        new Promise<void>((done, fail) => {
          const check = () => {
            if (!ready()) return;
            waiters.delete(check);
            clearTimeout(timer);
            done();
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            fail(new Error(`timed out waiting for ${what}; received:\n${text}`));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => text,
        events,
        async waitFor(count, timeoutMs = 5000) {
          await waitUntil(() => events.length >= count, `${count} events`, timeoutMs);
          return events;
        },
        waitForText: (fragment, timeoutMs = 5000) =>
          waitUntil(() => text.includes(fragment), JSON.stringify(fragment), timeoutMs),
        ended,
        close: () => request.destroy(),
        json: () => JSON.parse(text) as unknown,
      });
    });
  });
}

/** The stream is open and has read its start (the `retry:` line comes after that read). */
export const ready = (s: OpenedStream) => s.waitForText('retry: 2000\n\n');

/** Makes `app` listen on a free port of 127.0.0.1; its base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A test's listening app and the streams it opened (all closed, with the app, after the test). */
export interface LiveApp {
  /** The app of the running test (set by `start`). */
  readonly app: App;
  /** Builds the app with these live event settings (over the file's heartbeat) and listens. */
  start(liveEvents?: Partial<LiveEventsConfig>, config?: Partial<Config>): Promise<void>;
  /** Opens `GET /api/<path>`. */
  open(path: string, headers?: Record<string, string>): Promise<OpenedStream>;
  /** Opens the merchant's stream (`merchant/store/:merchantId/events`), with `query` if any. */
  merchantStream(
    m: { merchantId: number },
    headers: Record<string, string>,
    query?: string,
  ): Promise<OpenedStream>;
  /** Opens the customer's stream (`customer/events`), with `query` if any. */
  customerStream(headers?: Record<string, string>, query?: string): Promise<OpenedStream>;
}

/**
 * A listening app per test on `database`, its live events beating every `heartbeatMs` unless a
 * test's `start` says otherwise; after each test its streams and the app are closed.
 */
export function useLiveApp(database: { readonly db: Db }, heartbeatMs: number): LiveApp {
  let app: App | undefined;
  let base = '';
  const opened: OpenedStream[] = [];

  afterEach(async () => {
    opened.splice(0).forEach((stream) => stream.close());
    await app?.close();
    app = undefined;
  });

  const open = async (path: string, headers: Record<string, string> = {}) => {
    const s = await openStream(`${base}/api/${path}`, headers);
    opened.push(s);
    return s;
  };

  return {
    get app() {
      if (!app) throw new Error('start() the app first');
      return app;
    },
    async start(liveEvents = {}, config = {}) {
      app = buildTestApp(database.db, {
        liveEvents: { ...DEFAULT_LIVE_EVENTS, heartbeatMs, ...liveEvents },
        ...config,
      });
      base = await listen(app);
    },
    open,
    merchantStream: (m, headers, query = '') =>
      open(`${fillPath(apiPaths.merchantEvents, { merchantId: m.merchantId })}${query}`, headers),
    customerStream: (headers = {}, query = '') =>
      open(`${apiPaths.customerEvents}${query}`, headers),
  };
}

/** Signs out through `path` (`logout`, `customer/signOut`) with `headers`; the status. */
export async function signOut(app: App, path: string, headers: Record<string, string>) {
  const out = await app.inject({ method: 'POST', url: `/api/${path}`, headers });
  return out.statusCode;
}

/** A merchant with a saved store and Premium (its plan includes orders), and a customer. */
export async function premiumShop(app: App, db: Db): Promise<Merchant & { customerId: number }> {
  const m = await newMerchant(app);
  await saveStore(app, m);
  await subscribe(app, m, 3);
  return { ...m, customerId: await newCustomer(db) };
}

let phones = 0;

/** A customer row (the sign-in that makes one is another helper's): returns its id. */
export async function newCustomer(db: Db, name = 'Ma Hla'): Promise<number> {
  phones += 1;
  const phone = `0942${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO customers (phone, name) VALUES ($1, $2) RETURNING id',
    [phone, name],
  );
  return rows[0]!.id;
}

let orders = 0;

/** An order as the outbox records it, numbered so a test can tell its events apart. */
export function orderEvent(number = ++orders, state: 'placed' | 'accepted' = 'placed'): LiveEvent {
  const at = new Date().toISOString();
  return {
    kind: 'order',
    order: {
      id: number,
      number,
      shop: { slug: 'shwe-yee-tea-house', name: 'Shwe Yee Tea House' },
      branch: null,
      customer: { name: 'Ma Hla', phone: '09421234567' },
      lines: [{ item_id: null, name: 'လက်ဖက်ရည်', price: 1500, quantity: 2 }],
      subtotal: 3000,
      member_discount: 0,
      promo: null,
      total: 3000,
      note: '',
      table: null,
      state,
      reason: null,
      payment: null,
      pickup_at: null,
      placed_at: at,
      updated_at: at,
    },
  };
}

/** Commits one event for the shop and customer, as a change's transaction would; returns its id. */
export function appendEvent(
  db: Db,
  audience: { merchantId: number; customerId: number },
  event: LiveEvent = orderEvent(),
): Promise<string> {
  const repository = createLiveEventRepository(db);
  return db.transaction((tx) => repository.append(tx, audience, event));
}
