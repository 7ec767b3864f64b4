/**
 * The counter (`merchant/store/{merchantId}/counter?phone=`) finds a customer by phone. A merchant
 * serves one customer at a time at a till, so a few hundred look-ups an hour is a busy shop; a
 * script walking through phone numbers is stopped at that many. Counted per merchant in the
 * database, so every API process shares the count. Over it: 429 with Retry-After.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRateLimitRepository } from '../repositories/rateLimits';
import { wholeSetting } from '../settings';

export interface CounterLookupConfig {
  /** Look-ups one merchant may make in a window (`COUNTER_LOOKUPS_PER_MERCHANT`). */
  perMerchant: number;
  /** The window's length in seconds (`COUNTER_LOOKUP_WINDOW_SECONDS`). */
  windowSeconds: number;
}

/** 300 an hour: a customer every 12 seconds, all hour long. */
export const DEFAULT_COUNTER_LOOKUPS: CounterLookupConfig = {
  perMerchant: 300,
  windowSeconds: 3600,
};

export function loadCounterLookupConfig(env: NodeJS.ProcessEnv): CounterLookupConfig {
  return {
    perMerchant: wholeSetting(
      env,
      'COUNTER_LOOKUPS_PER_MERCHANT',
      DEFAULT_COUNTER_LOOKUPS.perMerchant,
      1,
      1_000_000,
    ),
    windowSeconds: wholeSetting(
      env,
      'COUNTER_LOOKUP_WINDOW_SECONDS',
      DEFAULT_COUNTER_LOOKUPS.windowSeconds,
      1,
      86_400,
    ),
  };
}

/**
 * Counts one look-up of `merchantId`. Within the limit: false, and the route goes on. Over it: the
 * 429 is sent (`Too many attempts. Please try again in N seconds.` with Retry-After) and the
 * answer is true.
 */
export async function counterLookupRefused(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  merchantId: number,
): Promise<boolean> {
  const { perMerchant, windowSeconds } = fastify.config.counterLookups;
  const hit = await createRateLimitRepository(fastify.db).hit(
    `counterLookup:merchant:${merchantId}`,
    windowSeconds,
  );
  if (hit.hits <= perMerchant) return false;
  request.log.warn({ merchantId }, 'counter look-ups limited');
  await reply
    .code(429)
    .header('Retry-After', String(hit.retryAfterSeconds))
    .send({ message: request.messages().tooManyAttempts(hit.retryAfterSeconds) });
  return true;
}
