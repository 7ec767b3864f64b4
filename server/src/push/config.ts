/**
 * Web Push settings, read from the environment at start-up (docs/configuration.md):
 *
 * - `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` (both or neither; `npm run push -- keys` makes a pair)
 *   and `VAPID_SUBJECT` (a `mailto:` or `https:` address push services may write to). Without the
 *   keys push is off: nobody is offered it, and new orders go to shops by SMS. There is no built-in
 *   key, so no instance can run on a key someone else knows.
 * - `PUSH_ENDPOINT_HOSTS`: the push services the server sends to (a subscription's endpoint must be
 *   https on one of these hosts or below them); the browsers' own services by default. The server
 *   POSTs to a subscription's endpoint, so an endpoint anywhere else is refused.
 * - `PUSH_INTERVAL_SECONDS`: how often a process looks for notifications to send (0: not here).
 *
 * A bad value stops the start with a message that names the variable.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushConfig {
  /** Null: push is off. */
  vapid: VapidKeys | null;
  /** Hosts (and their subdomains) a subscription's endpoint may be on, https only. */
  endpointHosts: readonly string[];
  /**
   * Tests only, through `buildApp`'s config and never the environment: endpoints on 127.0.0.1 over
   * plain http (a local fake push service).
   */
  localEndpoints: boolean;
  /** Between the job's turns; 0: the job does not run in this process. */
  intervalMs: number;
  /** Tries of one message before it is given up (the first included). */
  maxAttempts: number;
  /** SMS notices one phone may get in an hour (beyond the SMS caps every SMS counts against). */
  smsPerPhonePerHour: number;
  /** How long a push service may take to answer. */
  timeoutMs: number;
}

/** The browsers' push services: Chrome/Edge/Opera (FCM), Firefox, Edge on Windows, Safari. */
export const DEFAULT_ENDPOINT_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

export const DEFAULT_PUSH_CONFIG: PushConfig = {
  vapid: null,
  endpointHosts: DEFAULT_ENDPOINT_HOSTS,
  localEndpoints: false,
  intervalMs: 2_000,
  maxAttempts: 5,
  smsPerPhonePerHour: 10,
  timeoutMs: 10_000,
};

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

/** Base64url of `bytes` bytes (no padding), as web-push writes keys. */
function isKey(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

function loadVapid(env: NodeJS.ProcessEnv): VapidKeys | null {
  const publicKey = text(env, 'VAPID_PUBLIC_KEY');
  const privateKey = text(env, 'VAPID_PRIVATE_KEY');
  if (publicKey === undefined && privateKey === undefined) return null;
  if (publicKey === undefined || privateKey === undefined) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  if (!isKey(publicKey, 65)) {
    throw new Error('VAPID_PUBLIC_KEY must be a base64url P-256 public key (npm run push -- keys)');
  }
  if (!isKey(privateKey, 32)) {
    throw new Error(
      'VAPID_PRIVATE_KEY must be a base64url P-256 private key (npm run push -- keys)',
    );
  }
  const subject = text(env, 'VAPID_SUBJECT');
  if (subject === undefined || !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new Error(
      `VAPID_SUBJECT must be a mailto: or https: address when the VAPID keys are set, got "${subject ?? ''}"`,
    );
  }
  return { publicKey, privateKey, subject };
}

function hosts(env: NodeJS.ProcessEnv): readonly string[] {
  const raw = text(env, 'PUSH_ENDPOINT_HOSTS');
  if (raw === undefined) return DEFAULT_ENDPOINT_HOSTS;
  const list = raw.split(',').map((host) => host.trim().toLowerCase());
  for (const host of list) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
      throw new Error(`PUSH_ENDPOINT_HOSTS must be host names separated by commas, got "${host}"`);
    }
  }
  return list;
}

function seconds(env: NodeJS.ProcessEnv): number {
  const raw = text(env, 'PUSH_INTERVAL_SECONDS');
  if (raw === undefined) return DEFAULT_PUSH_CONFIG.intervalMs;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 3_600) {
    throw new Error(`PUSH_INTERVAL_SECONDS must be an integer from 0 to 3600, got "${raw}"`);
  }
  return value * 1000;
}

export function loadPushConfig(env: NodeJS.ProcessEnv): PushConfig {
  return {
    ...DEFAULT_PUSH_CONFIG,
    vapid: loadVapid(env),
    endpointHosts: hosts(env),
    intervalMs: seconds(env),
  };
}

/**
 * Whether the server may send to `endpoint`: https on an allowed host (or below it), or, in
 * tests that asked for it, a local fake service on 127.0.0.1.
 */
export function endpointAllowed(endpoint: string, config: PushConfig): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (config.localEndpoints && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return config.endpointHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
