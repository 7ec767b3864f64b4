import { routePaths } from '../../app/routes';
import { safeNextPath as safeNext } from '../session/nextPath';

/** Where to go after signing in: `next` when it is a path of this site, else the customer's orders. */
export function safeNextPath(next: string | null | undefined): string {
  return safeNext(next, routePaths.myOrders);
}

/** The customer's sign-in, coming back to `next` (a path of this site) afterwards. */
export function customerLoginPath(next?: string): string {
  return next ? `${routePaths.myLogin}?next=${encodeURIComponent(next)}` : routePaths.myLogin;
}
