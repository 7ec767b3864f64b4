/**
 * The price job (jobs/priceChanges.ts) as `fastify.priceChangeJob`, run in this process every
 * `config.priceChanges.intervalMs` once the app is ready (0: not here; tests call its `runOnce`),
 * and stopped before the database closes.
 *
 * Beside it, whatever the interval (unless `listen` is off), this process listens for the reference channel: a price
 * changed by any process on the database (an operator's request, another process's job) empties
 * this process's cached plans and add-ons when it commits. A listener that reconnected may have
 * missed one, so it empties them then too.
 */
import fp from 'fastify-plugin';
import { createPriceChangeJob, type PriceChangeJob } from '../../jobs/priceChanges';
import { REFERENCE_CHANNEL } from '../../repositories/priceChanges';
import { invalidateReferenceCache } from '../../repositories/reference';

declare module 'fastify' {
  interface FastifyInstance {
    priceChangeJob: PriceChangeJob;
  }
}

export default fp(
  async (fastify) => {
    const { intervalMs, listen } = fastify.config.priceChanges;
    const job = createPriceChangeJob({
      repo: fastify.repositories.priceChanges,
      log: fastify.log,
      intervalMs,
    });
    fastify.decorate('priceChangeJob', job);

    const forget = () => invalidateReferenceCache(fastify.db);
    const unlisten =
      listen && fastify.db.listen
        ? await fastify.db.listen(REFERENCE_CHANNEL, forget, forget)
        : undefined;

    if (intervalMs > 0) {
      fastify.addHook('onReady', async () => {
        job.start();
      });
    }
    // Registered after the database, so closed before it: a turn under way finishes first.
    fastify.addHook('onClose', async () => {
      await job.stop();
      await unlisten?.().catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'releasing the price listener failed'),
      );
    });
  },
  { name: 'priceChanges', dependencies: ['config', 'database', 'repositories'] },
);
