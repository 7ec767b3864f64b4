/**
 * Sending one notification to one device through its push service, with the maintained
 * `web-push` library: it encrypts the message for the device (RFC 8291) and signs the request
 * with the server's VAPID keys (RFC 8292). The request itself goes out by `fetch`, so a timeout
 * bounds it and a test's local fake push service can answer it.
 */
import webpush from 'web-push';
import type { PushMessage } from '@contract/push';
import type { VapidKeys } from './config';

/**
 * What the push service answered: delivered (or queued for the device); the device is gone
 * (404/410: forget it); try again later (429, 5xx, no answer); or refused for good (other 4xx).
 */
export type PushResult =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; status: number | null }
  | { kind: 'failed'; status: number };

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushResult>;
}

/** A day: a notice older than that is no news. */
const TTL_SECONDS = 24 * 3600;

export function classify(status: number): PushResult {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) return { kind: 'retry', status };
  return { kind: 'failed', status };
}

export function createWebPushSender(vapid: VapidKeys, timeoutMs: number): PushSender {
  return {
    async send(target, message) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          TTL: TTL_SECONDS,
          urgency: 'high',
          // A later notice of the same record replaces one the device has not fetched yet.
          topic: message.tag,
        },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: Object.fromEntries(
            Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        return classify(response.status);
      } catch {
        return { kind: 'retry', status: null };
      }
    },
  };
}

/** A new pair of VAPID keys, base64url, for the configuration. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
