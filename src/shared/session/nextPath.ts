import { routePaths } from '../../app/routes';

/**
 * Where to go after signing in: `next` only when it is a path of this site (one leading '/', not
 * '//' or '/\', which browsers read as another host; no scheme, no backslash, no control
 * character), with its query and hash; anything else goes to `fallback`, the merchant's dashboard
 * unless told otherwise.
 */
export function safeNextPath(
  next: string | null | undefined,
  fallback: string = routePaths.dashboard,
): string {
  if (typeof next !== 'string' || next === '') return fallback;
  if (!next.startsWith('/') || next.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  try {
    const base = 'https://same.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The merchant's login, coming back to `next` (a path of this site) afterwards. */
export function merchantLoginPath(next?: string): string {
  const back = next === undefined ? undefined : safeNextPath(next, '');
  return back ? `${routePaths.login}?next=${encodeURIComponent(back)}` : routePaths.login;
}
