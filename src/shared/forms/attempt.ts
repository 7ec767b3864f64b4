/**
 * A form's submissions and their idempotency keys, shared by the store editor's and the
 * promotions page's slices. Pure.
 */
import { nanoid } from '@reduxjs/toolkit';

/**
 * One submission of a form, with the idempotency key it was sent with. Sending the same details
 * again (a retry after a lost answer or an error) reuses the key, so the server creates nothing
 * twice; other details take a new key.
 */
export interface Attempt<B> {
  idempotencyKey: string;
  body: B;
}

const sameBody = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The submission's attempt: the last one's key when the details are the same. */
export function attemptFor<B>(previous: Attempt<B> | null, body: B, freshKey: string): Attempt<B> {
  return previous !== null && sameBody(previous.body, body)
    ? previous
    : { idempotencyKey: freshKey, body };
}

export interface SubmittedPayload<B> {
  body: B;
  freshKey: string;
}

/** The prepare callback of a form's "submitted" action: its details and a fresh key. */
export const submitted =
  <B>() =>
  (body: B) => ({ payload: { body, freshKey: nanoid() } as SubmittedPayload<B> });
