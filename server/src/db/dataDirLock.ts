/**
 * One process per PGlite data directory. PGlite is PostgreSQL in a single process, with none of
 * the server's own locking: two processes writing one directory corrupt it. The first process
 * writes `server.lock` in the directory (its pid, its start time, the machine's boot); a second
 * one finds it and refuses to start, naming the directory and the holder's pid.
 *
 * A crash cannot release the lock, so a lock is honoured only while its holder lives: a lock whose
 * pid is gone, whose pid now belongs to a process started at another time (the pid was reused),
 * or that was written before the machine last booted, is stale and taken over. Start times and
 * boots are read from /proc where there is one (Linux); elsewhere the pid alone decides.
 */
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

/** What a lock file holds. */
export interface LockHolder {
  pid: number;
  /** The process's start time in clock ticks after boot (/proc/<pid>/stat), when known. */
  started: string | null;
  /** The boot the process ran in (/proc/sys/kernel/random/boot_id), when known. */
  boot: string | null;
  /** When the lock was taken (ISO 8601), for people reading the file. */
  since: string;
  /** Tells this lock from any other the same pid may write. */
  token: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server process (pid ${holder.pid}, ` +
        `since ${holder.since}). Two processes on one PGlite data directory would corrupt it: ` +
        'stop that process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Deletes the lock file if it is still this lock's. Safe to call more than once. */
  release(): void;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** The boot id of the running kernel, or null where /proc does not have it. */
export function currentBoot(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

/** When process `pid` started (ticks after boot), or null when unknown or not running. */
export function processStarted(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return null;
  // The command name (field 2) may hold spaces and brackets: count fields after its last ')'.
  // Field 22, starttime, is then the 20th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return undefined;
    return {
      pid: value.pid as number,
      started: typeof value.started === 'string' ? value.started : null,
      boot: typeof value.boot === 'string' ? value.boot : null,
      since: typeof value.since === 'string' ? value.since : 'an unknown time',
      token: typeof value.token === 'string' ? value.token : '',
    };
  } catch {
    return undefined;
  }
}

/** True while the process that wrote the lock is still running. */
export function holderAlive(holder: LockHolder): boolean {
  const boot = currentBoot();
  if (holder.boot !== null && boot !== null && holder.boot !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (errorCode(error) === 'ESRCH') return false;
  }
  const started = processStarted(holder.pid);
  return holder.started === null || started === null || holder.started === started;
}

/**
 * Moves a stale lock out of the way, unless another process took it over since it was read: two
 * processes may find the same stale lock at once, and only one of them may replace it.
 */
function removeStale(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale-${randomUUID()}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if (readText(aside) !== staleText) {
    // A fresh lock, written after the read: give it back (link never replaces a file).
    try {
      linkSync(aside, lockPath);
    } catch {
      // Yet another process has locked the directory meanwhile; its lock stands.
    }
  }
  unlinkSync(aside);
}

/**
 * Locks `dataDir` (which must exist) for this process, taking over a stale lock; throws
 * DataDirInUseError while another live process holds it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    started: processStarted(process.pid),
    boot: currentBoot(),
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  const text = `${JSON.stringify(me)}\n`;
  // Written whole under a name of its own, then linked into place: linking fails if a lock
  // exists, and a reader never sees a half-written lock.
  const draft = `${lockPath}.${me.token}`;
  writeFileSync(draft, text);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, lockPath);
        return held(lockPath, text);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const found = readText(lockPath);
      if (found === undefined) continue;
      const holder = parseHolder(found);
      if (holder && holderAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      removeStale(lockPath, found);
    }
    throw new Error(`Could not lock the data directory ${dataDir}: its lock keeps changing`);
  } finally {
    unlinkSync(draft);
  }
}

function held(lockPath: string, text: string): DataDirLock {
  const release = () => {
    process.removeListener('exit', release);
    if (readText(lockPath) === text) {
      try {
        unlinkSync(lockPath);
      } catch {
        // Already gone.
      }
    }
  };
  // A process that exits without closing the database (a failed start) leaves no lock behind.
  process.once('exit', release);
  return { path: lockPath, release };
}
