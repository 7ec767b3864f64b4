/**
 * The operator's command lines (`npm run partner-code`, `npm run payments`) as the tests run them:
 * as a child process, as an operator does (PGlite's WebAssembly does not load in Jest's module
 * system, and the server is a process of its own anyway), or in this process with what they say
 * kept.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Output } from '../../scripts/cli/commandLine';
import { ROOT } from './helpers';

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `scripts/<script> …argv` as a child process from the repository's root, with `env` over this
 * process's environment and DATABASE_URL empty unless `env` names one.
 */
export function runScript(
  script: string,
  env: NodeJS.ProcessEnv,
  argv: readonly string[],
): Promise<ScriptRun> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', script), ...argv],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** An `Output` that keeps what a command says, a line an entry. */
export function captureOutput(): { out: string[]; err: string[]; io: Output } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: { out: (text) => void out.push(text), err: (text) => void err.push(text) },
  };
}
