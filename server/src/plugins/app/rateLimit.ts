/**
 * Rate limits of the unauthenticated writes (login, registration, the Contact Us form, a banner's
 * click, a basket's price) and of the one-time codes, in fixed windows. The counters live in the
 * database, so several API processes on one database share them. Over a limit: 429 `Too many
 * attempts. Please try again in N seconds.` with `Retry-After`.
 *
 * - Per client address, counted when the request arrives: before its body is read or validated,
 *   so a flood of invalid requests is limited like any other (except where said below).
 * - Per person, once the body is read and before validation: registration per phone, the contact
 *   form per email address, every attempt.
 * - Login per phone and client address, failed attempts only: a success gives its attempt back.
 *   Someone guessing a merchant's password from their own address uses up that address's
 *   guesses, never the merchant's, who still logs in from theirs; and a guesser who spreads over
 *   many addresses still meets the per-address limit at each one.
 * - One-time codes, in limits of their own (`config.otp`) and counters of their own for each
 *   purpose, so that a customer's sign-in never uses up a merchant's verification, nor the other
 *   way round. Sent: only the codes actually issued count, per phone and per address; a request
 *   refused as too soon, invalid, over a limit or whose SMS could not go gives its attempts back,
 *   so strangers asking for someone's code cannot lock them out of it. Checked: failures only,
 *   per phone and address (as login) and per address; the code's own 5 tries are the guard
 *   against guessing it. The merchant's routes need a token, which is checked first: a request
 *   without a valid one counts against no address.
 *
 * The client address is the socket's, or with `config.trustProxy` the one a trusted proxy puts in
 * X-Forwarded-For (Fastify's `request.ip`), counted as `addressKey` says: an IPv6 client by its
 * /64, an IPv4-mapped address as the IPv4 address. Many shoppers share one IPv4 address behind a
 * Myanmar mobile carrier's NAT, so the per-address limits are generous settings that only stop a
 * flood; the per-phone limits do the fine work.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '@contract';
import type { OtpPurpose } from '@contract/otp';
import type { Config, RateLimitConfig } from '../../config';
import { normalisePhone } from '../../phone';
import { createRateLimitRepository } from '../../repositories/rateLimits';
import { addressKey } from '../../security/clientAddress';
import { teamPaths } from '@contract/teamPaths';
import { reviewPaths } from '@contract/reviewPaths';

/**
 * What a rule counts:
 * - `attempts`: every attempt, per identity and per address;
 * - `failures`: every attempt per address, and failed attempts per identity and address (an
 *   answer 200 gives its attempt back);
 * - `failedChecks`: failed attempts per identity and address and per address (an answer 200
 *   gives both back);
 * - `codesSent`: codes issued, per identity and per address: an answer other than 200 (sent) or
 *   504 (the SMS timed out, and the code stays as it may still arrive) gives both back.
 */
type Counted = 'attempts' | 'failures' | 'failedChecks' | 'codesSent';

interface Rule {
  action: string;
  /** The body field that names who is trying; none: counted per client address only. */
  identity?: 'phone' | 'email';
  /** `attempts` when not said. */
  counts?: Counted;
  /** Limits of its own; `config.rateLimit` otherwise. */
  limits?: (config: Config) => RateLimitConfig;
}

/** A code sent for `purpose`: counted for that purpose alone. */
const otpSend = (purpose: OtpPurpose): Rule => ({
  action: `otpSend:${purpose}`,
  identity: 'phone',
  counts: 'codesSent',
  limits: (config) => config.otp.sendLimits,
});

/** A code checked for `purpose`: its failures counted for that purpose alone. */
const otpVerify = (purpose: OtpPurpose): Rule => ({
  action: `otpVerify:${purpose}`,
  identity: 'phone',
  counts: 'failedChecks',
  limits: (config) => config.otp.verifyLimits,
});

/** A shoppers' call: the per-address limit of many shoppers behind one carrier NAT address. */
const shoppers = (config: Config): RateLimitConfig => ({
  ...config.rateLimit,
  perAddress: config.rateLimit.shopperPerAddress ?? config.rateLimit.perAddress,
});

/**
 * Every POST under /api that needs no token (a test checks that none is missing), and the calls
 * that send or check one-time codes.
 */
export const RATE_LIMITED: Record<string, Rule> = {
  [`/api/${apiPaths.login}`]: { action: 'login', identity: 'phone', counts: 'failures' },
  // An operator's sign-in to the back office: as a merchant's login, with counters of its own.
  [`/api/${apiPaths.adminSession}`]: {
    action: 'operatorSignIn',
    identity: 'phone',
    counts: 'failures',
  },
  [`/api/${apiPaths.register}`]: { action: 'register', identity: 'phone' },
  [`/api/${apiPaths.contact}`]: { action: 'contact', identity: 'email' },
  [`/api/${apiPaths.sendOtp}/:merchantId`]: otpSend('merchant_phone'),
  [`/api/${apiPaths.verifyOtp}/:merchantId`]: otpVerify('merchant_phone'),
  // A forgotten password: public, with counters of its own purpose.
  [`/api/${apiPaths.passwordResetSendCode}`]: otpSend('password_reset'),
  [`/api/${apiPaths.passwordReset}`]: otpVerify('password_reset'),
  // A shop's team member signs in with a code: public, with counters of its own purpose.
  [`/api/${teamPaths.staffSendOtp}`]: otpSend('staff_sign_in'),
  [`/api/${teamPaths.staffSignIn}`]: otpVerify('staff_sign_in'),
  // A customer signs in with a code: public, with counters of its own purpose.
  [`/api/${apiPaths.customerSendOtp}`]: otpSend('customer_sign_in'),
  [`/api/${apiPaths.customerSignIn}`]: otpVerify('customer_sign_in'),
  // A click on a banner is counted for its merchant: per address only (it names nobody).
  [`/api/${apiPaths.marketplaceBannerClick}`]: { action: 'bannerClick', limits: shoppers },
  // A basket's price with a promo code: public (a visitor may ask), so per address, which also
  // keeps codes from being guessed by the hundred.
  [`/api/${apiPaths.customerQuote}`]: { action: 'quote', limits: shoppers },
  // 'Report this shop': public, per address (a signed-in customer is also limited by the route).
  [`/api/${apiPaths.shopReport}`]: { action: 'shopReport', limits: shoppers },
  // A review's report: signed in (the route limits each person too), per address as well.
  [`/api/${reviewPaths.shopReviewReport}`]: { action: 'reviewReport', limits: shoppers },
  // A payment provider's callback: per address, and only those its check refuses count (a
  // verified one, answered 200, gives its attempt back), so forged ones cannot flood the store.
  [`/api/${apiPaths.paymentCallback}`]: { action: 'paymentCallback', counts: 'failedChecks' },
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
    /**
     * The counters this request was counted under; `ordinary` ones are given back when the rule
     * does not count the answer, and every one when the server was too busy to try (503).
     */
    rateLimitCounted: Array<{ key: string; ordinary: boolean }> | null;
  }
}

/** A route's hooks of one kind as a list (Fastify accepts one hook or a list). */
function list<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Whether an answer of `status` keeps the attempts counted under a rule (or gives them back). */
function keeps(counts: Counted, status: number): boolean {
  switch (counts) {
    case 'attempts':
      return true;
    case 'failures':
    case 'failedChecks':
      return status !== 200;
    case 'codesSent':
      return status === 200 || status === 504;
  }
}

/** Whether the per-address count of a rule may be given back (login counts every attempt). */
const refundsAddress = (counts: Counted) => counts === 'failedChecks' || counts === 'codesSent';

export default fp(
  async (fastify) => {
    const limitsOf = (rule: Rule) => rule.limits?.(fastify.config) ?? fastify.config.rateLimit;
    const counters = createRateLimitRepository(fastify.db);
    let attempts = 0;
    fastify.decorateRequest('rateLimitCounted', null);

    /** Remembers `key`, which the answer may give its attempt back to (see `rateLimitCounted`). */
    function mayRefund(request: FastifyRequest, key: string, ordinary: boolean) {
      request.rateLimitCounted = [...(request.rateLimitCounted ?? []), { key, ordinary }];
    }

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
      request.log.warn({ action: rule.action, address: addressKey(request.ip) }, 'rate limited');
      return reply
        .code(429)
        .header('Retry-After', String(hit.retryAfterSeconds))
        .send({ message: request.messages().tooManyAttempts(hit.retryAfterSeconds) });
    }

    const perAddressGuard = (rule: Rule) =>
      async function rateLimitAddress(request: FastifyRequest, reply: FastifyReply) {
        const key = `${rule.action}:address:${addressKey(request.ip)}`;
        mayRefund(request, key, refundsAddress(rule.counts ?? 'attempts'));
        return count(request, reply, rule, key, limitsOf(rule).perAddress);
      };

    const perIdentityGuard = (rule: Rule) =>
      async function rateLimitIdentity(request: FastifyRequest, reply: FastifyReply) {
        const who = identityOf(rule, request.body);
        if (who === undefined) return undefined;
        const counts = rule.counts ?? 'attempts';
        let key = `${rule.action}:${rule.identity}:${who}`;
        if (counts === 'failures' || counts === 'failedChecks') {
          key += `:address:${addressKey(request.ip)}`;
        }
        mayRefund(request, key, counts !== 'attempts');
        return count(request, reply, rule, key, limitsOf(rule).perPhone);
      };

    /**
     * Gives back the attempts of an answer its rule does not count. A 503 (the server too busy to
     * try: the password hashing queue was full) gives back every count: nothing was attempted, so
     * a person retrying through a rush of sign-ups does not run into a 429.
     */
    const refundUncounted = (counts: Counted) =>
      async function rateLimitRefund(request: FastifyRequest, reply: FastifyReply) {
        const counted = request.rateLimitCounted;
        request.rateLimitCounted = null;
        if (counted === null) return;
        const busy = reply.statusCode === 503;
        if (!busy && keeps(counts, reply.statusCode)) return;
        for (const { key, ordinary } of counted) {
          if (busy || ordinary) await counters.refund(key);
        }
      };

    fastify.addHook('onRoute', (route: RouteOptions) => {
      const rule = RATE_LIMITED[route.url];
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!rule || !methods.includes('POST')) return;
      // After the route's own onRequest hooks (a token check, where there is one).
      route.onRequest = [...list(route.onRequest), perAddressGuard(rule)];
      // Before the route's own preValidation hooks, which may answer (and so skip this count).
      route.preValidation = [perIdentityGuard(rule), ...list(route.preValidation)];
      const counts = rule.counts ?? 'attempts';
      if (counts !== 'attempts') {
        const refund = refundUncounted(counts);
        route.onSend = [
          ...list(route.onSend),
          async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            await refund(request, reply);
            return payload;
          },
        ];
      }
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'database', 'language'] },
);
