/**
 * Operators for the back office's tests: one of a role, enrolled, with an active session (what a
 * full sign-in with password and code ends in), without going through the sign-in each time.
 */
import type { OperatorRole } from '@contract/operators';
import type { Db } from '../src/db/db';
import type { App } from '../src/app';

/** A known authenticator secret (base32) for tests that compute codes. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let made = 0;

/** Inserts an enrolled operator of `role`; returns its id and phone. */
export async function insertOperator(
  db: Db,
  role: OperatorRole,
  overrides: { phone?: string; name?: string; passwordHash?: string } = {},
): Promise<{ operatorId: number; phone: string }> {
  made += 1;
  const phone =
    overrides.phone ??
    `0979${String(process.pid % 1000).padStart(3, '0')}${String(made).padStart(4, '0')}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO operators (phone, name, role, password_hash, totp_secret, totp_enrolled_at)
     VALUES ($1, $2, $3, $4, $5, now()) RETURNING id`,
    [
      phone,
      overrides.name ?? `Test ${role}`,
      role,
      overrides.passwordHash ?? 'not-a-hash',
      TEST_TOTP_SECRET,
    ],
  );
  return { operatorId: rows[0]!.id, phone };
}

/** An operator of `role` signed in (password and second factor): the bearer token and the id. */
export async function signedInOperator(
  app: App,
  role: OperatorRole,
): Promise<{ token: string; operatorId: number; phone: string }> {
  const operator = await insertOperator(app.db, role);
  const token = await app.issueOperatorToken(operator.operatorId, 'active');
  return { token, ...operator };
}
