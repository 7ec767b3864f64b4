/** Pino options for the server's structured logs. */
import type { FastifyServerOptions } from 'fastify';

/**
 * Secrets never reach the log, whatever a future route or error decides to log: tokens in
 * headers, passwords, card data (card numbers and CVCs) and one-time codes typed (`otp`) at any of
 * the first three levels.
 */
const SECRET_KEYS = ['password', 'password_confirmation', 'card_number', 'cvc', 'token', 'otp'];
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  } satisfies FastifyServerOptions['logger'];
}
