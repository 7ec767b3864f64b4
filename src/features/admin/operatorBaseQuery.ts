import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { tokenBaseQuery } from '../../shared/api/tokenBaseQuery';
import { operatorUnauthorized } from './operatorEvents';

/** The operator's token, read structurally: the back office's session slice is lazily injected. */
export function operatorTokenOf(state: unknown): string | null {
  const session = (state as { operatorSession?: { token?: unknown } }).operatorSession;
  return typeof session?.token === 'string' ? session.token : null;
}

/**
 * The base query of the back office's calls (their endpoints' `queryFn`): JSON over fetch like
 * the app's, with the operator's token and never a merchant's or a customer's, and a 401
 * announced as `admin/operatorUnauthorized` (the session ended: idle, expired or signed out).
 */
export const operatorBaseQuery = tokenBaseQuery(operatorTokenOf, operatorUnauthorized);

type Result<T> = { data: T } | { error: FetchBaseQueryError };

/** An operator's call, for an endpoint's `queryFn`. */
export const operatorCall = <T>(
  args: string | FetchArgs,
  api: Parameters<typeof operatorBaseQuery>[1],
): Promise<Result<T>> => operatorBaseQuery(args, api, {}) as Promise<Result<T>>;
