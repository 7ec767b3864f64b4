/**
 * `fastify.pageViews`: the store page views this process counts (insights/pageViews.ts), written
 * to the shops' days every `PAGE_VIEW_FLUSH_MS` once the app is ready, and once more when it
 * closes (before the database: registered after it).
 */
import fp from 'fastify-plugin';
import { createPageViewCounter, type PageViewCounter } from '../../insights/pageViews';

declare module 'fastify' {
  interface FastifyInstance {
    pageViews: PageViewCounter;
  }
}

/** How often the views counted are written: a view shows in the shop's insights within this. */
export const PAGE_VIEW_FLUSH_MS = 5_000;

export default fp(
  async (fastify) => {
    const { insights } = fastify.repositories;
    const counter = createPageViewCounter((counts) => insights.addPageViews(counts));
    fastify.decorate('pageViews', counter);
    const flush = () =>
      counter
        .flush()
        .catch((error: unknown) =>
          fastify.log.warn({ err: error }, 'store page views not written: kept for the next try'),
        );
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => void flush(), PAGE_VIEW_FLUSH_MS);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: 'page-views', dependencies: ['repositories'] },
);
