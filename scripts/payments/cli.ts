/**
 * `npm run payments -- <command>`: the operator's review of bank transfers and of payments held
 * for refund, until the back office exists. Works on the server's own database (PostgreSQL when
 * DATABASE_URL is set, else PGlite in DATA_DIR), migrated first. PGlite's data directory opens in
 * one process at a time, so with PGlite the server must be stopped meanwhile.
 *
 * `parseArgs` is pure (the tests call it); `run` does the work and returns the exit code.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_REASON_LENGTH } from '../../contract/checkout';
import { loadConfig } from '../../server/src/config';
import { DataDirInUseError } from '../../server/src/db/dataDirLock';
import type { Db } from '../../server/src/db/db';
import { migrate } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/open';
import {
  createCheckoutRepository,
  type ReviewResult,
  type StoredCheckout,
} from '../../server/src/repositories/checkouts';
import { createPaymentRepository } from '../../server/src/repositories/payments';

export const USAGE = `Usage: npm run payments -- <command> [options]

Bank transfers wait for an operator: approve one when its money reached the platform's account
(the plan is then active and the receipt issued), reject it with a reason the merchant is shown.
A payment held for refund arrived when it could not be credited (its order changed or was paid
another way, or the amount did not match): give it back through the provider or the bank.

Commands:
  list [--status awaiting_review|held_for_refund]
      The checkouts awaiting review and those held for refund (or of one of those statuses),
      oldest first.
  show --reference REF [--slip-out FILE]
      One checkout with what the merchant sent; --slip-out writes the transfer's slip photo
      (WebP) to FILE.
  approve --reference REF --by NAME
      The transfer arrived: the payment is recorded, the plan activated, the receipt issued.
  reject --reference REF --by NAME --reason TEXT
      The transfer did not arrive as told; TEXT (at most ${MAX_REASON_LENGTH} characters) is
      shown to the merchant.
  --help
      This text.

The database is the server's: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR
(./.data by default). PGlite's data directory opens in one process at a time: stop the server
while you run this command, or run the server on PostgreSQL.
`;

const LISTED = ['awaiting_review', 'held_for_refund'] as const;
type Listed = (typeof LISTED)[number];

export type Command =
  | { kind: 'help' }
  | { kind: 'list'; status: Listed | null }
  | { kind: 'show'; reference: string; slipOut: string | null }
  | { kind: 'approve'; reference: string; by: string }
  | { kind: 'reject'; reference: string; by: string; reason: string }
  /** Bad input: the message names the command or option; exit code 1. */
  | { kind: 'error'; message: string };

const OPTIONS = {
  list: ['--status'],
  show: ['--reference', '--slip-out'],
  approve: ['--reference', '--by'],
  reject: ['--reference', '--by', '--reason'],
} as const;
type CommandName = keyof typeof OPTIONS;

const HELP = new Set(['--help', '-h', 'help']);
const REFERENCE = /^MP[0-9A-Z]{10}$/;
const MAX_NAME = 100;

class UsageError extends Error {}

/** The options after the command, each once, as `--name value` or `--name=value`. */
function readOptions(command: CommandName, args: string[]): Map<string, string> {
  const allowed: readonly string[] = OPTIONS[command];
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
        `Unknown option ${name} for ${command} (it takes ${allowed.join(', ')}).`,
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

function required(command: string, options: Map<string, string>, name: string): string {
  const value = options.get(name);
  if (value === undefined) throw new UsageError(`${command} needs ${name}.`);
  return value.trim();
}

function reference(command: string, options: Map<string, string>): string {
  const raw = required(command, options, '--reference');
  const upper = raw.toUpperCase();
  if (!REFERENCE.test(upper)) {
    throw new UsageError(`--reference must be MP and ten letters or digits, got "${raw}".`);
  }
  return upper;
}

function operator(command: string, options: Map<string, string>): string {
  const by = required(command, options, '--by');
  if (by.length > MAX_NAME) throw new UsageError(`--by may have at most ${MAX_NAME} characters.`);
  return by;
}

/** Reads the command line (without `node` and the script). */
export function parseArgs(argv: readonly string[]): Command {
  try {
    if (argv.some((arg) => HELP.has(arg))) return { kind: 'help' };
    const [name, ...rest] = argv;
    if (name === undefined) throw new UsageError('No command given.');
    if (!Object.hasOwn(OPTIONS, name)) {
      throw new UsageError(`Unknown command "${name}" (commands: list, show, approve, reject).`);
    }
    const command = name as CommandName;
    const options = readOptions(command, rest);
    switch (command) {
      case 'list': {
        const status = options.get('--status')?.trim() ?? null;
        if (status !== null && !(LISTED as readonly string[]).includes(status)) {
          throw new UsageError(`--status must be ${LISTED.join(' or ')}, got "${status}".`);
        }
        return { kind: 'list', status: status as Listed | null };
      }
      case 'show':
        return {
          kind: 'show',
          reference: reference(command, options),
          slipOut: options.get('--slip-out')?.trim() ?? null,
        };
      case 'approve':
        return {
          kind: 'approve',
          reference: reference(command, options),
          by: operator(command, options),
        };
      case 'reject': {
        const why = required(command, options, '--reason');
        if (why.length > MAX_REASON_LENGTH) {
          throw new UsageError(`--reason may have at most ${MAX_REASON_LENGTH} characters.`);
        }
        return {
          kind: 'reject',
          reference: reference(command, options),
          by: operator(command, options),
          reason: why,
        };
      }
    }
  } catch (error) {
    if (error instanceof UsageError) return { kind: 'error', message: error.message };
    throw error;
  }
}

/* ----------------------------------- output ----------------------------------- */

/** An amount in minor units as the merchant saw it: `183,600 MMK`. */
export function money(minor: number, currency: string): string {
  const whole = minor / 100;
  return `${whole.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency}`;
}

const when = (iso: string | null) => (iso === null ? '-' : iso.slice(0, 16).replace('T', ' '));

/** The checkouts as a table of plain text, one line each under a heading. */
export function formatTable(checkouts: readonly StoredCheckout[]): string {
  const rows = [
    [
      'REFERENCE',
      'STATUS',
      'METHOD',
      'AMOUNT',
      'MERCHANT',
      'SHOP',
      'TRANSACTION',
      'SLIP',
      'SENT (UTC)',
    ],
    ...checkouts.map((c) => [
      c.reference,
      c.status,
      c.method,
      money(c.amountMinor, c.currency),
      String(c.merchantId),
      c.shopName,
      c.transactionId ?? '-',
      c.hasSlip ? 'yes' : 'no',
      when(c.submittedAt ?? c.updatedAt),
    ]),
  ];
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

/** One checkout, field by field. */
export function formatCheckout(c: StoredCheckout): string {
  const lines: Array<[string, string]> = [
    ['Reference', c.reference],
    ['Status', c.status],
    ['Method', c.method],
    ['Amount', money(c.amountMinor, c.currency)],
    ['Merchant', `${c.merchantId} (${c.shopName})`],
    ['Provider', c.provider ?? '-'],
    ['Provider reference', c.providerReference ?? '-'],
    ['Transaction id', c.transactionId ?? '-'],
    ['Slip', c.hasSlip ? 'yes' : 'no'],
    ['Sent', when(c.submittedAt)],
    ['Reviewed', c.reviewedAt ? `${when(c.reviewedAt)} by ${c.reviewedBy ?? '?'}` : '-'],
    ['Reason', c.reason ?? '-'],
    ['Receipt', c.receiptNumber ?? '-'],
    ['Created', when(c.createdAt)],
  ];
  const width = Math.max(...lines.map(([label]) => label.length));
  return lines.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}

/* ------------------------------------ run ------------------------------------- */

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

const consoleOutput: Output = {
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

function reviewed(result: ReviewResult, reference: string, io: Output): number {
  switch (result.kind) {
    case 'notFound':
      io.err(`There is no payment ${reference}.`);
      return 1;
    case 'notAwaitingReview':
      io.err(`Payment ${reference} is ${result.status}, not a bank transfer awaiting review.`);
      return 1;
    case 'approved':
      io.out(
        `Approved ${reference}: the plan is active, receipt ${result.checkout.receiptNumber ?? '?'}.\n` +
          formatCheckout(result.checkout),
      );
      return 0;
    case 'rejected':
      io.out(
        `Rejected ${reference}; the merchant is told why.\n${formatCheckout(result.checkout)}`,
      );
      return 0;
    case 'held_for_refund':
      io.err(
        `Not credited: ${result.why ?? ''} Payment ${reference} is held for refund; give the ` +
          'money back to the merchant.',
      );
      return 1;
  }
}

async function execute(
  command: Command,
  db: Db,
  io: Output,
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const config = loadConfig(env);
  const payments = createPaymentRepository(db, {
    graceDays: config.subscriptionLife.graceDays,
    seller: config.payments.seller,
  });
  const checkouts = createCheckoutRepository(db, payments);
  switch (command.kind) {
    case 'list': {
      const all = await checkouts.list(command.status ?? undefined);
      io.out(all.length === 0 ? 'No payments to review.' : formatTable(all));
      return 0;
    }
    case 'show': {
      const found = await checkouts.byReference(command.reference);
      if (!found) {
        io.err(`There is no payment ${command.reference}.`);
        return 1;
      }
      io.out(formatCheckout(found));
      if (command.slipOut !== null) {
        const slip = await checkouts.slip(command.reference);
        if (!slip) {
          io.err(`Payment ${command.reference} has no slip.`);
          return 1;
        }
        await writeFile(command.slipOut, slip.bytes);
        io.out(
          `Slip (${slip.contentType}, ${slip.width}×${slip.height}) written to ${command.slipOut}.`,
        );
      }
      return 0;
    }
    case 'approve':
      return reviewed(
        await checkouts.approve(command.reference, command.by),
        command.reference,
        io,
      );
    case 'reject':
      return reviewed(
        await checkouts.reject(command.reference, command.by, command.reason),
        command.reference,
        io,
      );
    default:
      return 1;
  }
}

/** PostgreSQL writes PG_VERSION into a data directory when it makes a database there. */
function hasDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Runs the command line `argv` against the database `env` configures (as the server reads it);
 * returns the exit code. Messages go to `io`.
 */
export async function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  io: Output = consoleOutput,
): Promise<number> {
  const command = parseArgs(argv);
  if (command.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (command.kind === 'error') {
    io.err(`${command.message}\n\nRun "npm run payments -- --help" for the commands.`);
    return 1;
  }
  let db: Db;
  try {
    const config = loadConfig(env);
    if (config.databaseUrl === undefined && !hasDatabase(config.dataDir)) {
      io.err(
        `There is no database in ${config.dataDir} (DATA_DIR). Set DATA_DIR to the server's data ` +
          'directory, or start the server once to make its database there.',
      );
      return 1;
    }
    db = await openDatabase(config, (error) =>
      io.err(`Database connection failed: ${error.message}`),
    );
    try {
      await migrate(db, config.migrationsDir);
    } catch (error) {
      await db.close();
      throw error;
    }
  } catch (error) {
    io.err(
      error instanceof DataDirInUseError
        ? dataDirInUseMessage(error)
        : `Cannot open the database: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  try {
    return await execute(command, db, io, env);
  } catch (error) {
    io.err(`payments failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.close();
  }
}
