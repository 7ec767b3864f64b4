/**
 * Build-time configuration. Webpack's DefinePlugin replaces the exact expressions
 * `process.env.API_BASE_URL` and `process.env.MERCHANT_PORTAL_URL`; under Jest they are real
 * environment variables, usually undefined, so the defaults apply.
 */
export const API_BASE_URL: string = process.env.API_BASE_URL || '/api';

/** Where the static payment page sends the merchant after a card payment. */
export const MERCHANT_PORTAL_URL: string = process.env.MERCHANT_PORTAL_URL || '/dashboard';

/**
 * The API base as an absolute URL ending in '/', resolved against the page's origin at call time
 * (a relative base such as '/api' is fine for a browser but Node's fetch, used under Jest, rejects it).
 */
export function absoluteApiBase(base: string = API_BASE_URL): string {
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  // A server render (src/ssr) has no page: its calls go to its own process (src/api/transport.ts).
  const origin =
    process.env.RENDER_TARGET === 'server' ? 'http://localhost' : window.location.origin;
  return new URL(withSlash, origin).href;
}

/** In a server render, the origin the request came to (`setRenderOrigin`, before each pass). */
let renderOrigin = 'http://localhost';

/** The origin a server render shows (src/ssr/renderRoute.tsx sets it before rendering). */
export function setRenderOrigin(origin: string): void {
  renderOrigin = origin;
}

/** The site's origin as a page shows it (a shop's address): the page's, or the request's. */
export function pageOrigin(): string {
  return process.env.RENDER_TARGET === 'server' ? renderOrigin : window.location.origin;
}
