/**
 * The rules of ratings and reviews, pure, for the server and the SPA alike: who may still rate a
 * visit, and how an average reads.
 */

/** A visit may be rated for this many days after it was completed. */
export const REVIEW_WINDOW_DAYS = 14;

export const REVIEW_LIMITS = { starsMin: 1, starsMax: 5, textMax: 1000, replyMax: 1000 } as const;

/** The newest reviews a page shows. */
export const REVIEW_PAGE_SIZE = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a visit completed at `completedAt` may be rated. */
export function reviewDeadline(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** The earliest completion of a visit that may still be rated at `now`. */
export function reviewWindowStart(now: Date): Date {
  return new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
}

/** Whether a visit completed at `completedAt` may still be rated at `now`. */
export function withinReviewWindow(completedAt: Date, now: Date): boolean {
  return now.getTime() <= reviewDeadline(completedAt).getTime();
}

/** The average of `count` ratings summing to `total`, to one decimal; null without a rating. */
export function ratingAverage(total: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((total * 10) / count) / 10;
}

/**
 * Words before a Myanmar name that are not the name: U, Daw, Ko, Ma, Maung (Mg), Saya, Sayama and
 * Dr, written in English letters or in Burmese.
 */
const HONORIFICS = new Set([
  'u',
  'daw',
  'ko',
  'ma',
  'maung',
  'mg',
  'saya',
  'sayama',
  'dr',
  'dr.',
  'ဦး',
  'ဒေါ်',
  'ကို',
  'မ',
  'မောင်',
  'ဆရာ',
  'ဆရာမ',
]);

/**
 * How a review names who wrote it: the first word of their name after any honorific ('Ma Hnin
 * Wai' is 'Hnin', 'Ko Aung' is 'Aung'); a name that is only an honorific and one word keeps that
 * word; '' without a name.
 */
export function firstName(name: string | null): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '');
  const named = words.find((word) => !HONORIFICS.has(word.toLowerCase()));
  return named ?? words[0] ?? '';
}
