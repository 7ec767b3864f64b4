/**
 * The threads that hash passwords: one per slot of the hashing pool, started when first needed,
 * each at the lowest CPU priority the system gives a thread (nice 19 on Linux, where a thread's
 * priority is its own). A hash then takes only the CPU that requests leave over: when orders and
 * pages need every core, hashing waits and its pool's queue fills (503 with Retry-After) instead
 * of their answers slowing down. On a quiet machine a hash takes as long as ever.
 */
import { Worker } from 'node:worker_threads';

export type HashingCall =
  | { op: 'hash'; password: string; options: object }
  | { op: 'verify'; passwordHash: string; password: string };

/** Runs in each thread: argon2's synchronous calls, so that the thread's priority is theirs. */
const THREAD_CODE = (argon2Path: string) => `
const { parentPort } = require('node:worker_threads');
const os = require('node:os');
try { os.setPriority(os.constants.priority.PRIORITY_LOW); } catch {}
const argon2 = require(${JSON.stringify(argon2Path)});
parentPort.on('message', ({ id, call }) => {
  try {
    const value = call.op === 'hash'
      ? argon2.hashSync(call.password, call.options)
      : argon2.verifySync(call.passwordHash, call.password);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

export interface HashingThreads {
  /** Runs `call` on an idle thread; the caller (the pool) never asks for more than `size` at once. */
  run(call: HashingCall): Promise<string | boolean>;
  /** Stops every thread. */
  close(): Promise<void>;
}

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (value: string | boolean) => void; reject: (e: Error) => void }>;
}

export function createHashingThreads(size: number): HashingThreads {
  const code = THREAD_CODE(require.resolve('@node-rs/argon2'));
  const idle: Thread[] = [];
  let started = 0;
  let nextId = 0;
  const all = new Set<Thread>();

  function start(): Thread {
    const thread: Thread = { worker: new Worker(code, { eval: true }), pending: new Map() };
    thread.worker.unref();
    thread.worker.on('message', ({ id, value, error }) => {
      const waiting = thread.pending.get(id);
      thread.pending.delete(id);
      if (thread.pending.size === 0) thread.worker.unref();
      if (!waiting) return;
      if (error === undefined) waiting.resolve(value);
      else waiting.reject(new Error(error));
    });
    // A thread that failed is dropped; the next call starts another in its place.
    const fail = (error: Error) => {
      all.delete(thread);
      const index = idle.indexOf(thread);
      if (index >= 0) idle.splice(index, 1);
      started -= 1;
      for (const waiting of thread.pending.values()) waiting.reject(error);
      thread.pending.clear();
    };
    thread.worker.once('error', fail);
    thread.worker.once('exit', (code) => {
      if (all.has(thread)) fail(new Error(`hashing thread exited with ${code}`));
    });
    all.add(thread);
    started += 1;
    return thread;
  }

  return {
    async run(call) {
      const thread = idle.pop() ?? (started < size ? start() : undefined);
      if (!thread) throw new Error('No idle hashing thread');
      try {
        return await new Promise<string | boolean>((resolve, reject) => {
          const id = (nextId += 1);
          thread.pending.set(id, { resolve, reject });
          thread.worker.ref();
          thread.worker.postMessage({ id, call });
        });
      } finally {
        if (all.has(thread)) idle.push(thread);
      }
    },
    async close() {
      const threads = [...all];
      all.clear();
      idle.length = 0;
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}
