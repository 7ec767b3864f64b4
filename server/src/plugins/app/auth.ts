/**
 * Authentication: password hashing, issuing bearer tokens, and the hooks that guard merchant
 * calls. Routes put `requireAuth` (and then `requireOwnMerchant`) in `onRequest`, so a request
 * without a valid token is refused with 401 before its body is even parsed or validated.
 *
 * A token is the shop owner's or a team member's, with a role (contract/staff.ts). Every route
 * that takes a token declares what it does in its config, `config: { merchantAccess }`, and
 * `requireOwnMerchant` answers 403 to a role not listed for it; a route with `requireAuth` that
 * declares nothing refuses to register, so no route can forget it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { merchantMay, type MerchantAccess } from '@contract/staff';
import type { ActiveToken } from '../../repositories/tokens';
import { createTaskPool } from '../../security/hashingPool';
import { createPasswordHasher, type PasswordHasher } from '../../security/passwords';
import { bearerToken, generateToken, hashToken } from '../../security/tokens';

export type AuthContext = ActiveToken;

/** A route that takes a merchant's token, and what it does. */
export interface MerchantRoute {
  method: string;
  url: string;
  access: MerchantAccess;
}

/** Usable as an `onRequest` or `preHandler` hook; returns the reply when it has answered. */
export type AuthHook = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply | void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What this route does (routes that take a merchant's token must say): who may call it. */
    merchantAccess?: MerchantAccess;
  }
  interface FastifyInstance {
    passwords: PasswordHasher;
    /**
     * Creates a token for the shop's account and merchant, a team member's when `memberId` is
     * given; returns the only copy of its plain text.
     */
    issueToken(userId: number, merchantId: number, memberId?: number | null): Promise<string>;
    /** Every route that takes a merchant's token, with its access: the roles-by-routes test walks it. */
    merchantRoutes: MerchantRoute[];
    /**
     * 401 `Token not valid` unless the request carries an active bearer token; 403 when its role
     * may not do what the route declares (`config.merchantAccess`).
     */
    requireAuth: AuthHook;
    /**
     * 403 `Unauthorized to use this merchant` unless the route's `merchantId` parameter is the
     * token's merchant. Runs after `requireAuth`, which has already refused a role the route's
     * access does not list.
     */
    requireOwnMerchant: AuthHook;
  }
  interface FastifyRequest {
    /** Set by `requireAuth`; null on calls that do not require a token. */
    auth: AuthContext | null;
  }
}

/** Whether the request's token may call its route: its role against the route's access. */
function roleMayCall(request: FastifyRequest): boolean {
  const access = request.routeOptions.config.merchantAccess;
  return request.auth !== null && access !== undefined && merchantMay(request.auth.role, access);
}

export default fp(
  async (fastify) => {
    const { repositories, config } = fastify;
    const passwords = createPasswordHasher(
      config.passwordHashCost,
      createTaskPool(config.passwordHashing),
    );
    fastify.decorate('passwords', passwords);
    fastify.addHook('onClose', () => passwords.close());
    fastify.decorateRequest('auth', null);

    fastify.decorate(
      'issueToken',
      async (userId: number, merchantId: number, memberId: number | null = null) => {
        const token = generateToken();
        await repositories.tokens.insert(
          hashToken(token),
          userId,
          merchantId,
          config.tokenTtlHours,
          memberId,
        );
        return token;
      },
    );

    fastify.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request.headers.authorization);
      const active = token && (await repositories.tokens.findActive(hashToken(token)));
      if (!active) return reply.code(401).send({ message: request.messages().tokenNotValid });
      request.auth = active;
      // A route with no merchant in its path (signing out) is still decided by the role.
      if (!roleMayCall(request)) {
        return reply.code(403).send({ message: request.messages().merchantRoleRefused });
      }
    });

    fastify.decorate('requireOwnMerchant', async (request: FastifyRequest, reply: FastifyReply) => {
      // Compared as text: in onRequest the parameter is still the raw string of the URL.
      const { merchantId } = request.params as { merchantId?: unknown };
      const own = request.auth?.merchantId;
      if (own == null || String(merchantId) !== String(own)) {
        return reply.code(403).send({ message: request.messages().notOwnMerchant });
      }
    });

    const routes: MerchantRoute[] = [];
    fastify.decorate('merchantRoutes', routes);
    const guards = new Set<unknown>([fastify.requireAuth, fastify.requireOwnMerchant]);
    fastify.addHook('onRoute', (route) => {
      const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
      if (!hooks.some((hook) => guards.has(hook))) return;
      const access = route.config?.merchantAccess;
      if (!access) {
        throw new Error(`${route.url} takes a merchant's token but does not say what it does`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, access });
      }
    });
  },
  { name: 'auth', dependencies: ['config', 'repositories', 'language'] },
);
