/**
 * `npm run operator -- <command>`: the back office's operators are made here and only here (no
 * route makes one). `create` and `reset-password` print a new random password once, the only
 * place it ever appears; it is stored as the server's password hash. Works on the server's own
 * database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR), migrated first. Every
 * change writes an audit row by the actor 'cli'.
 *
 * `parseArgs` is pure (the tests call it); `run` does the work and returns the exit code.
 */
import { randomBytes } from 'node:crypto';
import { PHONE_PATTERN } from '../../contract/index';
import { OPERATOR_ROLES, type OperatorRole } from '../../contract/operators';
import type { Config } from '../../server/src/config';
import type { Db } from '../../server/src/db/db';
import { normalisePhone } from '../../server/src/phone';
import type { AuditEntry } from '../../server/src/repositories/audit';
import {
  createOperatorRepository,
  type ListedOperator,
} from '../../server/src/repositories/operators';
import { createPasswordHasher } from '../../server/src/security/passwords';
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

export const USAGE = `Usage: npm run operator -- <command> [options]

Operators run the back office (/admin). Each signs in with their phone, a password and a code
from an authenticator app, which they enrol at their first sign-in.

Commands:
  create --phone PHONE --role ${OPERATOR_ROLES.join('|')} [--name NAME]
      A new operator; prints their first password once (give it to them in person).
  list
      Every operator with their role and state.
  disable --phone PHONE
      The operator can no longer sign in; their sessions end now.
  reset-factor --phone PHONE
      Forgets their authenticator and recovery codes (they enrol again at the next sign-in);
      their sessions end now.
  reset-password --phone PHONE
      Prints a new password once; their sessions end now, and any lock is lifted.
  --help
      This text.

Roles: admin (everything), finance (payments, refunds, prices, partner codes), support
(merchants, shops, moderation, reading money), designer (design requests).

The database is the server's: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR
(./.data by default). PGlite's data directory opens in one process at a time: stop the server
while you run this command, or run the server on PostgreSQL.
`;

type Run =
  | { kind: 'create'; phone: string; role: OperatorRole; name: string }
  | { kind: 'list' }
  | { kind: 'disable'; phone: string }
  | { kind: 'reset-factor'; phone: string }
  | { kind: 'reset-password'; phone: string };

export type Command = Run | Help | UsageFault;

const OPTIONS = {
  create: ['--phone', '--role', '--name'],
  list: [],
  disable: ['--phone'],
  'reset-factor': ['--phone'],
  'reset-password': ['--phone'],
} as const;
const MAX_NAME = 100;

function phoneOf(command: string, options: Map<string, string>): string {
  const raw = options.get('--phone');
  if (raw === undefined) throw new UsageError(`${command} needs --phone.`);
  const phone = normalisePhone(raw.trim());
  if (!new RegExp(PHONE_PATTERN).test(phone)) {
    throw new UsageError(
      `--phone must be a Myanmar mobile number such as 09 7812 3456, got "${raw}".`,
    );
  }
  return phone;
}

/** Reads the command line (without `node` and the script). */
export function parseArgs(argv: readonly string[]): Command {
  return parseCommand<keyof typeof OPTIONS, Run>(argv, OPTIONS, (command, options) => {
    switch (command) {
      case 'create': {
        const role = options.get('--role')?.trim();
        if (role === undefined) throw new UsageError('create needs --role.');
        if (!(OPERATOR_ROLES as readonly string[]).includes(role)) {
          throw new UsageError(`--role must be ${OPERATOR_ROLES.join(', ')}, got "${role}".`);
        }
        const name = options.get('--name')?.trim() ?? '';
        if (name.length > MAX_NAME) {
          throw new UsageError(`--name may have at most ${MAX_NAME} characters.`);
        }
        return {
          kind: 'create',
          phone: phoneOf(command, options),
          role: role as OperatorRole,
          name,
        };
      }
      case 'list':
        return { kind: 'list' };
      case 'disable':
      case 'reset-factor':
      case 'reset-password':
        return { kind: command, phone: phoneOf(command, options) };
    }
  });
}

/** A new password: 18 random bytes, 24 characters of base64url (144 bits). */
export function newPassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The operators as a table of plain text. */
export function formatOperators(list: readonly ListedOperator[]): string {
  return formatColumns([
    ['ID', 'PHONE', 'ROLE', 'NAME', 'AUTHENTICATOR', 'STATE', 'CREATED (UTC)'],
    ...list.map((o) => [
      String(o.id),
      o.phone,
      o.role,
      o.name || '-',
      o.enrolled ? 'enrolled' : 'not yet',
      o.disabled ? 'disabled' : o.lockedSeconds > 0 ? 'locked' : 'active',
      o.createdAt.slice(0, 16).replace('T', ' '),
    ]),
  ]);
}

async function execute(command: Run, db: Db, config: Config, io: Output): Promise<number> {
  const operators = createOperatorRepository(db);
  if (command.kind === 'list') {
    const all = await operators.list();
    io.out(all.length === 0 ? 'No operators yet.' : formatOperators(all));
    return 0;
  }
  const hashPassword = async (password: string) => {
    const hasher = createPasswordHasher(config.passwordHashCost);
    try {
      return await hasher.hash(password);
    } finally {
      await hasher.close();
    }
  };
  const found = await operators.byPhone(command.phone);
  if (command.kind === 'create') {
    if (found) {
      io.err(`There is already an operator with phone ${command.phone}.`);
      return 1;
    }
    const password = newPassword();
    const passwordHash = await hashPassword(password);
    const made = await db.transaction(async (tx) => {
      const created = await operators.create({ ...command, passwordHash }, tx);
      if (created === 'taken') return created;
      await operators.recordCliAudit(tx, {
        action: 'operator.create',
        subjectType: 'operator',
        subjectId: created.id,
        after: { phone: created.phone, name: created.name, role: created.role },
      });
      return created;
    });
    if (made === 'taken') {
      io.err(`There is already an operator with phone ${command.phone}.`);
      return 1;
    }
    io.out(
      `Created operator ${made.id}: phone ${made.phone}, role ${made.role}.\n` +
        `Password (shown this once): ${password}\n` +
        'They sign in at /admin and enrol an authenticator app at their first sign-in.',
    );
    return 0;
  }
  if (!found) {
    io.err(`There is no operator with phone ${command.phone}.`);
    return 1;
  }
  // Every change to an operator ends their sessions and writes its audit row, in one transaction.
  const changeFound = (
    write: (tx: Db) => Promise<unknown>,
    entry: Omit<AuditEntry, 'subjectType' | 'subjectId'>,
  ) =>
    db.transaction(async (tx) => {
      await write(tx);
      await operators.revokeSessions(found.id, tx);
      await operators.recordCliAudit(tx, {
        ...entry,
        subjectType: 'operator',
        subjectId: found.id,
      });
    });
  switch (command.kind) {
    case 'disable':
      await changeFound((tx) => operators.disable(found.id, tx), {
        action: 'operator.disable',
        before: { disabled: found.disabled },
        after: { disabled: true },
      });
      io.out(`Operator ${found.phone} is disabled; their sessions have ended.`);
      return 0;
    case 'reset-factor':
      await changeFound((tx) => operators.resetFactor(found.id, tx), {
        action: 'operator.reset_factor',
        before: { enrolled: found.totpSecret !== null },
        after: { enrolled: false },
      });
      io.out(
        `Operator ${found.phone} enrols a new authenticator at their next sign-in; their ` +
          'sessions have ended.',
      );
      return 0;
    case 'reset-password': {
      const password = newPassword();
      const passwordHash = await hashPassword(password);
      await changeFound((tx) => operators.setPassword(found.id, passwordHash, tx), {
        action: 'operator.reset_password',
      });
      io.out(
        `New password for ${found.phone} (shown this once): ${password}\n` +
          'Their sessions have ended.',
      );
      return 0;
    }
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
    script: 'operator',
    usage: USAGE,
    command: parseArgs(argv),
    env,
    io,
    execute: (command, db, config) => execute(command, db, config, io),
  });
}
