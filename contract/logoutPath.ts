/**
 * Logout's path in a module of its own: the header calls it on every page, and naming it apart
 * keeps every other path (`apiPaths`) out of the landing page's script; `apiPaths.logout` is this.
 */
export const LOGOUT_PATH = 'merchant/logout';
