import { routePaths } from '../../app/routes';

/**
 * Where to go after signing in: `next` only when it is a path of this site (one leading '/', not
 * '//' or '/\', which browsers read as another host; no scheme, no control characters), else the
 * customer's orders.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || next === '') return routePaths.myOrders;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return routePaths.myOrders;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return routePaths.myOrders;
  try {
    const base = 'https://same.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return routePaths.myOrders;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return routePaths.myOrders;
  }
}

/** The customer's sign-in, coming back to `next` (a path of this site) afterwards. */
export function customerLoginPath(next?: string): string {
  return next ? `${routePaths.myLogin}?next=${encodeURIComponent(next)}` : routePaths.myLogin;
}
