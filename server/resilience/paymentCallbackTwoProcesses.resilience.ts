/**
 * A wallet payment across processes: two API processes on one PostgreSQL. The merchant's payments
 * stream (`merchant/store/:merchantId/events?topic=payments`) is open on process B; the sandbox
 * provider's signed callback for the merchant's wallet checkout is posted to process A; the stream
 * on B receives the checkout as `event: payment` with status `succeeded`, within seconds. The same
 * callback posted again (to B this time) changes nothing: one payment, one active subscription.
 *
 * Neither process polls the provider (`CHECKOUT_POLL_SECONDS=0`): only the callback can settle
 * the checkout, so what B's stream receives came from the callback that landed on A.
 */
import { randomUUID } from 'node:crypto';
import { fillPath, apiPaths } from '@contract/apiPaths';
import type { Checkout, CheckoutEvent } from '@contract/checkout';
import { settleSandboxPayment } from '../src/payments/sandboxProvider';
import { databases } from '../test/helpers';
import { openStream, ready, type OpenedStream } from '../test/liveKit';
import { START_TIMEOUT_MS, killAll, stop } from '../test/processes';
import { merchantStreamUrl, merchantWithPlanOrder, ok, send, startTwo } from './twoProcesses';

afterEach(killAll);

const postgresOnly = databases().includes('postgres') ? test : test.skip;

postgresOnly(
  "the provider's callback lands on process A; the merchant's payments stream on process B receives the checkout succeeded",
  async () => {
    const {
      first: a,
      second: b,
      db,
    } = await startTwo('_paycb', { PAYMENT_PROVIDER: 'sandbox', CHECKOUT_POLL_SECONDS: '0' });
    let stream: OpenedStream | undefined;
    try {
      // A merchant with a pending plan order (Premium, 6 months) and no plan in force yet.
      const { merchantId, auth } = await merchantWithPlanOrder(a.url);

      stream = await openStream(merchantStreamUrl(b.url, merchantId, '?topic=payments'), auth);
      expect(stream.status).toBe(200);
      await ready(stream);

      const created = (await ok(
        send(
          a.url,
          'POST',
          fillPath(apiPaths.checkout, { merchantId }),
          { method: 'wallet' },
          { ...auth, 'idempotency-key': randomUUID() },
        ),
        'checkout',
      )) as unknown as Checkout;
      expect(created).toMatchObject({ method: 'wallet', status: 'pending' });
      const { reference } = created;

      // The customer pays on the sandbox wallet; its signed callback goes to process A.
      const settled = await settleSandboxPayment(db, reference, 'paid', { deliver: false });
      if (!settled.settled) throw new Error(`the sandbox did not settle: ${settled.reason}`);
      const callbackUrl = fillPath(apiPaths.paymentCallback, { provider: 'sandbox' });
      const post = (base: string) =>
        fetch(`${base}/api/${callbackUrl}`, {
          method: 'POST',
          headers: settled.callback.headers,
          body: settled.callback.rawBody,
        });
      const landed = await post(a.url);
      expect(landed.status).toBe(200);
      expect(await landed.json()).toEqual({ status: 'ok' });

      await stream.waitForText('"status":"succeeded"', 10_000);
      const received = () =>
        stream!.events.map((e) => ({ event: e.event, data: e.data as unknown as CheckoutEvent }));
      const events = received();
      expect(events.every((e) => e.event === 'payment' && e.data.kind === 'payment')).toBe(true);
      expect(events.every((e) => e.data.checkout.reference === reference)).toBe(true);
      // The checkout made through A, then paid through A's callback: both reached B, in order.
      expect(events.map((e) => e.data.checkout.status)).toEqual(['pending', 'succeeded']);
      expect(events[1]!.data.checkout).toMatchObject({
        reference,
        method: 'wallet',
        status: 'succeeded',
        amount_minor: created.amount_minor,
        currency: 'MMK',
        receipt_number: expect.any(String),
      });

      // The same callback again, to the other process: nothing changes.
      const again = await post(b.url);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ status: 'ok' });
      const { rows } = await db.query<{ payments: number; active: number }>(
        `SELECT (SELECT count(*)::int FROM payments
                  WHERE merchant_id = $1 AND status = 'succeeded') AS payments,
                (SELECT count(*)::int FROM subscriptions
                  WHERE merchant_id = $1 AND status = 'active') AS active`,
        [merchantId],
      );
      expect(rows[0]).toEqual({ payments: 1, active: 1 });
      // Nor is anything announced again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received().map((e) => e.data.checkout.status)).toEqual(['pending', 'succeeded']);
      const state = await ok(
        send(b.url, 'GET', fillPath(apiPaths.checkout, { merchantId }), undefined, auth),
        'state',
      );
      expect((state.checkout as Checkout).status).toBe('succeeded');

      stream.close();
      expect(await stop(b, 'SIGTERM')).toBe(0);
      expect(await stop(a, 'SIGTERM')).toBe(0);
    } finally {
      stream?.close();
      await db.close();
    }
  },
  3 * START_TIMEOUT_MS,
);
