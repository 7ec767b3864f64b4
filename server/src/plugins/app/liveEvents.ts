/**
 * Live events: the streams of `merchant/store/:merchantId/events` and `customer/events`, across
 * processes. The `live_events` table is the truth: every change appends its event in its own
 * transaction, and a stream sends what the table holds after its cursor, in id order. The insert
 * trigger's NOTIFY only wakes the streams: each process LISTENs once (PGlite: on the embedded
 * instance; PostgreSQL: one dedicated connection outside the pool) and wakes the open streams of
 * the merchant or customer a notification names, which then read the table from their cursor. A
 * lost notification therefore loses nothing once the stream reads again: after the listener
 * reconnects, every stream re-reads; a client that reconnects resumes after its Last-Event-ID.
 *
 * Closed on `app.close()` (SIGTERM): `preClose` ends every stream (clients reconnect to another
 * process, or to this one restarted, with their Last-Event-ID) and refuses new ones; `onClose`
 * releases the listener.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_EVENTS_CHANNEL, type StoredLiveEvent } from '../../repositories/liveEvents';

export type LiveAudience = { merchantId: number } | { customerId: number };

export interface OpenStreamOptions {
  audience: LiveAudience;
  /** Identifies the token the stream was opened with: at most `maxStreamsPerToken` per token. */
  token: string;
  /** The client's Last-Event-ID: replay everything after it. Null: only what happens from now. */
  after: string | null;
}

export interface LiveEventStreams {
  /**
   * Answers the request with the audience's event stream (or 429 over the limits, 503 while the
   * server closes). The caller has checked the token and what it may read.
   */
  open(request: FastifyRequest, reply: FastifyReply, options: OpenStreamOptions): Promise<void>;
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

/** One event in the wire format of `text/event-stream`. */
export function formatEvent({ id, event }: StoredLiveEvent): string {
  return `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;
}

const audienceKey = (audience: LiveAudience) =>
  'merchantId' in audience ? `m${audience.merchantId}` : `c${audience.customerId}`;

interface Stream {
  key: string;
  token: string;
  wake(): void;
  end(): void;
}

export default fp(
  async (fastify) => {
    const { liveEvents } = fastify.repositories;
    const limits = fastify.config.liveEvents;
    /** Open streams by audience key. */
    const byAudience = new Map<string, Set<Stream>>();
    const perToken = new Map<string, number>();
    let size = 0;
    let closing = false;

    const add = (stream: Stream) => {
      const set = byAudience.get(stream.key) ?? new Set<Stream>();
      set.add(stream);
      byAudience.set(stream.key, set);
      perToken.set(stream.token, (perToken.get(stream.token) ?? 0) + 1);
      size += 1;
    };
    const remove = (stream: Stream) => {
      const set = byAudience.get(stream.key);
      if (!set?.delete(stream)) return;
      if (set.size === 0) byAudience.delete(stream.key);
      const left = (perToken.get(stream.token) ?? 1) - 1;
      if (left > 0) perToken.set(stream.token, left);
      else perToken.delete(stream.token);
      size -= 1;
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
        wakeKey(`c${String(customer_id)}`);
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

    function startStream(
      request: FastifyRequest,
      res: ServerResponse,
      options: OpenStreamOptions,
      start: string,
    ) {
      let cursor = start;
      let reading = false;
      let again = false;
      let ended = false;
      let onDrain: (() => void) | null = null;

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
        wake() {
          void pump();
        },
        end() {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          remove(stream);
          const resolve = onDrain;
          onDrain = null;
          resolve?.();
          if (!res.writableEnded) res.end();
        },
      };

      async function pump(): Promise<void> {
        if (ended) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            for (;;) {
              const events = await liveEvents.since(options.audience, cursor, BATCH);
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
              if (events.length < BATCH) break;
            }
          } while (again && !ended);
        } catch (error) {
          // The database failed under the stream: end it, and the client resumes where it was.
          request.log.warn({ err: error }, 'live events stream failed to read; ending it');
          stream.end();
        } finally {
          reading = false;
        }
      }

      const heartbeat = setInterval(() => {
        if (!ended) res.write(': ping\n\n');
      }, limits.heartbeatMs);
      res.on('close', () => stream.end());

      add(stream);
      res.write(`retry: ${RETRY_MS}\n\n`);
      void pump();
    }

    const streams: LiveEventStreams = {
      get size() {
        return size;
      },
      async open(request, reply, options) {
        const m = request.messages();
        if (closing) {
          await reply.code(503).header('retry-after', '2').send({ message: m.streamsClosing });
          return;
        }
        if (
          size >= limits.maxStreams ||
          (perToken.get(options.token) ?? 0) >= limits.maxStreamsPerToken
        ) {
          await reply.code(429).header('retry-after', '10').send({ message: m.tooManyStreams });
          return;
        }
        // Without Last-Event-ID, only what commits from now on (the SPA loads the current state
        // itself); read before answering, so a database failure is an ordinary 500.
        const start = options.after ?? (await liveEvents.lastId());
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
        startStream(request, res, options, start);
      },
    };
    fastify.decorate('liveEvents', streams);

    fastify.addHook('preClose', async () => {
      closing = true;
      all().forEach((stream) => stream.end());
    });
    fastify.addHook('onClose', async () => {
      await unlisten?.().catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'releasing the live events listener failed'),
      );
    });
  },
  { name: 'liveEvents', dependencies: ['config', 'database', 'repositories', 'language'] },
);
