/**
 * `npm run payments -- <command>`: the operator's review of bank transfers and of payments held
 * for refund, until the back office exists. Works on the server's own database (PostgreSQL when
 * DATABASE_URL is set, else PGlite in DATA_DIR), migrated first. PGlite's data directory opens in
 * one process at a time, so with PGlite the server must be stopped meanwhile.
 *
 * `parseArgs` is pure (the tests call it); `run` does the work and returns the exit code.
 */
import { writeFile } from 'node:fs/promises';
import { MAX_REASON_LENGTH } from '../../contract/checkout';
import type { Config } from '../../server/src/config';
import type { Db } from '../../server/src/db/db';
import {
  createCheckoutRepository,
  type ReviewResult,
  type StoredCheckout,
} from '../../server/src/repositories/checkouts';
import { createPaymentRepository } from '../../server/src/repositories/payments';
import {
  UsageError,
  consoleOutput,
  formatColumns,
  parseCommand,
  runCommand,
  type Help,
  type Output,
  type UsageFault,
} from '../cli/commandLine';

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

/** A command to run. */
type Run =
  | { kind: 'list'; status: Listed | null }
  | { kind: 'show'; reference: string; slipOut: string | null }
  | { kind: 'approve'; reference: string; by: string }
  | { kind: 'reject'; reference: string; by: string; reason: string };

export type Command = Run | Help | UsageFault;

const OPTIONS = {
  list: ['--status'],
  show: ['--reference', '--slip-out'],
  approve: ['--reference', '--by'],
  reject: ['--reference', '--by', '--reason'],
} as const;
const REFERENCE = /^MP[0-9A-Z]{10}$/;
const MAX_NAME = 100;

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
  return parseCommand<keyof typeof OPTIONS, Run>(argv, OPTIONS, (command, options) => {
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
  });
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
  return formatColumns(rows);
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

async function execute(command: Run, db: Db, config: Config, io: Output): Promise<number> {
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

/**
 * Runs the command line `argv` against the database `env` configures (as the server reads it);
 * returns the exit code. Messages go to `io`.
 */
export async function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  io: Output = consoleOutput,
): Promise<number> {
  return runCommand({
    script: 'payments',
    usage: USAGE,
    command: parseArgs(argv),
    env,
    io,
    execute: (command, db, config) => execute(command, db, config, io),
  });
}
