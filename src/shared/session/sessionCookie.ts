/**
 * The session cookies (`SESSION_COOKIES` of contract/pages.ts): each session's bearer token, kept
 * beside local storage so that the server can send that person's pages already rendered. Only the
 * page renderer reads them; the API takes the `Authorization` header alone.
 */
import { SESSION_COOKIE_MAX_AGE } from '@contract/pages';

/**
 * Writes the session cookie `name` (`SESSION_COOKIES`) with `token` (URL-safe base64, written as
 * it is), or expires it (null): every path of this site, sent on top-level navigations from
 * elsewhere (`SameSite=Lax`), over https only when the page is.
 */
export function keepSessionCookie(name: string, token: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${token ?? ''};path=/;max-age=${token ? SESSION_COOKIE_MAX_AGE : 0};samesite=lax${location.protocol === 'https:' ? ';secure' : ''}`;
}
