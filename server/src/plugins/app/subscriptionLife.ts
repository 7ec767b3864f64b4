/**
 * Runs the subscription job (billing/lifeJob.ts) in this process once the app is ready, every
 * `config.subscriptionLife.intervalMs` (0: not here), and stops it before the database closes.
 * Reminders leave through the configured SMS provider, or the one a test decorated the instance
 * with.
 */
import fp from 'fastify-plugin';
import { createSubscriptionLifeJob, type SubscriptionLifeJob } from '../../billing/lifeJob';
import { resolveSmsProvider } from '../../sms';

export default fp(
  async (fastify) => {
    const { intervalMs, leaseMs } = fastify.config.subscriptionLife;
    if (intervalMs <= 0) return;
    let job: SubscriptionLifeJob | undefined;
    fastify.addHook('onReady', async () => {
      job = createSubscriptionLifeJob({
        repo: fastify.repositories.subscriptionLife,
        sms: resolveSmsProvider(fastify),
        log: fastify.log,
        intervalMs,
        leaseMs,
      });
      job.start();
    });
    // Registered after the database, so closed before it: a turn under way finishes first.
    fastify.addHook('onClose', async () => {
      await job?.stop();
    });
  },
  { name: 'subscriptionLife', dependencies: ['config', 'repositories'] },
);
