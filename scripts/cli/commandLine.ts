/**
 * What the operator's command lines (`npm run partner-code`, `npm run payments`) share until the
 * back office exists: reading `<command> --option value …` against the options each command
 * takes, opening the server's own database (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR), migrated first, running one command on it to an exit code, and plain-text tables.
 *
 * PGlite's data directory opens in one process at a time, so with PGlite the server must be
 * stopped while a command runs; the message says so when it is not.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../../server/src/config';
import { DataDirInUseError } from '../../server/src/db/dataDirLock';
import type { Db } from '../../server/src/db/db';
import { migrate } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/open';

/* ---------------------------------- reading ----------------------------------- */

/** Bad input; its message names the command or option. */
export class UsageError extends Error {}

export type Help = { kind: 'help' };
/** Bad input: the message names the command or option; exit code 1. */
export type UsageFault = { kind: 'error'; message: string };

const HELP = new Set(['--help', '-h', 'help']);

/** The options after the command, each once, as `--name value` or `--name=value`. */
function readOptions(
  command: string,
  allowed: readonly string[],
  args: readonly string[],
): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      throw new UsageError(`Unexpected "${arg}" after ${command}: options start with --.`);
    }
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (!allowed.includes(name)) {
      throw new UsageError(
        allowed.length === 0
          ? `${command} takes no options, got ${name}.`
          : `Unknown option ${name} for ${command} (it takes ${allowed.join(', ')}).`,
      );
    }
    if (options.has(name)) throw new UsageError(`${name} is given twice.`);
    let value: string | undefined;
    if (equals !== -1) {
      value = arg.slice(equals + 1);
    } else {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        i += 1;
      }
    }
    if (value === undefined || value.trim() === '') throw new UsageError(`${name} needs a value.`);
    options.set(name, value);
  }
  return options;
}

/**
 * Reads the command line (without `node` and the script): help when asked for anywhere, else the
 * command named first (one of `commands`, each with the options it takes) and its options, made
 * into a command by `build`. A `UsageError` thrown on the way is the answer `error`.
 */
export function parseCommand<Name extends string, C>(
  argv: readonly string[],
  commands: Readonly<Record<Name, readonly string[]>>,
  build: (name: Name, options: Map<string, string>) => C,
): C | Help | UsageFault {
  try {
    if (argv.some((arg) => HELP.has(arg))) return { kind: 'help' };
    const [name, ...rest] = argv;
    if (name === undefined) throw new UsageError('No command given.');
    if (!Object.hasOwn(commands, name)) {
      throw new UsageError(
        `Unknown command "${name}" (commands: ${Object.keys(commands).join(', ')}).`,
      );
    }
    const command = name as Name;
    return build(command, readOptions(command, commands[command], rest));
  } catch (error) {
    if (error instanceof UsageError) return { kind: 'error', message: error.message };
    throw error;
  }
}

/* ----------------------------------- output ----------------------------------- */

/** Rows of plain text in columns two spaces apart, the first row the heading. */
export function formatColumns(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/* ------------------------------------ run ------------------------------------- */

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const consoleOutput: Output = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

/** Why the CLI cannot use PGlite's data directory while another process holds it. */
export function dataDirInUseMessage(error: DataDirInUseError): string {
  return (
    `Cannot open the data directory ${error.dataDir}: the server (pid ${error.holder.pid}, ` +
    `since ${error.holder.since}) is using it, and PGlite's data directory can be opened by one ` +
    'process at a time. Stop the server, run this command, then start the server again; or run ' +
    'the server on PostgreSQL (DATABASE_URL), where this command works while it runs.'
  );
}

/** PostgreSQL writes PG_VERSION into a data directory when it makes a database there. */
function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** The server's database as `env` configures it, migrated; null (and why, to `io`) when it cannot. */
async function openMigrated(
  env: NodeJS.ProcessEnv,
  io: Output,
): Promise<{ db: Db; config: Config } | null> {
  try {
    const config = loadConfig(env);
    if (config.databaseUrl === undefined && !hasDatabase(config.dataDir)) {
      io.err(
        `There is no database in ${config.dataDir} (DATA_DIR). Set DATA_DIR to the server's data ` +
          'directory, or start the server once to make its database there.',
      );
      return null;
    }
    const db = await openDatabase(config, (error) =>
      io.err(`Database connection failed: ${error.message}`),
    );
    try {
      await migrate(db, config.migrationsDir);
    } catch (error) {
      await db.close();
      throw error;
    }
    return { db, config };
  } catch (error) {
    io.err(
      error instanceof DataDirInUseError
        ? dataDirInUseMessage(error)
        : `Cannot open the database: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

export interface CommandRun<C> {
  /** The npm script: `npm run <script> -- --help`, and `<script> failed: …`. */
  script: string;
  usage: string;
  /** What `parseCommand` read. */
  command: C | Help | UsageFault;
  /** The environment the server reads its database from. */
  env: NodeJS.ProcessEnv;
  io: Output;
  /** Does the command on the open database; the exit code. */
  execute: (command: C, db: Db, config: Config) => Promise<number>;
}

/**
 * Answers help and bad input, else runs the command on the database `env` configures (as the
 * server reads it), closed afterwards; returns the exit code. Messages go to `io`.
 */
export async function runCommand<C extends { kind: string }>(run: CommandRun<C>): Promise<number> {
  const { script, command, io } = run;
  if (command.kind === 'help') {
    io.out(run.usage);
    return 0;
  }
  if (command.kind === 'error') {
    io.err(
      `${(command as UsageFault).message}\n\nRun "npm run ${script} -- --help" for the commands.`,
    );
    return 1;
  }
  const opened = await openMigrated(run.env, io);
  if (!opened) return 1;
  try {
    return await run.execute(command as C, opened.db, opened.config);
  } catch (error) {
    io.err(`${script} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened.db.close();
  }
}

/** The script's entry: the process exits with what `running` resolves to (1 when it throws). */
export function exitWith(running: Promise<number>): void {
  running.then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
