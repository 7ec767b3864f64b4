import type { FastifyReply, FastifyRequest } from 'fastify';
import { PasswordHashingBusyError } from './hashingPool';

/**
 * `hashing`'s result, or null once the 503 `Many people are signing in or registering right now.
 * Please try again in N seconds.` with Retry-After is sent because the hashing pool is full.
 */
export async function unlessBusy<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  hashing: Promise<T>,
): Promise<T | null> {
  try {
    return await hashing;
  } catch (error) {
    if (!(error instanceof PasswordHashingBusyError)) throw error;
    request.log.warn({ url: request.url }, 'password hashing busy');
    await reply
      .code(503)
      .header('Retry-After', String(error.retryAfterSeconds))
      .send({ message: request.messages().passwordsBusy(error.retryAfterSeconds) });
    return null;
  }
}
