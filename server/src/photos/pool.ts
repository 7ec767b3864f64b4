/**
 * A small counting semaphore with a bounded queue: at most `size` tasks hold a slot at once, at
 * most `queue` more wait for one, and anything beyond is told at once that there is no room.
 * Photo encoding uses it so that a burst of uploads keeps the process's threads for everyone
 * else: a page, a login or an order never waits behind a dozen images being decoded.
 */

/** Gives the slot back; calling it again does nothing. */
export type Release = () => void;

export interface Pool {
  /**
   * A slot: at once when one is free, after the tasks ahead of it when the queue has room; null
   * when the pool and its queue are full (the caller answers "busy").
   */
  acquire: () => Promise<Release> | null;
  /** Tasks holding a slot now. */
  readonly running: number;
  /** Tasks waiting for a slot now. */
  readonly waiting: number;
}

export function createPool(size: number, queue: number): Pool {
  if (!Number.isInteger(size) || size < 1) throw new Error('A pool needs at least one slot');
  if (!Number.isInteger(queue) || queue < 0) throw new Error('A queue cannot be negative');
  let running = 0;
  const waiting: Array<(release: Release) => void> = [];

  function releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      // The slot passes straight to the first in the queue: no newcomer can take it in between.
      if (next) next(releaser());
      else running -= 1;
    };
  }

  return {
    acquire() {
      if (running < size) {
        running += 1;
        return Promise.resolve(releaser());
      }
      if (waiting.length >= queue) return null;
      return new Promise<Release>((resolve) => waiting.push(resolve));
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
