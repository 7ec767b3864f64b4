import {
  PasswordHashingBusyError,
  createTaskPool,
  defaultPasswordHashing,
  loadPasswordHashingConfig,
} from '../src/security/hashingPool';
import { createPasswordHasher } from '../src/security/passwords';
import { FAST_HASHING } from './helpers';

/** A task that runs until the test lets it finish (or fail). */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { task: () => done, open, fail };
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hashing pool', () => {
  test('runs at most `concurrency` tasks at once and starts the queued ones in order', async () => {
    const pool = createTaskPool({ concurrency: 2, queue: 3, busyRetryAfterSeconds: 2 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      pool.run(() => {
        started.push(i);
        return g.task();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([pool.running, pool.waiting]).toEqual([2, 3]);

    gates[1]?.open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect([pool.running, pool.waiting]).toEqual([2, 2]);

    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });

  test('refuses a task beyond the queue with a typed error, without running it', async () => {
    const pool = createTaskPool({ concurrency: 1, queue: 1, busyRetryAfterSeconds: 7 });
    const first = gate();
    const second = gate();
    const running = pool.run(first.task);
    const queued = pool.run(second.task);
    let ran = false;
    const refused = pool.run(async () => {
      ran = true;
    });
    await expect(refused).rejects.toBeInstanceOf(PasswordHashingBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 7 });
    expect(ran).toBe(false);
    expect([pool.running, pool.waiting]).toEqual([1, 1]);

    first.open();
    second.open();
    await Promise.all([running, queued]);
    // Room again: the next task runs.
    await expect(pool.run(async () => 'ran')).resolves.toBe('ran');
  });

  test('with no queue, refuses everything while its slots are taken', async () => {
    const pool = createTaskPool({ concurrency: 1, queue: 0, busyRetryAfterSeconds: 1 });
    const first = gate();
    const running = pool.run(first.task);
    await expect(pool.run(async () => 1)).rejects.toBeInstanceOf(PasswordHashingBusyError);
    first.open();
    await running;
    await expect(pool.run(async () => 1)).resolves.toBe(1);
  });

  test('gives the slot back when a task fails or throws, and passes its error on', async () => {
    const pool = createTaskPool({ concurrency: 1, queue: 1, busyRetryAfterSeconds: 1 });
    const failing = gate();
    const failed = pool.run(failing.task);
    const next = pool.run(async () => 'next');
    failing.fail(new Error('argon2 failed'));
    await expect(failed).rejects.toThrow('argon2 failed');
    await expect(next).resolves.toBe('next');

    const thrown = pool.run(() => {
      throw new Error('thrown before a promise');
    });
    await expect(thrown).rejects.toThrow('thrown before a promise');
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
    await expect(pool.run(async () => 'after')).resolves.toBe('after');
  });
});

describe('the pool settings', () => {
  test('one slot per spare core, at least one, and eight waiting per slot', () => {
    expect(defaultPasswordHashing(1)).toEqual({
      concurrency: 1,
      queue: 8,
      busyRetryAfterSeconds: 2,
    });
    expect(defaultPasswordHashing(2)).toMatchObject({ concurrency: 1, queue: 8 });
    expect(defaultPasswordHashing(8)).toMatchObject({ concurrency: 7, queue: 56 });
  });

  test('PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE set them; bad values stop the start', () => {
    expect(loadPasswordHashingConfig({}, 4)).toMatchObject({ concurrency: 3, queue: 24 });
    expect(loadPasswordHashingConfig({ PASSWORD_HASH_CONCURRENCY: '2' }, 4)).toMatchObject({
      concurrency: 2,
      queue: 16,
    });
    expect(
      loadPasswordHashingConfig({ PASSWORD_HASH_CONCURRENCY: '2', PASSWORD_HASH_QUEUE: '0' }, 4),
    ).toMatchObject({ concurrency: 2, queue: 0 });
    expect(() => loadPasswordHashingConfig({ PASSWORD_HASH_CONCURRENCY: '0' }, 4)).toThrow(
      'PASSWORD_HASH_CONCURRENCY must be an integer from 1 to 256, got "0"',
    );
    expect(() => loadPasswordHashingConfig({ PASSWORD_HASH_QUEUE: 'many' }, 4)).toThrow(
      'PASSWORD_HASH_QUEUE must be an integer',
    );
  });
});

describe('the password hasher in its pool', () => {
  test('hash, verify and verifyNothing are refused while the pool is full, and work after', async () => {
    const pool = createTaskPool({ concurrency: 1, queue: 0, busyRetryAfterSeconds: 3 });
    const hasher = createPasswordHasher(FAST_HASHING, pool);
    const stored = await hasher.hash('golden-rock-42');
    const held = gate();
    const holding = pool.run(held.task);
    await expect(hasher.hash('golden-rock-42')).rejects.toBeInstanceOf(PasswordHashingBusyError);
    await expect(hasher.verify(stored, 'golden-rock-42')).rejects.toBeInstanceOf(
      PasswordHashingBusyError,
    );
    await expect(hasher.verifyNothing('golden-rock-42')).rejects.toBeInstanceOf(
      PasswordHashingBusyError,
    );
    held.open();
    await holding;
    await expect(hasher.verify(stored, 'golden-rock-42')).resolves.toBe(true);
    await expect(hasher.verify(stored, 'wrong')).resolves.toBe(false);
    await expect(hasher.verifyNothing('golden-rock-42')).resolves.toBe(false);
  });
});
