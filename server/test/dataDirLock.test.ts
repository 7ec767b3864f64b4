/**
 * One process per PGlite data directory: the lock file refuses a second holder while the first
 * lives, is taken over once its holder is gone (a crash), and is released on close; two server
 * processes on one DATA_DIR: the second exits with a message naming the directory and the pid.
 * Start times and boots come from /proc: these tests run on Linux, as CI does.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DataDirInUseError,
  LOCK_FILE,
  currentBoot,
  lockDataDir,
  processStarted,
  type LockHolder,
} from '../src/db/dataDirLock';
import { tempDir } from './helpers';
import { START_TIMEOUT_MS, killAll, start, stop } from './processes';

afterEach(killAll);

const holderIn = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder;

function writeLock(dir: string, holder: Partial<LockHolder>): void {
  const full: LockHolder = {
    pid: process.pid,
    started: processStarted(process.pid),
    boot: currentBoot(),
    since: '2026-01-01T00:00:00.000Z',
    token: 'someone-else',
    ...holder,
  };
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(full));
}

/** The message a second process reads. */
const inUse = (dir: string, pid: number) =>
  `The data directory ${dir} is in use by another server process (pid ${pid}, since `;

describe('the data directory lock', () => {
  test('/proc tells the boot and start times it relies on', () => {
    expect(currentBoot()).toMatch(/^[0-9a-f-]{36}$/);
    expect(processStarted(process.pid)).toMatch(/^\d+$/);
    expect(processStarted(process.pid)).toBe(processStarted(process.pid));
  });

  test('a live holder is refused with the directory and its pid; released, it is free', async () => {
    const dir = await tempDir('lock');
    const lock = lockDataDir(dir);
    expect(holderIn(dir)).toMatchObject({ pid: process.pid, boot: currentBoot() });
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(inUse(dir, process.pid));
    // The refused attempt leaves the holder's lock, and nothing else, in the directory.
    expect(holderIn(dir).token).toBe(JSON.parse(readFileSync(lock.path, 'utf8')).token);

    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lock.release();
    const again = lockDataDir(dir);
    again.release();
  });

  test('a holder in another live process is refused, and taken over once it has exited', async () => {
    const dir = await tempDir('lock');
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    const pid = child.pid as number;
    try {
      writeLock(dir, { pid, started: processStarted(pid) });
      expect(() => lockDataDir(dir)).toThrow(inUse(dir, pid));
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    const lock = lockDataDir(dir);
    expect(holderIn(dir).pid).toBe(process.pid);
    lock.release();
  });

  test.each([
    ['its process is gone', () => ({ pid: spawnSync(process.execPath, ['-e', '']).pid })],
    ['its pid now names a process started at another time', () => ({ started: '12' })],
    ['it was written before the machine last booted', () => ({ boot: 'another-boot' })],
    ['it cannot be read', () => null],
  ])('a stale lock is taken over: %s', async (_why, stale) => {
    const dir = await tempDir('lock');
    const holder = stale();
    if (holder) writeLock(dir, holder);
    else writeFileSync(path.join(dir, LOCK_FILE), '{"pid":');
    const lock = lockDataDir(dir);
    expect(holderIn(dir)).toMatchObject({ pid: process.pid, started: processStarted(process.pid) });
    expect(holderIn(dir).token).not.toBe('someone-else');
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  test('releasing never deletes a lock that is no longer this one', async () => {
    const dir = await tempDir('lock');
    const lock = lockDataDir(dir);
    writeLock(dir, {});
    lock.release();
    expect(holderIn(dir).token).toBe('someone-else');
  });
});

describe('two server processes on one PGlite data directory', () => {
  test(
    'the second exits with a clear message; the first keeps answering and releases on exit',
    async () => {
      const dir = await tempDir('lock-server');
      const env = { DATA_DIR: dir };
      const first = await start(env);
      const pid = first.child.pid as number;
      expect(holderIn(dir).pid).toBe(pid);

      const second = await start(env).then(
        () => 'the second server started',
        (error: Error) => error.message,
      );
      expect(second).toMatch(/server exited with 1 before listening/);
      expect(second).toContain(inUse(dir, pid));
      const plans = await fetch(`${first.url}/api/backend/getplans`);
      expect(plans.status).toBe(200);
      expect(holderIn(dir).pid).toBe(pid);

      expect(await stop(first, 'SIGTERM')).toBe(0);
      expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

      // A crash leaves its lock behind; the next start takes it over.
      const crashed = await start(env);
      expect(await stop(crashed, 'SIGKILL')).toBe(null);
      expect(holderIn(dir).pid).toBe(crashed.child.pid);
      const next = await start(env);
      expect(holderIn(dir).pid).toBe(next.child.pid);
      expect((await fetch(`${next.url}/api/backend/getplans`)).status).toBe(200);
      expect(await stop(next, 'SIGTERM')).toBe(0);
    },
    5 * START_TIMEOUT_MS,
  );
});
