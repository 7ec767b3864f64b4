/**
 * Password hashing with argon2id (the @node-rs/argon2 default algorithm). Every hash and verify
 * runs in the process's bounded pool (`hashingPool.ts`), on its low-priority threads
 * (`hashingThreads.ts`): beyond the pool's queue, they reject with `PasswordHashingBusyError`
 * without hashing.
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { PasswordHashCost } from '../config';
import { createTaskPool, defaultPasswordHashing, type TaskPool } from './hashingPool';
import { createHashingThreads, type HashingThreads } from './hashingThreads';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches `passwordHash`; false for a wrong password or a corrupt hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Does the work of a `verify` against a hash of a random password and returns false. Login
   * calls it when the phone is unknown, so that an unknown phone takes as long as a wrong
   * password and response times do not reveal which phones are registered.
   */
  verifyNothing(password: string): Promise<false>;
  /** The pool every hash and verify runs in. */
  readonly pool: TaskPool;
  /** Stops the hashing threads (the app does when it closes). */
  close(): Promise<void>;
}

export function createPasswordHasher(
  cost: PasswordHashCost,
  pool: TaskPool = createTaskPool(defaultPasswordHashing()),
  // As many threads as the pool lets hashes run at once: a slot always finds an idle thread.
  threads: HashingThreads = createHashingThreads(pool.size),
): PasswordHasher {
  const options = { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;

  const check = async (passwordHash: string, password: string) => {
    try {
      return (await threads.run({ op: 'verify', passwordHash, password })) === true;
    } catch {
      return false;
    }
  };

  return {
    hash: (password) =>
      pool.run(async () => String(await threads.run({ op: 'hash', password, options }))),
    verify: (passwordHash, password) => pool.run(() => check(passwordHash, password)),
    async verifyNothing(password) {
      // The dummy hash is made once, outside the pool: this process's own work, done for the
      // first unknown phone only.
      dummy ??= hash(randomBytes(32).toString('base64url'), options);
      const against = await dummy;
      await pool.run(() => check(against, password));
      return false;
    },
    pool,
    close: () => threads.close(),
  };
}
