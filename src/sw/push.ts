/**
 * The service worker's web push (docs/notifications.md): a push message from the server shows its
 * notification (title, body, the record's address); a tap on it brings the app forward on that
 * record: an open window of the app goes there, else a new one opens. The server's message is
 * read defensively: a browser requires every push to show something, and a tap only ever opens a
 * path of this app.
 */
/// <reference lib="webworker" />

/** What the server sends (contract/push.ts `PushMessage`), as read here. */
export interface ShownNotice {
  title: string;
  body: string;
  /** A path of this app: `/store/orders#order-12`. */
  url: string;
  tag: string | undefined;
}

/** Said when a push carries nothing readable (a browser shows something for every push). */
const FALLBACK: ShownNotice = { title: 'Merchant Marketplace', body: '', url: '/', tag: undefined };

/** A path of this app (never another host's address, nor `//host`). */
export function appPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) && !value.includes('\\')
    ? value
    : '/';
}

/** Pure: the notice a push message's text holds. */
export function noticeOf(text: string | null): ShownNotice {
  if (text === null) return FALLBACK;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return FALLBACK;
  }
  if (typeof data !== 'object' || data === null) return FALLBACK;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return FALLBACK;
  return {
    title: title.slice(0, 200),
    body: typeof body === 'string' ? body.slice(0, 500) : '',
    url: appPath(url),
    tag: typeof tag === 'string' && tag !== '' ? tag.slice(0, 64) : undefined,
  };
}

/** Shows the notice; a later one with the same tag (the same record) takes its place. */
export function showNotice(
  registration: ServiceWorkerRegistration,
  notice: ShownNotice,
): Promise<void> {
  return registration.showNotification(notice.title, {
    body: notice.body,
    tag: notice.tag,
    data: { url: notice.url },
    icon: '/favicon.svg',
  });
}

/** Brings a window of the app to `url`: one already open (focused, then sent there), or a new one. */
export async function openRecord(scope: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const target = new URL(appPath(url), scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === target) ?? windows[0];
  if (same) {
    const focused = await same.focus();
    if (focused.url !== target) await focused.navigate(target).catch(() => null);
    return;
  }
  await scope.clients.openWindow(target);
}

export function registerPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    let text: string | null = null;
    try {
      text = event.data?.text() ?? null;
    } catch {
      text = null;
    }
    const shown = showNotice(scope.registration, noticeOf(text));
    event.waitUntil(shown);
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = appPath((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openRecord(scope, url));
  });
}
