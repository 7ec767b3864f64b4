/**
 * `npm run partner-code -- <command>`: the operator's partner codes, until the back office
 * exists. Works on the server's own database (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR), migrated first. PGlite's data directory opens in one process at a time, so with
 * PGlite the server must be stopped while codes are changed.
 *
 * `parseArgs` is pure (the tests call it); `run` does the work and returns the exit code.
 */
import { partnerCodeState } from '../../contract/adminPrices';
import type { Db } from '../../server/src/db/db';
import {
  MAX_PARTNER_CODE_USES,
  MAX_PARTNER_NAME,
  PartnerCodeInputError,
  PartnerCodeTakenError,
  STORED_CODE,
  createPartnerCodeRepository,
  normaliseCode,
  partnerCodeProblem,
  type NewPartnerCode,
  type PartnerCode,
} from '../../server/src/repositories/partnerCodes';
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

export const USAGE = `Usage: npm run partner-code -- <command> [options]

A partner code is the only way a partner discount reaches what a merchant pays. Codes are
stored in upper case; a merchant may type them in any case.

Commands:
  list
      Every code with its discount, partner, state, uses and expiry.
  create --code CODE (--percent N | --amount MMK) [--partner NAME] [--expires YYYY-MM-DD]
         [--max-uses N]
      A new code of 3 to 32 letters A-Z, digits 0-9 or hyphens, giving 1 to 20 % off, or
      1,000 to 10,000,000 MMK off in steps of 1,000. --expires: the last day it works
      (Yangon time); without it, it never expires. --max-uses: the payments it may discount;
      without it, no limit.
  disable --code CODE
      Switches the code off: it gives no discount until switched on again.
  enable --code CODE
      Switches the code on again.
  --help
      This text.

The database is the server's: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR
(./.data by default). PGlite's data directory opens in one process at a time: stop the server
while you run this command, or run the server on PostgreSQL.
`;

/** A command to run. */
type Run =
  | { kind: 'list' }
  | { kind: 'create'; terms: NewPartnerCode }
  | { kind: 'disable'; code: string }
  | { kind: 'enable'; code: string };

export type Command = Run | Help | UsageFault;

const OPTIONS = {
  list: [],
  create: ['--code', '--percent', '--amount', '--partner', '--expires', '--max-uses'],
  disable: ['--code'],
  enable: ['--code'],
} as const;

/** Yangon is UTC+06:30 all year (no daylight saving). */
const YANGON_OFFSET_MS = 390 * 60_000;
const DAY_MS = 86_400_000;

/** A whole number as typed (digits, with optional thousands separators ',' or '_'). */
function wholeNumber(option: string, raw: string, what: string): number {
  const digits = raw.replace(/[,_]/g, '');
  if (!/^\d+$/.test(digits) || !/^\d/.test(raw)) {
    throw new UsageError(`${option} must be ${what}, got "${raw}".`);
  }
  return Number(digits);
}

/**
 * The first moment after `day` (YYYY-MM-DD) in Yangon: a code with this expiry works through
 * that whole day, Yangon time.
 */
export function endOfYangonDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = Date.UTC(year, month - 1, date);
  const check = new Date(start);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== date
  ) {
    return null;
  }
  return new Date(start + DAY_MS - YANGON_OFFSET_MS);
}

/** An expiry as `list` shows it: the last day it works when it ends at a Yangon midnight. */
export function showExpiry(expiresAt: Date | null): string {
  if (expiresAt === null) return 'never';
  const yangon = expiresAt.getTime() + YANGON_OFFSET_MS;
  if (yangon % DAY_MS === 0) return new Date(yangon - DAY_MS).toISOString().slice(0, 10);
  return `before ${new Date(yangon).toISOString().slice(0, 16).replace('T', ' ')} Yangon`;
}

function requiredCode(command: string, options: Map<string, string>): string {
  const raw = options.get('--code');
  if (raw === undefined) throw new UsageError(`${command} needs --code.`);
  const code = normaliseCode(raw);
  if (!STORED_CODE.test(code)) {
    throw new UsageError(
      `--code must be 3 to 32 letters A-Z, digits 0-9 or hyphens, got "${raw}".`,
    );
  }
  return code;
}

function createTerms(options: Map<string, string>, now: Date): NewPartnerCode {
  const code = requiredCode('create', options);
  const percentRaw = options.get('--percent');
  const amountRaw = options.get('--amount');
  if ((percentRaw === undefined) === (amountRaw === undefined)) {
    throw new UsageError('create needs either --percent or --amount (one of them, not both).');
  }
  const partner = options.get('--partner')?.trim() ?? '';
  if (partner.length > MAX_PARTNER_NAME) {
    throw new UsageError(`--partner may have at most ${MAX_PARTNER_NAME} characters.`);
  }
  let expiresAt: Date | null = null;
  const expiresRaw = options.get('--expires');
  if (expiresRaw !== undefined) {
    expiresAt = endOfYangonDay(expiresRaw.trim());
    if (expiresAt === null) {
      throw new UsageError(
        `--expires must be a date YYYY-MM-DD (the last day the code works), got "${expiresRaw}".`,
      );
    }
    if (expiresAt.getTime() <= now.getTime()) {
      throw new UsageError(`--expires ${expiresRaw} has passed: the code would never work.`);
    }
  }
  let maxUses: number | null = null;
  const maxUsesRaw = options.get('--max-uses');
  if (maxUsesRaw !== undefined) {
    maxUses = wholeNumber('--max-uses', maxUsesRaw.trim(), 'a whole number of at least 1');
    if (maxUses < 1 || maxUses > MAX_PARTNER_CODE_USES) {
      throw new UsageError(`--max-uses must be a whole number of at least 1, got "${maxUsesRaw}".`);
    }
  }
  let terms: NewPartnerCode;
  if (percentRaw !== undefined) {
    const what = 'a whole number from 1 to 20';
    const percentOff = wholeNumber('--percent', percentRaw.trim().replace(/%$/, ''), what);
    if (percentOff < 1 || percentOff > 20) {
      throw new UsageError(`--percent must be ${what}, got "${percentRaw}".`);
    }
    terms = { code, percentOff, partner, expiresAt, maxUses };
  } else {
    const what = 'an amount in MMK from 1,000 to 10,000,000 in steps of 1,000';
    const amountOff = wholeNumber('--amount', (amountRaw ?? '').trim(), what);
    if (amountOff < 1000 || amountOff > 10_000_000 || amountOff % 1000 !== 0) {
      throw new UsageError(`--amount must be ${what}, got "${amountRaw}".`);
    }
    terms = { code, amountOff, partner, expiresAt, maxUses };
  }
  // The repository's own rules, in case they ever say more than the checks above.
  const problem = partnerCodeProblem(terms);
  if (problem !== null) throw new UsageError(problem);
  return terms;
}

/** Reads the command line (without `node` and the script); `now` decides whether --expires passed. */
export function parseArgs(argv: readonly string[], now: Date = new Date()): Command {
  return parseCommand<keyof typeof OPTIONS, Run>(argv, OPTIONS, (command, options) => {
    if (command === 'list') return { kind: 'list' };
    if (command === 'create') return { kind: 'create', terms: createTerms(options, now) };
    return { kind: command, code: requiredCode(command, options) };
  });
}

/* ----------------------------------- output ----------------------------------- */

function discount(code: PartnerCode): string {
  return code.percentOff !== null
    ? `${code.percentOff} %`
    : `${(code.amountOff ?? 0).toLocaleString('en-US')} MMK`;
}

/** What the code does today (the back office's rule, in words). */
export function stateOf(code: PartnerCode, now: Date): string {
  const state = partnerCodeState(
    { active: code.active, expires_at: code.expiresAt, max_uses: code.maxUses, uses: code.uses },
    now,
  );
  return state.replace('_', ' ');
}

/** The codes as a table of plain text, one line each under a heading. */
export function formatTable(codes: readonly PartnerCode[], now: Date): string {
  const rows = [
    ['CODE', 'DISCOUNT', 'STATE', 'USES', 'LAST DAY', 'PARTNER'],
    ...codes.map((code) => [
      code.code,
      discount(code),
      stateOf(code, now),
      code.maxUses === null ? String(code.uses) : `${code.uses} of ${code.maxUses}`,
      showExpiry(code.expiresAt),
      code.partner,
    ]),
  ];
  return formatColumns(rows);
}

/* ------------------------------------ run ------------------------------------- */

async function execute(command: Run, db: Db, io: Output, now: Date): Promise<number> {
  const codes = createPartnerCodeRepository(db);
  switch (command.kind) {
    case 'list': {
      const all = await codes.list();
      io.out(all.length === 0 ? 'No partner codes yet.' : formatTable(all, now));
      return 0;
    }
    case 'create': {
      try {
        const code = await codes.create(command.terms);
        io.out(`Created partner code ${code.code}.\n${formatTable([code], now)}`);
        return 0;
      } catch (error) {
        if (error instanceof PartnerCodeTakenError || error instanceof PartnerCodeInputError) {
          io.err(error.message);
          return 1;
        }
        throw error;
      }
    }
    case 'disable':
    case 'enable': {
      const code = await codes[command.kind](command.code);
      if (code === null) {
        io.err(`There is no partner code ${command.code}.`);
        return 1;
      }
      io.out(
        `${command.kind === 'disable' ? 'Switched off' : 'Switched on'} partner code ${code.code}.\n` +
          formatTable([code], now),
      );
      return 0;
    }
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
  const now = new Date();
  return runCommand({
    script: 'partner-code',
    usage: USAGE,
    command: parseArgs(argv, now),
    env,
    io,
    execute: (command, db) => execute(command, db, io, now),
  });
}
