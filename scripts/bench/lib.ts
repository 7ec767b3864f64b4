/** What the parts of the bench share: the result table, medians, child processes and ports. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { orderingWindow, type WeeklyHours } from '@contract/hours';

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

/** The body of a JSON answer; throws with `what` and the answer when it is not a 2xx. */
export async function readJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return (text === '' ? null : JSON.parse(text)) as T;
}

/** A demo shop that takes orders, with the items an order can name (no services). */
export interface OrderingShop {
  slug: string;
  items: Array<{ id: number }>;
}

/** Up to `limit` demo shops that take orders and sell at least two items, from the first pages. */
export async function orderingShops(origin: string, limit: number): Promise<OrderingShop[]> {
  const shops: OrderingShop[] = [];
  for (let page = 1; page <= 3 && shops.length < limit; page += 1) {
    const list = await readJson<{ shops: Array<{ slug: string }> }>(
      await fetch(`${origin}/api/marketplace/shops?page=${page}`),
      'shops',
    );
    for (const card of list.shops) {
      if (shops.length >= limit) break;
      const shop = await readJson<{
        takes_orders: boolean;
        hours: WeeklyHours;
        busy_until: string | null;
        items: Array<{ id: number; kind: string; available: boolean }>;
      }>(await fetch(`${origin}/api/marketplace/shops/${encodeURIComponent(card.slug)}`), 'shop');
      const items = shop.items.filter((item) => item.available && item.kind !== 'service');
      // Only a shop open now takes an order for now (the server refuses one outside its hours).
      const open = orderingWindow(shop.hours, shop.busy_until, new Date()).state === 'open';
      if (shop.takes_orders && open && items.length >= 2) shops.push({ slug: card.slug, items });
    }
  }
  if (shops.length === 0) {
    throw new Error('no demo shop takes orders now (they close at night in Yangon: run it by day)');
  }
  return shops;
}

export interface BenchShopper {
  id: number;
  token: string;
  /** The address it signed in from and orders from (X-Forwarded-For, trusted from loopback). */
  address: string;
}

/**
 * `count` signed-in customers with a name, each from an address of its own, as shoppers on their
 * own phones are: one address would meet the one-time codes' per-address limit, which is meant
 * to stop exactly that. `net` (two numbers, e.g. 78) keeps the phones and addresses of one bench
 * part apart from another's.
 */
export async function signInShoppers(
  origin: string,
  count: number,
  net: number,
  name: string,
): Promise<BenchShopper[]> {
  const shoppers: BenchShopper[] = [];
  for (let i = 0; i < count; i += 1) {
    const phone = `09${net}${String(500000 + i).padStart(7, '0')}`;
    const address = `10.${net}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
    const sent = await readJson<{ data: { code: string } }>(
      await fetch(`${origin}/api/customer/sendOtp`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone }),
      }),
      'customer/sendOtp',
    );
    const signedIn = await readJson<{ token: string; customer: { id: number } }>(
      await fetch(`${origin}/api/customer/signIn`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone, otp: sent.data.code }),
      }),
      'customer/signIn',
    );
    await readJson(
      await fetch(`${origin}/api/customer/me`, {
        method: 'PUT',
        headers: { ...headers, authorization: `Bearer ${signedIn.token}` },
        body: JSON.stringify({ name: `${name} ${i + 1}` }),
      }),
      'customer/me',
    );
    shoppers.push({ id: signedIn.customer.id, token: signedIn.token, address });
  }
  return shoppers;
}
