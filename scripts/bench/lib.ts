/** What the parts of the bench share: the result table, medians, child processes and ports. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..');

export interface Row {
  metric: string;
  /** Our measurement, formatted with its unit. */
  ours: string;
  /** The floor or the peer it is compared with, or '' when the budget is absolute. */
  peer: string;
  /** ours / peer, or '' when there is no peer. */
  ratio: string;
  budget: string;
  /** undefined: printed for information, no budget. */
  pass: boolean | undefined;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** No budget failed (info rows have no verdict). */
export const allPass = (rows: Row[]): boolean => rows.every((r) => r.pass !== false);

/**
 * Runs one part of the bench on its own (`tsx scripts/bench/<part>.ts`): prints its table, exits
 * 1 when a budget fails and 2 when the part could not run.
 */
export function runAlone(measure: () => Promise<Row[]>): void {
  measure().then(
    (rows) => {
      printTable(rows);
      process.exit(allPass(rows) ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}

export function printTable(rows: Row[]): void {
  const head = ['metric', 'ours', 'floor/peer', 'ratio', 'budget', 'result'];
  const cells = rows.map((r) => [
    r.metric,
    r.ours,
    r.peer,
    r.ratio,
    r.budget,
    r.pass === undefined ? 'info' : r.pass ? 'pass' : 'FAIL',
  ]);
  const widths = head.map((h, i) =>
    Math.max(h.length, ...cells.map((c) => (c[i] as string).length)),
  );
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

/** A free loopback port (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const children = new Set<ChildProcess>();

/** Starts a child process that the bench stops again, even when it fails half-way. */
export function startChild(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet = true,
): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAllChildren().then(() => process.exit(130));
  });
}

/** Polls `url` until it answers 200; returns the milliseconds from `since` to that answer. */
export async function waitFor200(url: string, since: number, timeoutMs = 60_000): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer 200 in time`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The Resident Set Size of a process, from /proc (Linux), in bytes. */
export async function rssOf(pid: number): Promise<number | undefined> {
  try {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
