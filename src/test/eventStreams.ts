/**
 * The live streams of a fake server (MSW): each stream request gets a `text/event-stream` answer
 * that stays open (it starts with a comment, as the server's heartbeat), and the test writes
 * events down every stream open.
 */
import { HttpResponse } from 'msw';

export function fakeEventStreams() {
  const encoder = new TextEncoder();
  const open: ReadableStreamDefaultController<Uint8Array>[] = [];

  return {
    /** The answer to a stream request: a stream kept open. */
    answer() {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          open.push(controller);
          controller.enqueue(encoder.encode(': connected\n\n'));
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
    },
    /** Writes one event (its id, name, and `data` as JSON) down every open stream. */
    send(id: number, event: string, data: unknown) {
      const text = `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      open.forEach((controller) => controller.enqueue(encoder.encode(text)));
    },
    /** How many streams were opened. */
    get count() {
      return open.length;
    },
  };
}
