/**
 * The payment gateway the routes charge through: the configured processor (`config.payments`,
 * `PAYMENT_PROVIDER`), unless an instance was decorated with `paymentGateway` before its plugins
 * loaded (a test's recording gateway): `buildApp(...).decorate('paymentGateway', gateway)`.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { PaymentConfig } from './config';
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

export function createGateway(config: PaymentConfig, db: Db): PaymentGateway {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxGateway(db);
  }
}

export function resolveGateway(fastify: FastifyInstance): PaymentGateway {
  if (fastify.hasDecorator(GATEWAY_DECORATOR)) {
    return (fastify as unknown as Record<typeof GATEWAY_DECORATOR, PaymentGateway>)[
      GATEWAY_DECORATOR
    ];
  }
  return createGateway(fastify.config.payments, fastify.db);
}
