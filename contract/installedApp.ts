/**
 * Where the installed app opens. The web app manifest's `start_url` is one address for everyone,
 * `/start`; the server (server/src/plugins/app/spa.ts) sends each person on from there by the
 * session cookies the browser holds (`SESSION_COOKIES` of ./pages.ts), and offline the service
 * worker does the same from the cookies it can read (src/sw/serviceWorker.ts).
 */

/** The manifest's `start_url`. */
export const START_PATH = '/start';

/** The web app manifest's address: the server answers it in the reader's language. */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The built manifest of a language, beside index.html (scripts/webManifest.ts writes them). */
export function manifestFileOf(language: 'en' | 'my'): string {
  return `manifest.${language}.webmanifest`;
}

/**
 * The page the app opens at: a merchant's inbox, where new orders arrive; a shopper's
 * marketplace; anyone else's landing page. Someone signed in as both is taken as the merchant:
 * the inbox is what cannot wait.
 */
export function startPathFor(sessions: { merchant: boolean; customer: boolean }): string {
  if (sessions.merchant) return '/store/orders';
  if (sessions.customer) return '/customer';
  return '/';
}
