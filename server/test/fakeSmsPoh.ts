/**
 * A local stand-in for SMSPoh's v2 HTTP API: it records every request and answers as told
 * (accepted, an error status, a refusal in the body, or never), so that the real adapter is tested
 * over real HTTP without reaching the internet.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeLocally, listenLocally } from './localServer';

export interface ReceivedSms {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to?: unknown; message?: unknown; sender?: unknown };
}

export type FakeAnswer =
  | { kind: 'accept' }
  | { kind: 'status'; status: number; body?: unknown }
  /** Takes the request and never answers (until the fake is closed). */
  | { kind: 'hang' };

export interface FakeSmsPoh {
  baseUrl: string;
  received: ReceivedSms[];
  /** What the next requests get (default: accepted). */
  answer: FakeAnswer;
  /** The six-digit code in the last message received. */
  lastCode(): string;
  close(): Promise<void>;
}

export async function startFakeSmsPoh(): Promise<FakeSmsPoh> {
  const received: ReceivedSms[] = [];
  const hanging = new Set<ServerResponse>();
  const fake = { answer: { kind: 'accept' } as FakeAnswer };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: ReceivedSms['body'] = {};
      try {
        body = JSON.parse(text) as ReceivedSms['body'];
      } catch {
        body = {};
      }
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const answer = fake.answer;
      if (answer.kind === 'hang') {
        hanging.add(response);
        return;
      }
      const status = answer.kind === 'accept' ? 200 : answer.status;
      const payload =
        answer.kind === 'accept'
          ? { status: true, data: { messages: [{ id: received.length, to: body.to }] } }
          : (answer.body ?? { status: false, message: 'Invalid request' });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    });
  });
  const baseUrl = await listenLocally(server);

  return {
    baseUrl,
    received,
    get answer() {
      return fake.answer;
    },
    set answer(value: FakeAnswer) {
      fake.answer = value;
    },
    lastCode() {
      const message = received[received.length - 1]?.body.message;
      const match = typeof message === 'string' ? /\b(\d{6})\b/.exec(message) : null;
      if (!match?.[1]) throw new Error(`No code in the last SMS: ${String(message)}`);
      return match[1];
    },
    close: () => closeLocally(server, hanging),
  };
}
