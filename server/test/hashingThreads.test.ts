import { readFileSync, readdirSync } from 'node:fs';
import { verify } from '@node-rs/argon2';
import { createHashingThreads } from '../src/security/hashingThreads';
import { FAST_HASHING } from './helpers';

const OPTIONS = { ...FAST_HASHING, parallelism: 1 };

/** The nice values of this process's threads (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name may hold spaces: the fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

describe('the hashing threads', () => {
  test('hash with argon2id and verify, as argon2 itself does', async () => {
    const threads = createHashingThreads(2);
    try {
      const hash = String(
        await threads.run({ op: 'hash', password: 'golden-rock-42', options: OPTIONS }),
      );
      expect(hash).toMatch(/^\$argon2id\$/);
      await expect(verify(hash, 'golden-rock-42')).resolves.toBe(true);
      await expect(
        threads.run({ op: 'verify', passwordHash: hash, password: 'golden-rock-42' }),
      ).resolves.toBe(true);
      await expect(
        threads.run({ op: 'verify', passwordHash: hash, password: 'wrong' }),
      ).resolves.toBe(false);
      // Two at once, one per thread.
      const both = await Promise.all([
        threads.run({ op: 'verify', passwordHash: hash, password: 'golden-rock-42' }),
        threads.run({ op: 'verify', passwordHash: hash, password: 'golden-rock-42' }),
      ]);
      expect(both).toEqual([true, true]);
    } finally {
      await threads.close();
    }
  });

  test('a corrupt hash is an error of that call only; the thread goes on', async () => {
    const threads = createHashingThreads(1);
    try {
      await expect(
        threads.run({ op: 'verify', passwordHash: 'not a hash', password: 'x' }),
      ).rejects.toThrow();
      await expect(
        threads.run({ op: 'hash', password: 'golden-rock-42', options: OPTIONS }),
      ).resolves.toMatch(/^\$argon2id\$/);
    } finally {
      await threads.close();
    }
  });

  const linux = process.platform === 'linux' ? test : test.skip;
  linux('run at the lowest priority, so that requests come first', async () => {
    const before = threadNiceValues().filter((nice) => nice === 19).length;
    const threads = createHashingThreads(2);
    try {
      await Promise.all([
        threads.run({ op: 'hash', password: 'a', options: OPTIONS }),
        threads.run({ op: 'hash', password: 'b', options: OPTIONS }),
      ]);
      expect(threadNiceValues().filter((nice) => nice === 19).length).toBe(before + 2);
    } finally {
      await threads.close();
    }
  });
});
