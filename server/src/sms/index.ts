/**
 * The SMS provider the one-time codes leave through: the configured one (`config.sms`), unless an
 * instance was decorated with `smsProvider` before its plugins loaded (a test's recording
 * provider): `buildApp(...).decorate('smsProvider', provider)`.
 */
import type { FastifyInstance } from 'fastify';
import type { SmsConfig } from './config';
import type { SmsProvider } from './provider';
import { createSandboxSms } from './sandbox';
import { createSmsPoh } from './smspoh';

export type { SmsConfig } from './config';
export { SmsError, type SmsFailure, type SmsProvider } from './provider';
export { createSandboxSms } from './sandbox';
export { createSmsPoh } from './smspoh';

export const SMS_DECORATOR = 'smsProvider';

export function createSmsProvider(config: SmsConfig): SmsProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxSms();
    case 'smspoh':
      return createSmsPoh(config);
  }
}

export function resolveSmsProvider(fastify: FastifyInstance): SmsProvider {
  if (fastify.hasDecorator(SMS_DECORATOR)) {
    return (fastify as unknown as Record<typeof SMS_DECORATOR, SmsProvider>)[SMS_DECORATOR];
  }
  return createSmsProvider(fastify.config.sms);
}
