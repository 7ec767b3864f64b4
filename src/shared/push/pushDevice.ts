/**
 * This browser's side of web push: whether it can, the notification permission, and its push
 * subscription through the service worker (registered by the app after load). The thunks take it
 * as an argument, so tests give a fake one.
 */

export type Permission = 'default' | 'granted' | 'denied';

/** A subscription as the server takes it (`PushSubscription.toJSON()`). */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushDevice {
  /** Service worker, PushManager and notifications all present. */
  supported(): boolean;
  permission(): Permission;
  requestPermission(): Promise<Permission>;
  /** The subscription this browser already has, if any. */
  current(): Promise<DeviceSubscription | null>;
  /** Subscribes with the server's public key (base64url). */
  subscribe(publicKey: string): Promise<DeviceSubscription>;
  /** Ends this browser's subscription; true when there was one. */
  unsubscribe(): Promise<boolean>;
  /** What the device list calls this browser ('Chrome on Android'). */
  label(): string;
  /** Whose device this browser was last subscribed as (kept in this browser only). */
  remembered(): RememberedDevice | null;
  remember(device: RememberedDevice | null): void;
}

/** This browser's subscription on the server: for whom, its id there, and its endpoint. */
export interface RememberedDevice {
  /** `merchant:<merchantId>` or `customer`. */
  audience: string;
  deviceId: number;
  endpoint: string;
}

const REMEMBERED_KEY = 'pushDevice';

function readRemembered(): RememberedDevice | null {
  try {
    const value = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { audience, deviceId, endpoint } = value as Record<string, unknown>;
    return typeof audience === 'string' &&
      typeof deviceId === 'number' &&
      typeof endpoint === 'string'
      ? { audience, deviceId, endpoint }
      : null;
  } catch {
    return null;
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function asDeviceSubscription(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Pure: a short name of the browser and system from a user agent. */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser\//.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} · ${system}` : browser;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

export const browserPushDevice: PushDevice = {
  supported: () =>
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async current() {
    const found = await (await registration()).pushManager.getSubscription();
    return found ? asDeviceSubscription(found) : null;
  },
  async subscribe(publicKey) {
    const made = await (
      await registration()
    ).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    return asDeviceSubscription(made);
  },
  async unsubscribe() {
    const found = await (await registration()).pushManager.getSubscription();
    return found ? found.unsubscribe() : false;
  },
  label: () => deviceLabel(navigator.userAgent),
  remembered: readRemembered,
  remember(device) {
    try {
      if (device === null) localStorage.removeItem(REMEMBERED_KEY);
      else localStorage.setItem(REMEMBERED_KEY, JSON.stringify(device));
    } catch {
      // Storage refused (private mode): the page offers the button again next time.
    }
  },
};
