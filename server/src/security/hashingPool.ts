/**
 * Password hashing takes a core for tens of milliseconds and a few dozen MiB. A wave of sign-ups or
 * logins must not take every core from the orders, pages and calls running beside it, so every
 * hash and verify of this process runs in one bounded pool: at most one at a time per spare core
 * (`PASSWORD_HASH_CONCURRENCY`), a short queue behind them (`PASSWORD_HASH_QUEUE`), and beyond
 * that the call is refused at once with a `PasswordHashingBusyError`, which the routes answer 503
 * with Retry-After. Nothing is written before the hash, so a refused registration or login has
 * left nothing behind and can simply be sent again.
 */
import { availableParallelism } from 'node:os';
import { createPool } from '../photos/pool';
import { wholeSetting } from '../settings';

export interface PasswordHashingConfig {
  /** Hashes and verifies this process runs at once (`PASSWORD_HASH_CONCURRENCY`). */
  concurrency: number;
  /** Hashes that may wait for a free slot; one more answers 503 (`PASSWORD_HASH_QUEUE`). */
  queue: number;
  /** Seconds a busy answer asks the client to wait before trying again. */
  busyRetryAfterSeconds: number;
}

/**
 * One hash at a time per core the machine has beyond the one the event loop needs (at least one),
 * and eight waiting per slot: a wait of a fraction of a second at argon2id's cost here, which a
 * person at a form does not notice.
 */
export function defaultPasswordHashing(
  cores: number = availableParallelism(),
): PasswordHashingConfig {
  const concurrency = Math.max(1, cores - 1);
  return { concurrency, queue: 8 * concurrency, busyRetryAfterSeconds: 2 };
}

/** Reads the hashing pool's settings; throws with a message naming the variable on a bad value. */
export function loadPasswordHashingConfig(
  env: NodeJS.ProcessEnv,
  cores: number = availableParallelism(),
): PasswordHashingConfig {
  const d = defaultPasswordHashing(cores);
  const concurrency = wholeSetting(env, 'PASSWORD_HASH_CONCURRENCY', d.concurrency, 1, 256);
  return {
    concurrency,
    queue: wholeSetting(env, 'PASSWORD_HASH_QUEUE', 8 * concurrency, 0, 100_000),
    busyRetryAfterSeconds: d.busyRetryAfterSeconds,
  };
}

/** The pool and its queue are full: the caller answers 503 with Retry-After. */
export class PasswordHashingBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Password hashing is busy');
    this.name = 'PasswordHashingBusyError';
  }
}

export interface TaskPool {
  /**
   * Runs `task` once a slot is free, and gives the slot back when it settles, fulfilled or not.
   * Rejects with `PasswordHashingBusyError`, without running it, when the slots and the queue
   * are all taken.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks it runs at once at most. */
  readonly size: number;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a slot now. */
  readonly waiting: number;
}

export function createTaskPool(config: PasswordHashingConfig): TaskPool {
  const pool = createPool(config.concurrency, config.queue);
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      const slot = pool.acquire();
      if (!slot) throw new PasswordHashingBusyError(config.busyRetryAfterSeconds);
      const release = await slot;
      try {
        return await task();
      } finally {
        release();
      }
    },
    size: config.concurrency,
    get running() {
      return pool.running;
    },
    get waiting() {
      return pool.waiting;
    },
  };
}
