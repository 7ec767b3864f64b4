/**
 * Promo codes cannot be guessed. Quoting a basket (public) and placing an order both try a code;
 * every try that misses is counted per customer (when signed in), per shop and per client address,
 * in fixed windows in the database (shared by every API process). Over any of the three limits
 * the answer is 429 with Retry-After before the code is even looked up, so a guesser learns
 * nothing more; the shop's limit stops many accounts and addresses guessing at one shop together.
 *
 * A try is counted when it arrives (concurrent guesses each take their own number) and given back
 * when it was no miss: the code applied, or the basket failed before the code was looked at, or
 * the code is real and live but asks for a bigger basket (`promo_min_total`: a bigger basket would
 * have been accepted, so the answer tells a guesser nothing an acceptance would not). Every other
 * refusal counts. A try refused with 429 is given back too: it tried nothing, and a guesser
 * hammering one limit must not use up the shop's for its customers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PromoRefusal } from '@contract/loyaltyRules';
import { createRateLimitRepository } from '../repositories/rateLimits';
import { addressKey } from './clientAddress';
import { wholeSetting } from '../settings';

export interface PromoGuessConfig {
  /** The window's length in seconds (`PROMO_GUESS_WINDOW_SECONDS`). */
  windowSeconds: number;
  /** Missed codes per signed-in customer in a window (`PROMO_GUESSES_PER_CUSTOMER`). */
  perCustomer: number;
  /** Missed codes per client address in a window (`PROMO_GUESSES_PER_ADDRESS`). */
  perAddress: number;
  /** Missed codes at one shop, from anyone, in a window (`PROMO_GUESSES_PER_SHOP`). */
  perShop: number;
}

/**
 * In an hour: 10 misses per customer (typing mistakes), 30 per address (many phones share one
 * behind a carrier's NAT), 300 per shop. Against a code of 8 characters from 32 that is nothing;
 * against a word a shop made up it is still far fewer than a script needs.
 */
export const DEFAULT_PROMO_GUESSES: PromoGuessConfig = {
  windowSeconds: 3600,
  perCustomer: 10,
  perAddress: 30,
  perShop: 300,
};

export function loadPromoGuessConfig(env: NodeJS.ProcessEnv): PromoGuessConfig {
  const count = (name: string, fallback: number) => wholeSetting(env, name, fallback, 1, 1_000_000);
  return {
    windowSeconds: wholeSetting(
      env,
      'PROMO_GUESS_WINDOW_SECONDS',
      DEFAULT_PROMO_GUESSES.windowSeconds,
      1,
      86_400,
    ),
    perCustomer: count('PROMO_GUESSES_PER_CUSTOMER', DEFAULT_PROMO_GUESSES.perCustomer),
    perAddress: count('PROMO_GUESSES_PER_ADDRESS', DEFAULT_PROMO_GUESSES.perAddress),
    perShop: count('PROMO_GUESSES_PER_SHOP', DEFAULT_PROMO_GUESSES.perShop),
  };
}

/** Whether a refusal is a miss, counted against the guess limits. */
export function isMiss(reason: PromoRefusal): boolean {
  return reason !== 'promo_min_total';
}

/** What pricing answers, as far as the guard needs to know. */
interface Priced {
  kind: string;
  reason?: PromoRefusal;
}

export interface PromoTry {
  merchantId: number;
  customerId: number | null;
  /** As sent; null, absent or blank: no code, nothing counted. */
  promoCode: string | null | undefined;
}

/**
 * Prices a basket (`price`: placing or quoting it) under the guess limits of `attempt`. Answers
 * what `price` answered, or null when the limits refused the try: the 429 is then sent.
 */
export async function withPromoGuessLimits<R extends Priced>(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: PromoTry,
  price: () => Promise<R>,
): Promise<R | null> {
  if (attempt.promoCode == null || attempt.promoCode.trim() === '') return price();
  const limits = fastify.config.promoGuesses;
  const counters = createRateLimitRepository(fastify.db);
  const keys: Array<[string, number]> = [
    [`promoMiss:shop:${attempt.merchantId}`, limits.perShop],
    [`promoMiss:address:${addressKey(request.ip)}`, limits.perAddress],
  ];
  if (attempt.customerId !== null) {
    keys.push([`promoMiss:customer:${attempt.customerId}`, limits.perCustomer]);
  }
  const giveBack = () => Promise.all(keys.map(([key]) => counters.refund(key)));

  const hits = await Promise.all(keys.map(([key]) => counters.hit(key, limits.windowSeconds)));
  const overs = hits.filter((hit, i) => hit.hits > keys[i]![1]);
  if (overs.length > 0) {
    const over = Math.max(...overs.map((hit) => hit.retryAfterSeconds));
    await giveBack();
    request.log.warn(
      { merchantId: attempt.merchantId, customerId: attempt.customerId },
      'promo code tries limited',
    );
    await reply
      .code(429)
      .header('Retry-After', String(over))
      .send({ message: request.messages().tooManyAttempts(over) });
    return null;
  }

  let result: R;
  try {
    result = await price();
  } catch (error) {
    await giveBack();
    throw error;
  }
  const missed =
    result.kind === 'promoRefused' && result.reason !== undefined && isMiss(result.reason);
  if (!missed) await giveBack();
  return result;
}
