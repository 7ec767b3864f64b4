/**
 * Customers' bearer tokens and the hook that guards customer calls. A customer token is looked up
 * only in `customer_tokens` and a merchant token only in `auth_tokens`: neither ever passes the
 * other's guard. Routes put `requireCustomer` in `onRequest`, so a request without an active
 * customer token is refused with 401 `Token not valid` before its body is read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, generateToken, hashToken } from '../../security/tokens';
import type { Db } from '../../db/db';
import type { AuthHook } from './auth';

export interface CustomerContext {
  customerId: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Creates a customer token; returns the only copy of its plain text. Pass `tx` to create it in
     * the transaction of the sign-in.
     */
    issueCustomerToken(customerId: number, tx?: Db): Promise<string>;
    /** 401 `Token not valid` unless the request carries an active customer token. */
    requireCustomer: AuthHook;
    /**
     * For public calls that do more for a signed-in customer: no `Authorization` header passes
     * as a visitor (`request.customer` stays null); one that is not an active customer token is
     * 401 `Token not valid`, as on `requireCustomer`.
     */
    optionalCustomer: AuthHook;
  }
  interface FastifyRequest {
    /** Set by `requireCustomer`; null on calls that do not require a customer. */
    customer: CustomerContext | null;
  }
}

export default fp(
  async (fastify) => {
    const { repositories, config } = fastify;
    fastify.decorateRequest('customer', null);

    fastify.decorate('issueCustomerToken', async (customerId: number, tx?: Db) => {
      const token = generateToken();
      await repositories.customers.insertToken(
        hashToken(token),
        customerId,
        config.tokenTtlHours,
        tx,
      );
      return token;
    });

    const requireCustomer: AuthHook = async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      const active = token && (await repositories.customers.findActiveToken(hashToken(token)));
      if (!active) return reply.code(401).send({ message: request.messages().tokenNotValid });
      request.customer = active;
    };
    fastify.decorate('requireCustomer', requireCustomer);

    fastify.decorate('optionalCustomer', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization === undefined) return;
      return requireCustomer(request, reply);
    });
  },
  { name: 'customer-auth', dependencies: ['config', 'repositories', 'language'] },
);
