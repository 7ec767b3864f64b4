/**
 * A push reaches the page's service worker and shows its notification: the worker's own 'push'
 * handler (src/sw/push.ts) is driven directly with a push event carrying what the server sends,
 * and the notification the worker shows is read back from its registration. The app's worker is
 * the production build's, with no hook of any kind for tests.
 */
import { expect, test } from './support';

test.describe('web push', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a push shows its notification with the title, body and the record to open', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    const registered = context.waitForEvent('serviceworker');
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const worker = context.serviceWorkers()[0] ?? (await registered);

    const shown = await worker.evaluate(async () => {
      // The worker's global scope, in the page's types.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        PushEvent: new (type: string, init: { data: string }) => Event;
      };
      const message = {
        title: 'New order #12 — 3 items, 8,000 MMK',
        body: 'Ma Hnin · Golden Cup',
        url: '/store/orders#order-12',
        tag: 'order-12',
      };
      scope.dispatchEvent(new scope.PushEvent('push', { data: JSON.stringify(message) }));
      for (let i = 0; i < 50; i += 1) {
        const found = await scope.registration.getNotifications({ tag: 'order-12' });
        if (found.length > 0) {
          return found.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return [];
    });
    expect(shown).toEqual([
      {
        title: 'New order #12 — 3 items, 8,000 MMK',
        body: 'Ma Hnin · Golden Cup',
        data: { url: '/store/orders#order-12' },
      },
    ]);
  });
});
