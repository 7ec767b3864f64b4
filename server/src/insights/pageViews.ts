/**
 * Store page views, counted in memory as pages go out and written to the shops' days a few
 * seconds at a time (one statement for every shop viewed since), so that sending a store page
 * costs a map update, not a database write. A view is counted on the Myanmar day it happened;
 * nothing about who viewed is kept.
 */
import { yangonDayOf } from '@contract/insights';
import type { PageViewCount } from '../repositories/insights';

export interface PageViewCounter {
  /** One view of the store page at `slug`, at `at` (now). */
  count(slug: string, at?: Date): void;
  /**
   * Writes the views counted so far. One write at a time: a flush called during another waits
   * for it, then writes what came since. Views whose write failed are kept for the next flush.
   */
  flush(): Promise<void>;
  /** Views counted and not yet written. */
  pending(): number;
}

/**
 * Different shops and days counted before a flush at most: past it, views of a shop and day not
 * already counted are dropped rather than let memory grow without bound (only while writes keep
 * failing, or under a flood of views).
 */
export const MAX_PENDING_PAGES = 10_000;

export function createPageViewCounter(
  write: (counts: PageViewCount[]) => Promise<void>,
  maxPending = MAX_PENDING_PAGES,
): PageViewCounter {
  let counted = new Map<string, PageViewCount>();
  let writing: Promise<void> | null = null;

  const add = (slug: string, day: string, views: number) => {
    const key = `${day} ${slug}`;
    const entry = counted.get(key);
    if (entry) entry.views += views;
    else if (counted.size < maxPending) counted.set(key, { slug, day, views });
  };

  return {
    count(slug, at = new Date()) {
      add(slug, yangonDayOf(at), 1);
    },
    async flush() {
      while (writing) await writing.catch(() => undefined);
      if (counted.size === 0) return;
      const batch = [...counted.values()];
      counted = new Map();
      writing = write(batch)
        .catch((error: unknown) => {
          for (const entry of batch) add(entry.slug, entry.day, entry.views);
          throw error;
        })
        .finally(() => {
          writing = null;
        });
      await writing;
    },
    pending() {
      let views = 0;
      for (const entry of counted.values()) views += entry.views;
      return views;
    },
  };
}
