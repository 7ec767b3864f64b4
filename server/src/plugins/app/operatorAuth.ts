/**
 * The back office's guard. Every `/api/admin` route declares who may call it in its route config,
 * `config: { operatorAccess }`:
 * - a part of the back office (contract/operators.ts `OPERATOR_ACCESS`): an active operator
 *   session (password and second factor) of a role listed for it, else 401 `Token not valid`
 *   (no session, or an ended one) or 403 (a role not listed);
 * - 'active': any active operator session, whatever the role;
 * - 'enrol' or 'second_factor': a session at that stage of the sign-in;
 * - 'public': no session (the sign-in itself).
 * The guard is added to the route's `onRequest` here, before anything else runs, so a route
 * cannot forget it, and an `/api/admin` route that declares nothing refuses to register.
 * Operator tokens are looked up only in `operator_sessions`: a merchant's or a customer's token
 * never passes, and an operator's never passes their guards.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  operatorMay,
  type OperatorAccess,
  type OperatorRole,
  type OperatorStage,
} from '@contract/operators';
import type { OperatorContext } from '../../repositories/operatorSessions';
import { createOperatorSessionRepository } from '../../repositories/operatorSessions';
import { bearerToken, generateToken, hashToken } from '../../security/tokens';
import type { Db } from '../../db/db';

export type OperatorRouteAccess = OperatorAccess | 'active' | 'public' | OperatorStage;

/** An `/api/admin` route and who may call it, as registered. */
export interface OperatorRoute {
  method: string;
  url: string;
  access: OperatorRouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (`/api/admin` routes must say). */
    operatorAccess?: OperatorRouteAccess;
  }
  interface FastifyInstance {
    /** Every `/api/admin` route registered, with its access: the roles-by-routes test walks it. */
    operatorRoutes: OperatorRoute[];
    /** A new operator session at `stage`; returns the only copy of its token. */
    issueOperatorToken(operatorId: number, stage: OperatorStage, tx?: Db): Promise<string>;
    /** The clock authenticator codes are checked against (ms since 1970); tests set `now`. */
    operatorClock: { now: () => number };
  }
  interface FastifyRequest {
    /** Set by the operator guard; null on every other route. */
    operator: OperatorContext | null;
  }
}

const ADMIN_PREFIX = '/api/admin';

/** Pure: may an operator of `role`, past the stage check, call a route of `access`? */
export function roleAllowed(access: OperatorRouteAccess, role: OperatorRole): boolean {
  if (access === 'active' || access === 'enrol' || access === 'second_factor') return true;
  if (access === 'public') return true;
  return operatorMay(role, access);
}

export default fp(
  async (fastify) => {
    const { config } = fastify;
    const sessions = createOperatorSessionRepository(fastify.db);
    const routes: OperatorRoute[] = [];
    fastify.decorate('operatorRoutes', routes);
    fastify.decorate('operatorClock', { now: () => Date.now() });
    fastify.decorateRequest('operator', null);

    fastify.decorate(
      'issueOperatorToken',
      async (operatorId: number, stage: OperatorStage, tx?: Db) => {
        const token = generateToken();
        await sessions.insert(
          hashToken(token),
          operatorId,
          stage,
          config.operators.sessionHours,
          tx,
        );
        return token;
      },
    );

    function guard(access: OperatorRouteAccess): onRequestHookHandler {
      return async function operatorGuard(request: FastifyRequest, reply: FastifyReply) {
        const token = bearerToken(request.headers.authorization);
        const found =
          token && (await sessions.touch(hashToken(token), config.operators.idleMinutes));
        const m = request.messages();
        const wantedStage: OperatorStage =
          access === 'enrol' || access === 'second_factor' ? access : 'active';
        if (!found || found.stage !== wantedStage) {
          return reply.code(401).send({ message: m.tokenNotValid });
        }
        if (!roleAllowed(access, found.role)) {
          return reply.code(403).send({ message: m.operatorRoleRefused });
        }
        request.operator = found;
      };
    }

    fastify.addHook('onRoute', (route) => {
      if (!route.url.startsWith(ADMIN_PREFIX)) return;
      const access = route.config?.operatorAccess;
      if (!access) {
        throw new Error(`${route.url} is an operator route that does not say who may call it`);
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, access });
      }
      if (access === 'public') return;
      const existing = route.onRequest;
      const before = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      route.onRequest = [guard(access), ...before];
    });
  },
  { name: 'operator-auth', dependencies: ['config', 'database', 'language'] },
);
