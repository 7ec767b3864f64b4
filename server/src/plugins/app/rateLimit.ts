/**
 * Rate limits of the unauthenticated writes: login, registration and the Contact Us form, in fixed
 * windows (`config.rateLimit`). The counters live in the database, so several API processes on
 * one database share them. Over a limit: 429 `Too many attempts. Please try again in N seconds.`
 * with `Retry-After`.
 *
 * - Per client address (`perAddress`), every request, counted when it arrives: before its body is
 *   read or validated, so a flood of invalid requests is limited like any other.
 * - Per person (`perPhone`), once the body is read and before validation: registration per phone,
 *   the contact form per email address, every attempt.
 * - Login per phone and client address, failed attempts only: a success gives its attempt back.
 *   Someone guessing a merchant's password from their own address uses up that address's
 *   guesses, never the merchant's, who still logs in from theirs; and a guesser who spreads over
 *   many addresses still meets the per-address limit at each one.
 * - One-time codes, sent and checked, per phone and per address, in limits of their own
 *   (`config.otp`): every code sent is an SMS paid for. Their routes need a token, which is
 *   checked first: a request without a valid one costs nothing, so it counts against no address
 *   (many phones share one address behind a mobile carrier's NAT; strangers there must not be able
 *   to use up their neighbours' codes).
 *
 * The client address is the socket's, or with `config.trustProxy` the one a trusted proxy puts in
 * X-Forwarded-For (Fastify's `request.ip`).
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '@contract';
import type { Config, RateLimitConfig } from '../../config';
import { normalisePhone } from '../../phone';
import { createRateLimitRepository } from '../../repositories/rateLimits';

interface Rule {
  action: string;
  /** The body field that names who is trying; none: counted per client address only. */
  identity?: 'phone' | 'email';
  /** Count failed attempts only, per identity and client address. */
  failuresOnly?: boolean;
  /** Limits of its own; `config.rateLimit` otherwise. */
  limits?: (config: Config) => RateLimitConfig;
}

/**
 * Every POST under /api that needs no token (a test checks that none is missing), and the calls
 * that send or check one-time codes. Codes for any purpose count under the same actions, so a
 * phone gets its few SMS an hour whichever screen asks.
 */
export const RATE_LIMITED: Record<string, Rule> = {
  [`/api/${apiPaths.login}`]: { action: 'login', identity: 'phone', failuresOnly: true },
  [`/api/${apiPaths.register}`]: { action: 'register', identity: 'phone' },
  [`/api/${apiPaths.contact}`]: { action: 'contact', identity: 'email' },
  [`/api/${apiPaths.sendOtp}/:merchantId`]: {
    action: 'otpSend',
    identity: 'phone',
    limits: (config) => config.otp.sendLimits,
  },
  [`/api/${apiPaths.verifyOtp}/:merchantId`]: {
    action: 'otpVerify',
    identity: 'phone',
    limits: (config) => config.otp.verifyLimits,
  },
  // A customer signs in with a code: public, counted as every other code sent and checked.
  [`/api/${apiPaths.customerSendOtp}`]: {
    action: 'otpSend',
    identity: 'phone',
    limits: (config) => config.otp.sendLimits,
  },
  [`/api/${apiPaths.customerSignIn}`]: {
    action: 'otpVerify',
    identity: 'phone',
    limits: (config) => config.otp.verifyLimits,
  },
  // A click on a banner is counted for its merchant: per address only (it names nobody).
  [`/api/${apiPaths.marketplaceBannerClick}`]: { action: 'bannerClick' },
  // A basket's price with a promo code: public (a visitor may ask), so per address, which also
  // keeps codes from being guessed by the hundred.
  [`/api/${apiPaths.customerQuote}`]: { action: 'quote' },
};

/** Expired counters are deleted after this many attempts (by this process). */
const SWEEP_EVERY = 500;

/** Longer than any valid phone or email: validation refuses it, and it is not worth a counter. */
const MAX_IDENTITY_LENGTH = 254;

/** One spelling per person, as the routes store them; undefined when the body names nobody. */
function identityOf(rule: Rule, body: unknown): string | undefined {
  if (rule.identity === undefined || typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[rule.identity];
  if (typeof value !== 'string' || value.length > MAX_IDENTITY_LENGTH) return undefined;
  return rule.identity === 'phone' ? normalisePhone(value) : value.trim().toLowerCase();
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The counter a successful login gives its attempt back to. */
    rateLimitRefund: string | null;
  }
}

/** A route's hooks of one kind as a list (Fastify accepts one hook or a list). */
function list<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export default fp(
  async (fastify) => {
    const limitsOf = (rule: Rule) => rule.limits?.(fastify.config) ?? fastify.config.rateLimit;
    const counters = createRateLimitRepository(fastify.db);
    let attempts = 0;
    fastify.decorateRequest('rateLimitRefund', null);

    /** Counts one attempt under `key`; answers 429 when it is over `limit`. */
    async function count(
      request: FastifyRequest,
      reply: FastifyReply,
      rule: Rule,
      key: string,
      limit: number,
    ) {
      attempts += 1;
      if (attempts % SWEEP_EVERY === 0) await counters.sweep();
      const hit = await counters.hit(key, limitsOf(rule).windowSeconds);
      if (hit.hits <= limit) return undefined;
      request.log.warn({ action: rule.action, address: request.ip }, 'rate limited');
      return reply
        .code(429)
        .header('Retry-After', String(hit.retryAfterSeconds))
        .send({ message: request.messages().tooManyAttempts(hit.retryAfterSeconds) });
    }

    const perAddressGuard = (rule: Rule) =>
      async function rateLimitAddress(request: FastifyRequest, reply: FastifyReply) {
        const key = `${rule.action}:address:${request.ip}`;
        return count(request, reply, rule, key, limitsOf(rule).perAddress);
      };

    const perIdentityGuard = (rule: Rule) =>
      async function rateLimitIdentity(request: FastifyRequest, reply: FastifyReply) {
        const who = identityOf(rule, request.body);
        if (who === undefined) return undefined;
        let key = `${rule.action}:${rule.identity}:${who}`;
        if (rule.failuresOnly) {
          key += `:address:${request.ip}`;
          request.rateLimitRefund = key;
        }
        return count(request, reply, rule, key, limitsOf(rule).perPhone);
      };

    async function refundSuccess(request: FastifyRequest, reply: FastifyReply) {
      const key = request.rateLimitRefund;
      if (key === null || reply.statusCode !== 200) return;
      request.rateLimitRefund = null;
      await counters.refund(key);
    }

    fastify.addHook('onRoute', (route: RouteOptions) => {
      const rule = RATE_LIMITED[route.url];
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!rule || !methods.includes('POST')) return;
      // After the route's own onRequest hooks (a token check, where there is one).
      route.onRequest = [...list(route.onRequest), perAddressGuard(rule)];
      // Before the route's own preValidation hooks, which may answer (and so skip this count).
      route.preValidation = [perIdentityGuard(rule), ...list(route.preValidation)];
      if (rule.failuresOnly) {
        route.onSend = [
          ...list(route.onSend),
          async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            await refundSuccess(request, reply);
            return payload;
          },
        ];
      }
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'database', 'language'] },
);
