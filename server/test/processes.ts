/**
 * API servers as child processes: `node --import tsx server/src/server.ts`, node itself receiving
 * the signals as under `npm start`. (The `tsx` command relays SIGTERM to its child in a way that
 * cuts requests in flight, which would test tsx rather than the server.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './helpers';

export const START_TIMEOUT_MS = 60_000;

export interface Running {
  url: string;
  child: ChildProcess;
  output: () => string;
}

const running = new Set<ChildProcess>();

/** Kills every server a test left running (a failed test must not leave one behind). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export function start(env: Record<string, string>): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('server', 'src', 'server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_PHONE: '1000000',
        RATE_LIMIT_PER_ADDRESS: '1000000',
        // One test customer places many orders at one shop, faster than a person would.
        CUSTOMER_OPEN_ORDERS_PER_SHOP: '1000000',
        ORDER_PLACEMENTS_PER_WINDOW: '1000000',
        // Tests send a dozen registrations at once; only the pool's own tests fill its queue.
        PASSWORD_HASH_QUEUE: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.add(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({ url: listening[1], child, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      running.delete(child);
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)} before listening:\n${output}`));
    });
  });
}

/** Sends `signal` and resolves with the exit code (null when killed by the signal). */
export function stop({ child }: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode);
      return;
    }
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
    child.kill(signal);
  });
}

export async function call(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}
