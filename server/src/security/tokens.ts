/** Opaque bearer tokens: 256 random bits for the client, their SHA-256 for the database. */
import { createHash, randomBytes } from 'node:crypto';

export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or undefined for any other value. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +([A-Za-z0-9_-]{1,256})$/i.exec(header?.trim() ?? '');
  return match?.[1];
}
