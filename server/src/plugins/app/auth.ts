/**
 * Authentication: password hashing, issuing bearer tokens, and the hooks that guard merchant
 * calls. Routes put `requireAuth` (and then `requireOwnMerchant`) in `onRequest`, so a request
 * without a valid token is refused with 401 before its body is even parsed or validated.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createTaskPool } from '../../security/hashingPool';
import { createPasswordHasher, type PasswordHasher } from '../../security/passwords';
import { bearerToken, generateToken, hashToken } from '../../security/tokens';

export interface AuthContext {
  tokenId: number;
  userId: number;
  merchantId: number | null;
}

/** Usable as an `onRequest` or `preHandler` hook; returns the reply when it has answered. */
export type AuthHook = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply | void>;

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    /** Creates a token for the user and merchant; returns the only copy of its plain text. */
    issueToken(userId: number, merchantId: number): Promise<string>;
    /** 401 `Token not valid` unless the request carries an active bearer token. */
    requireAuth: AuthHook;
    /**
     * 403 `Unauthorized to use this merchant` unless the route's `merchantId` parameter is the
     * token's merchant. Runs after `requireAuth`.
     */
    requireOwnMerchant: AuthHook;
  }
  interface FastifyRequest {
    /** Set by `requireAuth`; null on calls that do not require a token. */
    auth: AuthContext | null;
  }
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

    fastify.decorate('issueToken', async (userId: number, merchantId: number) => {
      const token = generateToken();
      await repositories.tokens.insert(hashToken(token), userId, merchantId, config.tokenTtlHours);
      return token;
    });

    fastify.decorate('requireAuth', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request.headers.authorization);
      const active = token && (await repositories.tokens.findActive(hashToken(token)));
      if (!active) return reply.code(401).send({ message: request.messages().tokenNotValid });
      request.auth = active;
    });

    fastify.decorate('requireOwnMerchant', async (request: FastifyRequest, reply: FastifyReply) => {
      // Compared as text: in onRequest the parameter is still the raw string of the URL.
      const { merchantId } = request.params as { merchantId?: unknown };
      const own = request.auth?.merchantId;
      if (own == null || String(merchantId) !== String(own)) {
        return reply.code(403).send({ message: request.messages().notOwnMerchant });
      }
    });
  },
  { name: 'auth', dependencies: ['config', 'repositories', 'language'] },
);
