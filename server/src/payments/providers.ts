/**
 * The payment provider the checkout routes use: the configured one (`PAYMENT_PROVIDER`), unless
 * an instance was decorated with `paymentProvider` before its plugins loaded (a test's provider).
 * One provider per database and configuration, shared by every plugin of an app (the Dinger
 * adapter keeps its payment token; the sandbox its signing key).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { PaymentConfig } from './config';
import { createDingerProvider } from './dinger/provider';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandboxProvider';

export const PROVIDER_DECORATOR = 'paymentProvider';

export function createPaymentProvider(config: PaymentConfig, db: Db): PaymentProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxProvider(db, { merchantName: config.seller.name });
    case 'dinger':
      if (!config.dinger) throw new Error('PAYMENT_PROVIDER=dinger needs its DINGER_* settings');
      return createDingerProvider(config.dinger, { timeoutMs: config.gatewayTimeoutMs });
  }
}

const made = new WeakMap<Db, WeakMap<PaymentConfig, PaymentProvider>>();

export function resolvePaymentProvider(fastify: FastifyInstance): PaymentProvider {
  if (fastify.hasDecorator(PROVIDER_DECORATOR)) {
    return (fastify as unknown as Record<typeof PROVIDER_DECORATOR, PaymentProvider>)[
      PROVIDER_DECORATOR
    ];
  }
  const config = fastify.config.payments;
  let byConfig = made.get(fastify.db);
  if (!byConfig) made.set(fastify.db, (byConfig = new WeakMap()));
  let provider = byConfig.get(config);
  if (!provider) byConfig.set(config, (provider = createPaymentProvider(config, fastify.db)));
  return provider;
}
