/**
 * What the notification tests share: a local fake push service (records each request, answers
 * what the test tells it per path), a browser-like subscription pointing at it, and VAPID keys.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import webpush from 'web-push';
import type { SubscribeRequest } from '@contract/push';
import { DEFAULT_PUSH_CONFIG, type PushConfig } from '../src/push/config';
import { closeLocally, listenLocally } from './localServer';

export interface PushedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  url: string;
  requests: PushedRequest[];
  /** What a path answers from now on (201 until told). */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function fakePushService(): Promise<FakePushService> {
  const requests: PushedRequest[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  const url = await listenLocally(server);
  return {
    url,
    requests,
    answer: (path, status) => void answers.set(path, status),
    close: () => closeLocally(server),
  };
}

/** A subscription as a browser's `PushSubscription.toJSON()` gives it, at the fake's `path`. */
export function browserSubscription(
  service: FakePushService,
  path: string,
  language: 'en' | 'my' = 'en',
): SubscribeRequest {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${service.url}${path}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
    language,
    label: 'Chrome on Android',
  };
}

const VAPID = webpush.generateVAPIDKeys();

/** Push on, sending to local fakes, the job left to the test. */
export function pushOn(overrides: Partial<PushConfig> = {}): PushConfig {
  return {
    ...DEFAULT_PUSH_CONFIG,
    vapid: { ...VAPID, subject: 'mailto:ops@example.test' },
    localEndpoints: true,
    intervalMs: 0,
    ...overrides,
  };
}

export const VAPID_PUBLIC_KEY = VAPID.publicKey;
