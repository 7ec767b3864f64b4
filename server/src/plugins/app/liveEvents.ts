/**
 * Live events: the streams of `merchant/store/:merchantId/events` and `customer/events`, across
 * processes. The `live_events` table is the truth: every change appends its event in its own
 * transaction, and a stream sends what the table holds after its cursor, in the order and under
 * the rule of repositories/liveEvents.ts (only events no running transaction can still precede,
 * so one committing late is never skipped; no lock between the appending transactions). The insert
 * trigger's NOTIFY only wakes the streams: each process LISTENs once (PGlite: on the embedded
 * instance; PostgreSQL: one dedicated connection outside the pool) and wakes the open streams of
 * the merchant or customer a notification names, which then read the table from their cursor. A
 * lost notification therefore loses nothing once the stream reads again: after the listener
 * reconnects, every stream re-reads; a client that reconnects resumes after its Last-Event-ID.
 *
 * Shared fairly: a stream counts against its token, its customer or its shop, its address (an
 * IPv6 client's /64) and the process, each with a cap, so one actor holding many tokens cannot
 * take every place. It lasts only while what opened it holds: at every heartbeat one query checks
 * every open stream's token (signed out, revoked, expired) and, for a shop's inbox, its plan
 * (orders and reservations; the merchant's `payments` topic needs no plan: it is how a plan gets
 * paid for), and a stream that no longer stands gets `event: end` and is closed; the client's
 * reconnection is then refused (401 or 403) and it stops. A sign-out through this process ends
 * its token's streams here at once.
 *
 * A cashier limited to a branch (`branchScope`, contract/staff.ts) gets only the events of that
 * branch's orders and reservations: the stream opens with the branch the token sees, and every
 * heartbeat's check reads it again, so a member's changed role or branch counts within a beat.
 *
 * Closed on `app.close()` (SIGTERM): `preClose` ends every stream (clients reconnect to another
 * process, or to this one restarted, with their Last-Event-ID) and refuses new ones; `onClose`
 * releases the listener.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '@contract/apiPaths';
import {
  LIVE_EVENTS_CHANNEL,
  type LiveEventAudience,
  type LiveTopic,
  type StoredLiveEvent,
} from '../../repositories/liveEvents';
import { addressKey } from '../../security/clientAddress';

/** A shop's (of one branch when `branchId` is given: `branchScope` of the token), or a customer's. */
export type LiveAudience = LiveEventAudience;

/** The token a stream was opened with: a merchant's (`auth_tokens`) or a customer's. */
export interface StreamToken {
  kind: 'merchant' | 'customer';
  id: number;
}

export interface OpenStreamOptions {
  audience: LiveAudience;
  /** The token the stream was opened with: checked at every heartbeat, capped per token. */
  token: StreamToken;
  /** The client's Last-Event-ID: replay everything after it. Null: only what happens from now. */
  after: string | null;
  /**
   * What the stream carries (the inbox unless told). A merchant's inbox lasts while the shop's
   * plan includes orders and reservations; its `payments` only while its token holds.
   */
  topic?: LiveTopic;
}

/** Why the server ended a stream (`event: end`): the client's reconnection would be refused. */
export type StreamEndReason = 'tokenNotValid' | 'featureNotIncluded';

export interface LiveEventStreams {
  /**
   * Answers the request with the audience's event stream (or 429 over the limits, 503 while the
   * server closes). The caller has checked the token and what it may read.
   */
  open(request: FastifyRequest, reply: FastifyReply, options: OpenStreamOptions): Promise<void>;
  /** Ends at once this process's streams opened with `token` (signed out through it). */
  endToken(token: StreamToken): void;
  /** How many streams this process holds open. */
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEventStreams;
  }
}

/** What a client waits before reconnecting after a drop (the stream's first field). */
export const RETRY_MS = 2000;
/** Events read from the table at a time; a longer backlog is read in several. */
const BATCH = 200;
/** A client this far behind (bytes buffered for it) is dropped; it resumes by Last-Event-ID. */
const MAX_BUFFERED = 1024 * 1024;
/**
 * A stream whose next events are held back (an older transaction still runs) reads again after
 * this, doubled while they stay held, up to `HELD_MAX_MS`: the end of that transaction may notify
 * nothing (it appended no event, or on another database of the server).
 */
const HELD_FIRST_MS = 20;
const HELD_MAX_MS = 1000;

/** One event in the wire format of `text/event-stream`. */
export function formatEvent({ id, event }: StoredLiveEvent): string {
  return `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The last event of a stream the server ends for good. No `id:`, so the client's Last-Event-ID
 * stays the last record it got; the SPA reads only `order` and `reservation` records and ignores
 * it, and its reconnection is refused.
 */
export function formatEnd(reason: StreamEndReason): string {
  return `event: end\ndata: ${JSON.stringify({ reason })}\n\n`;
}

const audienceKey = (audience: LiveAudience) =>
  'merchantId' in audience ? `m${audience.merchantId}` : `c${audience.customerId}`;
const tokenKey = (token: StreamToken) => `t:${token.kind}:${token.id}`;

/** The sign-outs (routes' URLs with the API's prefix) whose token's streams end at once. */
const SIGN_OUTS = new Set([`/api/${apiPaths.logout}`, `/api/${apiPaths.customerSignOut}`]);

interface Stream {
  key: string;
  token: StreamToken;
  /** The shop whose plan the stream needs (a merchant's inbox), else null. */
  merchantId: number | null;
  /** The counters the stream holds a place in (token, customer or shop, address). */
  places: string[];
  ping(): void;
  wake(): void;
  /** A shop's stream from now on reads the events of this branch only (null: every branch). */
  rescope(branchId: number | null): void;
  end(reason?: StreamEndReason): void;
}

export default fp(
  async (fastify) => {
    const { liveEvents } = fastify.repositories;
    const limits = fastify.config.liveEvents;
    /** Open streams by audience key. */
    const byAudience = new Map<string, Set<Stream>>();
    /**
     * Places taken, by counter: `t:<kind>:<id>` per token, `m<id>` per shop, `c<id>` per
     * customer, `a:<address>` per address. Taken before the stream's first read, so requests
     * arriving together cannot all pass the caps.
     */
    const places = new Map<string, number>();
    let size = 0;
    let closing = false;

    const take = (keys: string[]) => {
      for (const key of keys) places.set(key, (places.get(key) ?? 0) + 1);
      size += 1;
    };
    const release = (keys: string[]) => {
      for (const key of keys) {
        const left = (places.get(key) ?? 1) - 1;
        if (left > 0) places.set(key, left);
        else places.delete(key);
      }
      size -= 1;
    };
    const add = (stream: Stream) => {
      const set = byAudience.get(stream.key) ?? new Set<Stream>();
      set.add(stream);
      byAudience.set(stream.key, set);
    };
    const remove = (stream: Stream) => {
      const set = byAudience.get(stream.key);
      if (!set?.delete(stream)) return;
      if (set.size === 0) byAudience.delete(stream.key);
      release(stream.places);
    };
    const all = () => [...byAudience.values()].flatMap((set) => [...set]);
    const wakeKey = (key: string) => byAudience.get(key)?.forEach((stream) => stream.wake());

    const onPayload = (payload: string) => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(payload);
      } catch {
        // Not ours to judge: wake everyone, who read the table.
      }
      if (parsed !== null && typeof parsed === 'object') {
        const { merchant_id, customer_id } = parsed as Record<string, unknown>;
        wakeKey(`m${String(merchant_id)}`);
        // A merchant's payment has no customer (null): no customer's stream to wake.
        if (customer_id != null) wakeKey(`c${String(customer_id)}`);
      } else {
        all().forEach((stream) => stream.wake());
      }
    };

    // One listener for the process, before the first request: a stream never waits for it.
    const unlisten = fastify.db.listen
      ? await fastify.db.listen(LIVE_EVENTS_CHANNEL, onPayload, () => {
          fastify.log.info({ streams: size }, 'live events listener reconnected; streams re-read');
          all().forEach((stream) => stream.wake());
        })
      : undefined;

    /**
     * Ends every stream whose token is no longer active, or whose shop's plan no longer includes
     * orders and reservations: one query for all the streams open when it starts.
     */
    async function check(): Promise<void> {
      const streams = all();
      if (streams.length === 0) return;
      const tokensOf = (kind: StreamToken['kind']) => [
        ...new Set(streams.filter((s) => s.token.kind === kind).map((s) => s.token.id)),
      ];
      const merchants = [
        ...new Set(streams.flatMap((s) => (s.merchantId === null ? [] : [s.merchantId]))),
      ];
      const standing = await liveEvents.standing({
        merchantTokens: tokensOf('merchant'),
        customerTokens: tokensOf('customer'),
        merchants,
      });
      for (const stream of streams) {
        const tokens =
          stream.token.kind === 'merchant' ? standing.merchantTokens : standing.customerTokens;
        if (!tokens.has(stream.token.id)) stream.end('tokenNotValid');
        else if (stream.merchantId !== null && !standing.merchantsWithOrders.has(stream.merchantId))
          stream.end('featureNotIncluded');
        else if (stream.token.kind === 'merchant')
          stream.rescope(standing.merchantTokenBranches.get(stream.token.id) ?? null);
      }
    }

    // One beat for the process: every stream's comment line, then one check of them all (never
    // two at once: a slow database skips a beat rather than piling queries up).
    let checking = false;
    const heartbeat = setInterval(() => {
      const streams = all();
      if (streams.length === 0) return;
      streams.forEach((stream) => stream.ping());
      if (checking) return;
      checking = true;
      check()
        .catch((error: unknown) =>
          // The streams stay: their own reads end them if the database is really gone.
          fastify.log.warn({ err: error }, 'checking the live streams failed; next heartbeat'),
        )
        .finally(() => {
          checking = false;
        });
    }, limits.heartbeatMs);
    heartbeat.unref();

    function startStream(
      request: FastifyRequest,
      res: ServerResponse,
      options: OpenStreamOptions,
      start: string,
      taken: string[],
    ) {
      const topic = options.topic ?? 'inbox';
      /** Whose events the stream reads; a shop's branch may change at a heartbeat (`rescope`). */
      let audience: LiveAudience = options.audience;
      let cursor = start;
      let reading = false;
      let again = false;
      let ended = false;
      let onDrain: (() => void) | null = null;
      let heldTimer: NodeJS.Timeout | undefined;
      let heldMs = HELD_FIRST_MS;

      const drained = () =>
        new Promise<void>((resolve) => {
          onDrain = resolve;
        });
      res.on('drain', () => {
        const resolve = onDrain;
        onDrain = null;
        resolve?.();
      });

      const stream: Stream = {
        key: audienceKey(options.audience),
        token: options.token,
        merchantId:
          'merchantId' in options.audience && topic === 'inbox'
            ? options.audience.merchantId
            : null,
        places: taken,
        ping() {
          if (!ended) res.write(': ping\n\n');
        },
        wake() {
          void pump();
        },
        rescope(branchId) {
          if (!('merchantId' in audience) || (audience.branchId ?? null) === branchId) return;
          audience = { merchantId: audience.merchantId, branchId };
          void pump();
        },
        end(reason) {
          if (ended) return;
          ended = true;
          clearTimeout(heldTimer);
          remove(stream);
          const resolve = onDrain;
          onDrain = null;
          resolve?.();
          if (res.writableEnded) return;
          if (!reason) {
            res.end();
            return;
          }
          request.log.info({ reason }, 'live events stream ended: it no longer stands');
          res.end(formatEnd(reason));
        },
      };

      async function pump(): Promise<void> {
        if (ended) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        clearTimeout(heldTimer);
        let held = false;
        try {
          do {
            again = false;
            for (;;) {
              const read = await liveEvents.since(audience, cursor, BATCH, topic);
              const { events } = read;
              held = read.held;
              for (const event of events) {
                if (ended) return;
                cursor = event.id;
                if (!res.write(formatEvent(event))) {
                  if (res.writableLength > MAX_BUFFERED) {
                    stream.end();
                    return;
                  }
                  await drained();
                }
              }
              if (events.length < BATCH || held) break;
            }
          } while (again && !ended);
        } catch (error) {
          // The database failed under the stream: end it, and the client resumes where it was.
          request.log.warn({ err: error }, 'live events stream failed to read; ending it');
          stream.end();
          return;
        } finally {
          reading = false;
        }
        if (ended) return;
        if (held) {
          heldTimer = setTimeout(() => void pump(), heldMs);
          heldMs = Math.min(heldMs * 2, HELD_MAX_MS);
        } else {
          heldMs = HELD_FIRST_MS;
        }
      }

      res.on('close', () => stream.end());

      add(stream);
      // A client gone while the stream's start was read closed before the listener above: its
      // places are given back now, not held for good.
      if (res.destroyed || res.socket?.destroyed !== false) {
        stream.end();
        return;
      }
      res.write(`retry: ${RETRY_MS}\n\n`);
      void pump();
    }

    const streams: LiveEventStreams = {
      get size() {
        return size;
      },
      endToken(token) {
        all()
          .filter((stream) => stream.token.kind === token.kind && stream.token.id === token.id)
          .forEach((stream) => stream.end('tokenNotValid'));
      },
      async open(request, reply, options) {
        const m = request.messages();
        if (closing) {
          await reply.code(503).header('retry-after', '2').send({ message: m.streamsClosing });
          return;
        }
        const { audience } = options;
        const perAudience =
          'merchantId' in audience ? limits.maxStreamsPerMerchant : limits.maxStreamsPerCustomer;
        const caps: Array<[string, number]> = [
          [tokenKey(options.token), limits.maxStreamsPerToken],
          [audienceKey(audience), perAudience],
          [`a:${addressKey(request.ip)}`, limits.maxStreamsPerAddress],
        ];
        if (size >= limits.maxStreams || caps.some(([key, cap]) => (places.get(key) ?? 0) >= cap)) {
          await reply.code(429).header('retry-after', '10').send({ message: m.tooManyStreams });
          return;
        }
        const taken = caps.map(([key]) => key);
        take(taken);
        let start: string;
        try {
          // Without Last-Event-ID, only what commits from now on (the SPA loads the current state
          // itself); read before answering, so a database failure is an ordinary 500.
          start = options.after ?? (await liveEvents.lastId());
        } catch (error) {
          release(taken);
          throw error;
        }
        if (closing) {
          release(taken);
          await reply.code(503).header('retry-after', '2').send({ message: m.streamsClosing });
          return;
        }
        reply.hijack();
        const res = reply.raw;
        // Hijacked: Fastify's onSend hooks (compression among them) never see this body, so it is
        // written as it comes. Headers set on the reply so far (language) go along.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) res.setHeader(name, value);
        }
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
          // A stream's connection is not reused: when the server ends it (shutdown), the socket
          // closes with it, and the client reconnects on a new one.
          connection: 'close',
        });
        res.socket?.setNoDelay(true);
        startStream(request, res, options, start, taken);
      },
    };
    fastify.decorate('liveEvents', streams);

    // A sign-out through this process ends its token's streams now, not at the next heartbeat.
    fastify.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode < 300 && SIGN_OUTS.has(request.routeOptions.url ?? '')) {
        if (request.auth) streams.endToken({ kind: 'merchant', id: request.auth.tokenId });
        if (request.customer) streams.endToken({ kind: 'customer', id: request.customer.tokenId });
      }
      done();
    });

    fastify.addHook('preClose', async () => {
      closing = true;
      clearInterval(heartbeat);
      all().forEach((stream) => stream.end());
    });
    fastify.addHook('onClose', async () => {
      await unlisten?.().catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'releasing the live events listener failed'),
      );
    });
  },
  {
    name: 'liveEvents',
    dependencies: ['config', 'database', 'repositories', 'language', 'auth', 'customer-auth'],
  },
);
