/**
 * The payment provider of `/payment`'s checkouts, resolved when first needed
 * (`fastify.checkoutProvider()`: the configured one, or the one a test decorated the instance
 * with as `paymentProvider`), and the checkout job (payments/checkoutJob.ts) over it
 * (`fastify.checkoutJob`): run in this process every `config.payments.checkoutPollMs` once the app
 * is ready (0: not here; tests call its `tick`), and stopped before the database closes.
 */
import fp from 'fastify-plugin';
import { createCheckoutJob, type CheckoutJob } from '../../payments/checkoutJob';
import type { PaymentProvider } from '../../payments/provider';
import { resolvePaymentProvider } from '../../payments/providers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider wallet and hosted card checkouts are made with. */
    checkoutProvider: () => PaymentProvider;
    checkoutJob: CheckoutJob;
  }
}

export default fp(
  async (fastify) => {
    let provider: PaymentProvider | undefined;
    const checkoutProvider = () => (provider ??= resolvePaymentProvider(fastify));
    fastify.decorate('checkoutProvider', checkoutProvider);
    const job = createCheckoutJob({
      checkouts: fastify.repositories.checkouts,
      provider: checkoutProvider,
      log: fastify.log,
      intervalMs: fastify.config.payments.checkoutPollMs,
    });
    fastify.decorate('checkoutJob', job);
    if (fastify.config.payments.checkoutPollMs <= 0) return;
    fastify.addHook('onReady', async () => {
      job.start();
    });
    // Registered after the database, so closed before it: a turn under way finishes first.
    fastify.addHook('onClose', async () => {
      await job.stop();
    });
  },
  { name: 'checkoutJob', dependencies: ['config', 'repositories'] },
);
