/**
 * The payment gateway the routes charge through. The app uses the sandbox unless an instance was
 * decorated with `paymentGateway` before its plugins loaded (a real processor's client, or a
 * test's recording gateway): `buildApp(...).decorate('paymentGateway', gateway)`.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox';

export type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
  DeclineCode,
  PaymentGateway,
} from './gateway';
export { createSandboxGateway, SANDBOX_MESSAGES } from './sandbox';
export { cardBrand, isExpired, lastFour, luhnValid } from './card';

export const GATEWAY_DECORATOR = 'paymentGateway';

export function resolveGateway(fastify: FastifyInstance): PaymentGateway {
  if (fastify.hasDecorator(GATEWAY_DECORATOR)) {
    return (fastify as unknown as Record<typeof GATEWAY_DECORATOR, PaymentGateway>)[
      GATEWAY_DECORATOR
    ];
  }
  return createSandboxGateway(fastify.db);
}
