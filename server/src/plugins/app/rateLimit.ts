/**
 * Rate limits of the unauthenticated writes: login, registration and the Contact Us form, each
 * counted per phone (the form: per email address) and per client address, in fixed windows
 * (`config.rateLimit`). The counters live in the database, so several API processes on one
 * database share them. Over a limit: 429 `Too many attempts. Please try again in N seconds.` with
 * `Retry-After`. The check runs after validation, on the normalised phone.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { paths } from '@contract';
import { createRateLimitRepository } from '../../repositories/rateLimits';

export const tooManyAttempts = (seconds: number) =>
  `Too many attempts. Please try again in ${seconds} seconds.`;

interface Rule {
  action: string;
  /** The body field that names who is trying (compared case-insensitively). */
  identity: string;
}

/** Every POST under /api that needs no token; a test checks that none is missing. */
export const RATE_LIMITED: Record<string, Rule> = {
  [`/api/${paths.login}`]: { action: 'login', identity: 'phone' },
  [`/api/${paths.register}`]: { action: 'register', identity: 'phone' },
  [`/api/${paths.contact}`]: { action: 'contact', identity: 'email' },
};

/** Expired counters are deleted after this many attempts (by this process). */
const SWEEP_EVERY = 500;

export default fp(
  async (fastify) => {
    const { windowSeconds, perPhone, perAddress } = fastify.config.rateLimit;
    const counters = createRateLimitRepository(fastify.db);
    let attempts = 0;

    const guard = (rule: Rule) =>
      async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const who = body[rule.identity];
        const checks: Array<[string, number]> = [
          [`${rule.action}:address:${request.ip}`, perAddress],
        ];
        if (typeof who === 'string') {
          checks.push([`${rule.action}:${rule.identity}:${who.toLowerCase()}`, perPhone]);
        }
        attempts += 1;
        if (attempts % SWEEP_EVERY === 0) await counters.sweep();
        const hits = await Promise.all(checks.map(([key]) => counters.hit(key, windowSeconds)));
        const over = hits.filter((hit, n) => hit.hits > (checks[n]?.[1] ?? 0));
        if (over.length === 0) return;
        const seconds = Math.max(...over.map((hit) => hit.retryAfterSeconds));
        request.log.warn({ action: rule.action, address: request.ip }, 'rate limited');
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({ message: tooManyAttempts(seconds) });
      };

    fastify.addHook('onRoute', (route: RouteOptions) => {
      const rule = RATE_LIMITED[route.url];
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!rule || !methods.includes('POST')) return;
      const existing = route.preHandler ?? [];
      route.preHandler = [...(Array.isArray(existing) ? existing : [existing]), guard(rule)];
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'database'] },
);
