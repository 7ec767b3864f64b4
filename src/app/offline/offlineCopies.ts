/**
 * What the service worker (src/sw/serviceWorker.ts) and the page agree on: which pages and API
 * answers are kept for reading offline, and how a kept copy says when it was saved. Plain
 * functions and names, no DOM and no worker types, so that both builds import them.
 */

/** The store pages (`/shops/:slug` and the pages beneath) and the shopper's cards. */
const KEPT_PAGES = [/^\/shops\/[^/]+(?:\/.*)?$/, /^\/my\/cards\/?$/];

/**
 * The answers those pages read: a shop and its parts (`marketplace/shops/:slug/...`), the
 * shopper's standing there, the shopper's cards and record. Slots and quotes are not kept: a
 * time offered yesterday is not on offer today.
 */
const KEPT_ANSWERS = [
  /^\/api\/marketplace\/shops\/[^/]+(?:\/(?:promotions|posts(?:\/[^/]+)?))?$/,
  /^\/api\/customer\/shops\/[^/]+\/(?:loyalty|membership)$/,
  /^\/api\/customer\/(?:cards|me)$/,
];

/** Each kept copy carries the time it was saved (ISO 8601), stamped when it is stored. */
export const SAVED_AT_HEADER = 'x-saved-at';

/**
 * Set on a copy the worker answers with because the network did not answer: its value is the
 * copy's `SAVED_AT_HEADER`. The page reads it on API answers (offlineCopyListeners.ts).
 */
export const COPY_HEADER = 'x-offline-copy';

/** The caches the worker keeps copies in; versioned, so that a new shape starts empty. */
export const PAGES_CACHE = 'pages-v1';
export const ANSWERS_CACHE = 'answers-v1';

/** The page asks the worker which copies it answered this page with (a MessageChannel reply). */
export const COPIES_ASKED = 'COPIES_ASKED';
/** The page tells the waiting worker to take over ('Reload' pressed). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The worker's reply to `COPIES_ASKED`: the oldest copy's save time, or null for none. */
export interface CopiesAnswer {
  savedAt: string | null;
}

/** Whether a page (its path) is kept for reading offline. */
export function keepsPage(pathname: string): boolean {
  return KEPT_PAGES.some((page) => page.test(pathname));
}

/** Whether an API answer (its path, `/api/...`) is kept for reading offline. */
export function keepsAnswer(pathname: string): boolean {
  return KEPT_ANSWERS.some((answer) => answer.test(pathname));
}

/** A save time as the copies carry it, or null when it is missing or not a time. */
export function readSavedAt(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The older of two save times (a page shown from several copies is as old as its oldest part). */
export function olderSavedAt(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) <= Date.parse(b) ? a : b;
}
