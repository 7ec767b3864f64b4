/**
 * Notifications (`fastify.push`): the repository of devices and the outbox, whether push is on
 * (VAPID keys configured) and which endpoints the server sends to, and the job that sends: run in
 * this process every `config.push.intervalMs` once the app is ready (0: not here; tests call its
 * `tick`), stopped before the database closes. SMS go through the configured provider, or the one
 * a test decorated the instance with (`smsProvider`).
 */
import fp from 'fastify-plugin';
import { resolveSmsProvider } from '../sms';
import { createRateLimitRepository } from '../repositories/rateLimits';
import { endpointAllowed } from './config';
import { createPushJob, type PushJob } from './job';
import { createPushRepository, type PushRepository } from './pushRepository';
import { createWebPushSender } from './webPush';

export interface PushService {
  repository: PushRepository;
  job: PushJob;
  /** The public VAPID key; null while push is off. */
  publicKey: string | null;
  /** Whether the server would send to this subscription endpoint. */
  endpointAllowed(endpoint: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

export default fp(
  async (fastify) => {
    const { config, db } = fastify;
    const repository = createPushRepository(db);
    const vapid = config.push.vapid;
    const job = createPushJob({
      repository,
      sender: vapid ? createWebPushSender(vapid, config.push.timeoutMs) : null,
      sms: resolveSmsProvider(fastify),
      counters: createRateLimitRepository(db),
      smsCap: config.otp.smsCap,
      config: config.push,
      log: fastify.log,
    });
    fastify.decorate('push', {
      repository,
      job,
      publicKey: vapid?.publicKey ?? null,
      endpointAllowed: (endpoint: string) => endpointAllowed(endpoint, config.push),
    });
    if (config.push.intervalMs <= 0) return;
    fastify.addHook('onReady', async () => {
      job.start();
    });
    fastify.addHook('onClose', async () => {
      await job.stop();
    });
  },
  { name: 'push', dependencies: ['config', 'repositories'] },
);
