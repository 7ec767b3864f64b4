/** Password hashing with argon2id (the @node-rs/argon2 default algorithm). */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../config';

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
}

export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  const options = { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummy: Promise<string> | undefined;

  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };

  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyNothing(password) {
      dummy ??= hash(randomBytes(32).toString('base64url'), options);
      await check(await dummy, password);
      return false;
    },
  };
}
