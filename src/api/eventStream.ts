/**
 * Server-Sent Events over fetch. The browser's EventSource cannot send an Authorization header,
 * and our tokens never travel in URLs (they would end in logs), so the stream is read with fetch
 * and parsed here as the SSE format defines it. Like EventSource, it reconnects after a drop with
 * the `Last-Event-ID` of the last event it dispatched, so no change is missed; unlike it, a 401 or
 * 403 ends the stream (a signed-out token will not become valid by retrying).
 *
 * Used from RTK Query's `onCacheEntryAdded`: the stream lives as long as the cache entry.
 */

export interface SseMessage {
  /** The event's id (the last one seen when the message has none). */
  id: string | null;
  /** `event:` field; 'message' when absent. */
  event: string;
  data: string;
}

/**
 * An incremental parser of `text/event-stream`: feed it chunks of text as they arrive; it calls
 * `dispatch` once per complete event. Comments (`:` lines, the server's heartbeats) are ignored.
 */
export function createSseParser(
  dispatch: (message: SseMessage) => void,
  onRetry?: (ms: number) => void,
) {
  let buffer = '';
  let lastId: string | null = null;
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0)
        dispatch({ id: lastId, event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  let started = false;
  // A chunk that ended in CR: an LF opening the next one belongs to the same line end (CRLF split
  // between two chunks is one line end, not an empty line that would dispatch early).
  let afterCR = false;

  return {
    push(chunk: string) {
      let text = chunk;
      if (!started && text.length > 0) {
        started = true;
        // A byte order mark may open the stream; it is not part of the first field.
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      if (afterCR && text.startsWith('\n')) text = text.slice(1);
      if (text.length === 0) return;
      afterCR = text.endsWith('\r');
      buffer += text;
      const parts = buffer.split(/\r\n|\r|\n/);
      buffer = parts.pop() ?? '';
      parts.forEach(line);
    },
    /** The id of the last event seen: what a reconnection sends as `Last-Event-ID`. */
    get lastEventId() {
      return lastId;
    },
  };
}

export interface EventStreamOptions {
  /** Absolute URL of the stream. */
  url: string;
  /** Request headers (Authorization, Accept-Language). */
  headers: Record<string, string>;
  /** Resume after this event (a reconnection's `Last-Event-ID`). */
  lastEventId?: string | null;
  onMessage(message: SseMessage): void;
  /** Connected (again): the server's events from now on arrive in order. */
  onOpen?(): void;
  /** The connection dropped; it will be retried after `retryMs`. */
  onDisconnect?(): void;
  /** The server refused the stream (401/403): it is not retried. */
  onRefused?(status: number): void;
  signal: AbortSignal;
  /** Wait before reconnecting; the server's `retry:` field replaces it. */
  retryMs?: number;
  /** Injected in tests. */
  fetchImpl?: typeof fetch;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    // The listener goes with the wait: a long-lived signal must not collect one per reconnection.
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** Resolves when the browser is back online, or `signal` aborts. */
const backOnline = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    addEventListener('online', done);
    signal.addEventListener('abort', done);
  });

/** Reads the stream until `signal` aborts or the server refuses it, reconnecting after drops. */
export async function readEventStream(options: EventStreamOptions): Promise<void> {
  // A page rendered on the server keeps nothing live: the browser opens its streams.
  if (process.env.RENDER_TARGET === 'server') return;
  const { url, signal, onMessage } = options;
  const doFetch = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  let retryMs = options.retryMs ?? 2000;
  let lastEventId = options.lastEventId ?? null;

  while (!signal.aborted) {
    // Each connection ends with the reader's signal, and as soon as the browser says it is offline:
    // a connection cut that way can look open for minutes, while the page would still say 'Live'.
    const connection = new AbortController();
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    const cut = () => {
      connection.abort();
      // Not every fetch ends its body with the abort: the read in progress ends here.
      reader?.cancel().catch(() => undefined);
    };
    signal.addEventListener('abort', cut);
    addEventListener('offline', cut);
    try {
      const headers: Record<string, string> = { ...options.headers, accept: 'text/event-stream' };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const response = await doFetch(url, {
        headers,
        signal: connection.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) {
        options.onRefused?.(response.status);
        return;
      }
      if (response.ok && response.body) {
        options.onOpen?.();
        const parser = createSseParser(
          (message) => {
            // An empty `id:` resets it: the next connection then sends no Last-Event-ID.
            if (message.id !== null) lastEventId = message.id;
            onMessage(message);
          },
          (ms) => {
            retryMs = ms;
          },
        );
        reader = response.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.push(decoder.decode(value, { stream: true }));
        }
      } else {
        // 429, 5xx…: let the connection go before waiting to retry.
        await response.body?.cancel().catch(() => undefined);
      }
    } catch {
      // A dropped connection or an abort: reconnect below unless aborted.
    } finally {
      signal.removeEventListener('abort', cut);
      removeEventListener('offline', cut);
    }
    if (signal.aborted) return;
    options.onDisconnect?.();
    await sleep(retryMs, signal);
    // Offline, a connection cannot open: the next try waits until the browser is back online.
    if (!navigator.onLine) await backOnline(signal);
  }
}
