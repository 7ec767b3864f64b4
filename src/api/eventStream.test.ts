import { createSseParser, readEventStream, type SseMessage } from './eventStream';

function parse(chunks: string[], onRetry?: (ms: number) => void) {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message), onRetry);
  chunks.forEach((chunk) => parser.push(chunk));
  return { messages, parser };
}

describe('createSseParser', () => {
  test('dispatches id, event and data on a blank line; the event defaults to message', () => {
    const { messages, parser } = parse([
      'id: 7\nevent: order\ndata: {"kind":"order"}\n\n',
      'data: plain\n\n',
    ]);
    expect(messages).toEqual([
      { id: '7', event: 'order', data: '{"kind":"order"}' },
      // The id persists until another is given; the event name does not.
      { id: '7', event: 'message', data: 'plain' },
    ]);
    expect(parser.lastEventId).toBe('7');
  });

  test('joins several data lines with newlines, and strips only one leading space', () => {
    const { messages } = parse(['data: first\ndata:second\ndata:  third\ndata\n\n']);
    expect(messages).toEqual([{ id: null, event: 'message', data: 'first\nsecond\n third\n' }]);
  });

  test('ignores comments (heartbeats) and does not dispatch an event without data', () => {
    const { messages } = parse([': ping\n\n', 'event: order\n\n', ': ping\ndata: x\n\n']);
    expect(messages).toEqual([{ id: null, event: 'message', data: 'x' }]);
  });

  test('accepts CRLF, CR and LF line ends', () => {
    const { messages } = parse(['id: 1\r\ndata: a\r\n\r\nid: 2\rdata: b\r\rid: 3\ndata: c\n\n']);
    expect(messages.map((m) => [m.id, m.data])).toEqual([
      ['1', 'a'],
      ['2', 'b'],
      ['3', 'c'],
    ]);
  });

  test('a CRLF split between two chunks is one line end, not an early dispatch', () => {
    const { messages } = parse(['data: a\r', '\ndata: b\r', '\n\r', '\n']);
    expect(messages).toEqual([{ id: null, event: 'message', data: 'a\nb' }]);
  });

  test('a chunk ending in the middle of a line waits for the rest of it', () => {
    const { messages } = parse(['id: 4', '2\nevent: reser', 'vation\ndata: {"a":', '1}\n', '\n']);
    expect(messages).toEqual([{ id: '42', event: 'reservation', data: '{"a":1}' }]);
  });

  test('Burmese text split between chunks arrives whole', () => {
    const text = 'မင်္ဂလာပါ ရှမ်းခေါက်ဆွဲ';
    const { messages } = parse([`data: ${text.slice(0, 5)}`, `${text.slice(5)}\n\n`]);
    expect(messages).toEqual([{ id: null, event: 'message', data: text }]);
  });

  test('retry: reports a whole number of milliseconds and ignores anything else', () => {
    const retries: number[] = [];
    const { messages } = parse(['retry: 2000\n\nretry: soon\nretry: 1.5\nretry: 300\n\n'], (ms) =>
      retries.push(ms),
    );
    expect(retries).toEqual([2000, 300]);
    expect(messages).toEqual([]);
  });

  test('an id with a NUL is ignored; a byte order mark opening the stream is dropped', () => {
    const { messages } = parse(['\uFEFFid: 5\ndata: a\n\nid: 6\u0000\ndata: b\n\n']);
    expect(messages.map((m) => [m.id, m.data])).toEqual([
      ['5', 'a'],
      ['5', 'b'],
    ]);
  });
});

/* ---------------------------- readEventStream ---------------------------- */

const encoder = new TextEncoder();

/** A streamed body of the given byte chunks; it stays open (like a live stream) unless `end`. */
function body(chunks: Uint8Array[], signal: AbortSignal, end = true): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      if (end) controller.close();
      else
        signal.addEventListener('abort', () =>
          controller.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
    },
  });
}

interface Call {
  url: string;
  headers: Record<string, string>;
}

/** A fetch answering each call with the next of `answers` (given the call's signal). */
function fakeFetch(answers: Array<(signal: AbortSignal) => Response>) {
  const calls: Call[] = [];
  const fetchImpl = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } });
    const answer = answers.shift();
    if (!answer) return Promise.reject(new TypeError('no more answers'));
    return Promise.resolve(answer(init!.signal!));
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

const stream =
  (text: string | Uint8Array[], end = true) =>
  (signal: AbortSignal) =>
    new Response(body(typeof text === 'string' ? [encoder.encode(text)] : text, signal, end), {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    });
const status = (code: number) => () =>
  new Response(JSON.stringify({ message: 'Token not valid' }), { status: code });

/** Lets pending promises and stream reads run until `done` holds. */
async function waitUntil(done: () => boolean) {
  for (let turn = 0; turn < 100 && !done(); turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (!done()) throw new Error('never happened');
}

describe('readEventStream', () => {
  test('reconnects after a drop with the Last-Event-ID last seen, after the retry the server set', async () => {
    const { fetchImpl, calls } = fakeFetch([
      stream('retry: 25\n\nid: 10\nevent: order\ndata: {"n":1}\n\nid: 11\ndata: {"n":2}\n\n'),
      stream('id: 12\nevent: order\ndata: {"n":3}\n\n'),
      status(401),
    ]);
    const messages: SseMessage[] = [];
    const waits: number[] = [];
    const events: string[] = [];
    await readEventStream({
      url: 'https://shop.example/api/merchant/store/1/events',
      headers: { authorization: 'Bearer abc', 'accept-language': 'my' },
      signal: new AbortController().signal,
      fetchImpl,
      sleep: async (ms) => {
        waits.push(ms);
      },
      onMessage: (message) => messages.push(message),
      onOpen: () => events.push('open'),
      onDisconnect: () => events.push('disconnect'),
      onRefused: (code) => events.push(`refused ${code}`),
    });
    expect(messages.map((m) => [m.id, m.event, m.data])).toEqual([
      ['10', 'order', '{"n":1}'],
      ['11', 'message', '{"n":2}'],
      ['12', 'order', '{"n":3}'],
    ]);
    expect(calls.map((c) => c.headers['last-event-id'])).toEqual([undefined, '11', '12']);
    expect(calls[0]!.headers).toMatchObject({
      authorization: 'Bearer abc',
      'accept-language': 'my',
      accept: 'text/event-stream',
    });
    expect(waits).toEqual([25, 25]);
    expect(events).toEqual(['open', 'disconnect', 'open', 'disconnect', 'refused 401']);
  });

  test('drops at once when the browser goes offline, and tries again only once it is back online', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { fetchImpl, calls } = fakeFetch([stream('id: 5\ndata: a\n\n', false), status(401)]);
    const events: string[] = [];
    let cutSignal: AbortSignal | undefined;
    const reading = readEventStream({
      url: '/api/customer/events',
      headers: {},
      signal: new AbortController().signal,
      fetchImpl: ((input: RequestInfo | URL, init?: RequestInit) => {
        cutSignal ??= init?.signal ?? undefined;
        return fetchImpl(input, init);
      }) as typeof fetch,
      sleep: async () => {
        events.push('wait');
      },
      onMessage: (message) => events.push(`message ${message.data}`),
      onOpen: () => events.push('open'),
      onDisconnect: () => events.push('disconnect'),
      onRefused: () => events.push('refused'),
    });
    await waitUntil(() => events.includes('message a'));
    // The connection still looks open: the browser says it is offline.
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await waitUntil(() => events.includes('wait'));
    expect(cutSignal?.aborted).toBe(true);
    // Offline: no new connection is tried.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toHaveLength(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await reading;
    expect(events).toEqual(['open', 'message a', 'disconnect', 'wait', 'refused']);
    expect(calls.map((c) => c.headers['last-event-id'])).toEqual([undefined, '5']);
    onLine.mockRestore();
  });

  test('starts from the Last-Event-ID it is given', async () => {
    const { fetchImpl, calls } = fakeFetch([status(403)]);
    await readEventStream({
      url: '/api/customer/events',
      headers: {},
      lastEventId: '99',
      signal: new AbortController().signal,
      fetchImpl,
      onMessage: () => undefined,
    });
    expect(calls[0]!.headers['last-event-id']).toBe('99');
  });

  test('stops on 403 without retrying', async () => {
    const { fetchImpl, calls } = fakeFetch([status(403), stream('data: never\n\n')]);
    const refused = jest.fn();
    const sleep = jest.fn(async () => undefined);
    await readEventStream({
      url: '/api/merchant/store/2/events',
      headers: {},
      signal: new AbortController().signal,
      fetchImpl,
      sleep,
      onMessage: () => undefined,
      onRefused: refused,
    });
    expect(refused).toHaveBeenCalledWith(403);
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  test('retries after a server error (429, 500) with the same Last-Event-ID', async () => {
    const { fetchImpl, calls } = fakeFetch([
      stream('id: 3\ndata: a\n\n'),
      status(429),
      status(500),
      status(401),
    ]);
    await readEventStream({
      url: '/api/customer/events',
      headers: {},
      signal: new AbortController().signal,
      fetchImpl,
      sleep: async () => undefined,
      onMessage: () => undefined,
    });
    expect(calls.map((c) => c.headers['last-event-id'])).toEqual([undefined, '3', '3', '3']);
  });

  test('decodes a Burmese character split between two network chunks', async () => {
    const bytes = encoder.encode('id: 1\ndata: {"name":"မုန့်ဟင်းခါး"}\n\n');
    // Inside the three bytes of the first Burmese letter.
    const cut = encoder.encode('id: 1\ndata: {"name":"').length + 1;
    const { fetchImpl } = fakeFetch([stream([bytes.slice(0, cut), bytes.slice(cut)]), status(401)]);
    const messages: SseMessage[] = [];
    await readEventStream({
      url: '/api/customer/events',
      headers: {},
      signal: new AbortController().signal,
      fetchImpl,
      sleep: async () => undefined,
      onMessage: (message) => messages.push(message),
    });
    expect(messages.map((m) => JSON.parse(m.data) as unknown)).toEqual([{ name: 'မုန့်ဟင်းခါး' }]);
  });

  test('stops when aborted, in the middle of an open stream', async () => {
    const controller = new AbortController();
    const { fetchImpl, calls } = fakeFetch([
      stream('id: 1\ndata: a\n\n', false),
      stream('data: never\n\n'),
    ]);
    const disconnected = jest.fn();
    const done = readEventStream({
      url: '/api/customer/events',
      headers: {},
      signal: controller.signal,
      fetchImpl,
      onMessage: () => controller.abort(),
      onDisconnect: disconnected,
    });
    await expect(done).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(disconnected).not.toHaveBeenCalled();
  });

  test('stops when aborted while waiting to reconnect', async () => {
    const controller = new AbortController();
    const { fetchImpl, calls } = fakeFetch([stream('retry: 60000\n\n'), stream('data: x\n\n')]);
    const done = readEventStream({
      url: '/api/customer/events',
      headers: {},
      signal: controller.signal,
      fetchImpl,
      onMessage: () => undefined,
      onDisconnect: () => setTimeout(() => controller.abort(), 10),
    });
    await expect(done).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});
