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

/**
 * The direct card gateway of the configured provider, or null when it has none: Dinger takes cards
 * on its own hosted page (the checkout's `card` method), so with `dinger` the card form of the
 * billing screen answers 409 (`cardsOnProviderPage`).
 */
export function createGateway(config: PaymentConfig, db: Db): PaymentGateway | null {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxGateway(db);
    case 'dinger':
      return null;
  }
}

/**
 * Stands in for the gateway of a provider without direct card charging: it charges nothing, and
 * has made no charge to look up (the routes refuse card payments before reaching it).
 */
export const NO_DIRECT_CARDS: PaymentGateway = {
  charge() {
    return Promise.reject(new Error('This payment provider takes no direct card payments'));
  },
  lookup() {
    return Promise.resolve(null);
  },
};

export function resolveGateway(fastify: FastifyInstance): PaymentGateway | null {
  if (fastify.hasDecorator(GATEWAY_DECORATOR)) {
    return (fastify as unknown as Record<typeof GATEWAY_DECORATOR, PaymentGateway>)[
      GATEWAY_DECORATOR
    ];
  }
  return createGateway(fastify.config.payments, fastify.db);
}
