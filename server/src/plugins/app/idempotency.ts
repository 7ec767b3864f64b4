/**
 * One Idempotency-Key, one request. The routes that take the header answer a repeated key with
 * what the key first made (each repository keeps its own key); this plugin makes sure the repeat
 * is the same request. Each key of a merchant or a customer is stored with a hash of the request
 * it came with (method, route, parameters, query and body, keys in a fixed order); the same key
 * with another hash (another body, another shop) is refused with 422
 * `{ ...validation body, reason: 'idempotency_key_reused' }` instead of silently answering the
 * first request's result (an order at shop A for a basket sent to shop B).
 *
 * The key is claimed once the request is authenticated and valid (the route's last `preHandler`):
 * an insert the primary key decides, so of two different requests raced with one key only one
 * goes on. An answer other than a success gives the key back (before the answer leaves, so a
 * corrected retry finds it free). Keys are kept as long as what they made: a key forgotten while
 * its order is not would again answer that order to any other request.
 *
 * A multipart body (a photo) is read by its route, after this check: the key then stands for the
 * route and its parameters only.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  createIdempotencyRequestRepository,
  type ClaimResult,
  type KeyOwner,
} from '../../repositories/idempotencyRequests';
import { validationBody } from '../../validation';

/** The refusal's `reason`, for clients that act on it. */
export const KEY_REUSED = 'idempotency_key_reused';

const HEADER = 'idempotency-key';

interface Claim {
  owner: KeyOwner;
  key: string;
  hash: string;
  /** True when this request inserted the key; false when it repeats one already stored. */
  first: boolean;
}

/** JSON with every object's keys sorted, so equal values have one spelling. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The request a key stands for: the route (not the URL's spelling), its parameters and body. */
function requestHash(request: FastifyRequest, route: string): string {
  const parts = [request.method, route, request.params, request.query, request.body];
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

/** Whose key it is: the signed-in customer's, or the merchant's of the token. */
function ownerOf(request: FastifyRequest): KeyOwner | null {
  if (request.customer) return { customerId: request.customer.customerId };
  const merchantId = request.auth?.merchantId;
  return merchantId == null ? null : { merchantId };
}

/** A key a route claims itself (`FastifyInstance.idempotency`): its owner, the key and the hash. */
export interface PendingClaim {
  owner: KeyOwner;
  key: string;
  hash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route claims its Idempotency-Key itself, in a query of its own work, with what
     * `fastify.idempotency.pending` gives and tells `fastify.idempotency.claimed` what the claim
     * found; the key is settled after the answer as every route's is.
     */
    claimsIdempotencyKey?: boolean;
  }
  interface FastifyInstance {
    idempotency: {
      /** What the request claims (the route's own claim); null: no key or no owner. */
      pending(request: FastifyRequest): PendingClaim | null;
      /**
       * What the route's claim of `pending` found, as `IdempotencyRequestRepository.claim`
       * answers it: true when the key was used for another request (the 422 is then sent).
       */
      claimed(
        request: FastifyRequest,
        reply: FastifyReply,
        pending: PendingClaim,
        found: ClaimResult['kind'],
      ): boolean;
    };
  }
}

function list<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

function takesKey(route: RouteOptions): boolean {
  const headers = route.schema?.headers as { properties?: Record<string, unknown> } | undefined;
  return headers?.properties?.[HEADER] !== undefined;
}

export default fp(
  async (fastify) => {
    const keys = createIdempotencyRequestRepository(fastify.db);
    const claims = new WeakMap<FastifyRequest, Claim>();

    function pending(request: FastifyRequest): PendingClaim | null {
      const key = request.headers[HEADER];
      const owner = ownerOf(request);
      if (typeof key !== 'string' || owner === null) return null;
      return { owner, key, hash: requestHash(request, request.routeOptions.url ?? '') };
    }

    function claimed(
      request: FastifyRequest,
      reply: FastifyReply,
      { owner, key, hash }: PendingClaim,
      found: ClaimResult['kind'],
    ): boolean {
      if (found !== 'reused') {
        claims.set(request, { owner, key, hash, first: found === 'claimed' });
        return false;
      }
      const m = request.messages();
      request.log.info({ route: request.routeOptions.url }, 'idempotency key reused');
      // Sent as text: the route's own 422 schema would drop the reason.
      void reply
        .code(422)
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify({
            ...validationBody(m, { [HEADER]: [m.idempotencyKeyReused] }),
            reason: KEY_REUSED,
          }),
        );
      return true;
    }

    fastify.decorate('idempotency', { pending, claimed });

    async function claimIdempotencyKey(request: FastifyRequest, reply: FastifyReply) {
      const claim = pending(request);
      if (claim === null) return undefined;
      const found = await keys.claim(claim.owner, claim.key, claim.hash);
      if (claimed(request, reply, claim, found.kind)) return reply;
      return undefined;
    }

    async function settleKey(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
      if (!succeeded && claim.first) {
        await keys.release(claim.owner, claim.key, claim.hash);
      } else if (succeeded && !claim.first) {
        // The first request may have failed and given the key back meanwhile: this one holds it.
        await keys.claim(claim.owner, claim.key, claim.hash);
      }
      return payload;
    }

    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (!takesKey(route)) return;
      // Last: after the token, the owner and the route's own checks have answered or passed.
      if (!route.config?.claimsIdempotencyKey) {
        route.preHandler = [...list(route.preHandler), claimIdempotencyKey];
      }
      route.onSend = [...list(route.onSend), settleKey];
    });
  },
  { name: 'idempotency', dependencies: ['database', 'language', 'auth', 'customer-auth'] },
);
