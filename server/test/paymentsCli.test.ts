/**
 * The operator's command line for bank transfers (`npm run payments`): its arguments as a pure
 * function, and real runs on a database where a merchant sent a transfer through the API: listed,
 * shown with its slip, approved (the plan active, the receipt by bank transfer), or rejected with
 * a reason the merchant's dashboard shows. On PGlite the command opens the data directory the
 * app used (closed first, as the server must be); on PostgreSQL a schema of its own.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, run, type Command } from '../../scripts/payments/cli';
import type { App } from '../src/app';
import type { Db } from '../src/db/db';
import {
  checkout,
  checkoutApp,
  dashboard,
  fakeProvider,
  newShop,
  orderPlan,
  sendTransfer,
  slipPhoto,
  type Shop,
} from './checkoutKit';
import { databases, openPgliteDb, tempDir } from './helpers';
import { captureOutput, cliDatabase, runScript } from './scriptKit';

describe('the payments command line, read', () => {
  const error = (...argv: string[]): string => {
    const command = parseArgs(argv);
    if (command.kind !== 'error') throw new Error(`expected an error, got ${command.kind}`);
    return command.message;
  };

  test('each command with its options', () => {
    expect(parseArgs(['list'])).toEqual<Command>({ kind: 'list', status: null });
    expect(parseArgs(['list', '--status', 'held_for_refund'])).toEqual<Command>({
      kind: 'list',
      status: 'held_for_refund',
    });
    expect(
      parseArgs(['show', '--reference=mpabc123def4', '--slip-out', 'slip.webp']),
    ).toEqual<Command>({ kind: 'show', reference: 'MPABC123DEF4', slipOut: 'slip.webp' });
    expect(parseArgs(['show', '--reference', 'MPABC123DEF4'])).toEqual<Command>({
      kind: 'show',
      reference: 'MPABC123DEF4',
      slipOut: null,
    });
    expect(
      parseArgs(['approve', '--reference', 'MPABC123DEF4', '--by', ' Ma Thida ']),
    ).toEqual<Command>({ kind: 'approve', reference: 'MPABC123DEF4', by: 'Ma Thida' });
    expect(
      parseArgs([
        'reject',
        '--reference',
        'MPABC123DEF4',
        '--by',
        'Ko Zaw',
        '--reason',
        'No such transfer.',
      ]),
    ).toEqual<Command>({
      kind: 'reject',
      reference: 'MPABC123DEF4',
      by: 'Ko Zaw',
      reason: 'No such transfer.',
    });
    expect(parseArgs(['approve', '--help'])).toEqual<Command>({ kind: 'help' });
    expect(parseArgs(['--help'])).toEqual<Command>({ kind: 'help' });
  });

  test('what is wrong, named', () => {
    expect(error()).toBe('No command given.');
    expect(error('refund')).toBe(
      'Unknown command "refund" (commands: list, show, approve, reject).',
    );
    expect(error('list', '--status', 'succeeded')).toBe(
      '--status must be awaiting_review or held_for_refund, got "succeeded".',
    );
    expect(error('show')).toBe('show needs --reference.');
    expect(error('show', '--reference', 'R-2026-000001')).toBe(
      '--reference must be MP and ten letters or digits, got "R-2026-000001".',
    );
    expect(error('approve', '--reference', 'MPABC123DEF4')).toBe('approve needs --by.');
    expect(error('approve', '--reference', 'MPABC123DEF4', '--by')).toBe('--by needs a value.');
    expect(error('approve', '--reference', 'MPABC123DEF4', '--by', 'A', '--by', 'B')).toBe(
      '--by is given twice.',
    );
    expect(error('approve', '--reference', 'MPABC123DEF4', '--by', 'A', '--reason', 'x')).toBe(
      'Unknown option --reason for approve (it takes --reference, --by).',
    );
    expect(error('reject', '--reference', 'MPABC123DEF4', '--by', 'A')).toBe(
      'reject needs --reason.',
    );
    expect(
      error('reject', '--reference', 'MPABC123DEF4', '--by', 'A', '--reason', 'x'.repeat(301)),
    ).toBe('--reason may have at most 300 characters.');
    expect(error('list', 'everything')).toBe(
      'Unexpected "everything" after list: options start with --.',
    );
  });
});

/**
 * `npm run payments -- …`: on PGlite as a child process (PGlite's WebAssembly does not load in
 * Jest's module system, and the server is a process of its own anyway), on PostgreSQL here.
 */
async function cli(
  env: NodeJS.ProcessEnv,
  ...argv: string[]
): Promise<{ code: number | null; out: string; err: string }> {
  if (env.DATABASE_URL) {
    const ran = captureOutput();
    const code = await run(argv, env, ran.io);
    return { code, out: ran.out.join('\n'), err: ran.err.join('\n') };
  }
  const ran = await runScript('payments.ts', env, argv);
  return { code: ran.code, out: ran.stdout.trimEnd(), err: ran.stderr.trimEnd() };
}

describe.each(databases())('the payments command line on %s', (kind) => {
  /** A database of its own, migrated and seeded, and the environment that names it. */
  const database = () => cliDatabase(kind, 'payments-cli');

  /** Two merchants who each sent a transfer through the API, then the app and database closed. */
  async function transfersSent() {
    const { db, env } = await database();
    const app: App = await checkoutApp(db, fakeProvider());
    const shops: Shop[] = [];
    const references: string[] = [];
    try {
      for (const [n, withSlip] of [
        [1, true],
        [2, false],
      ] as const) {
        const shop = await newShop(app);
        await orderPlan(app, shop);
        const made = await checkout(app, shop, 'bank_transfer');
        const sent = await sendTransfer(
          app,
          shop,
          made.reference,
          withSlip ? await slipPhoto() : null,
          {
            transaction_id: `KBZ-000${n}`,
          },
        );
        expect(sent.statusCode).toBe(200);
        shops.push(shop);
        references.push(made.reference);
      }
    } finally {
      await app.close();
      await db.close();
    }
    return { env, shops, references };
  }

  test(
    'lists, shows with the slip, approves one and rejects the other',
    async () => {
      const { env, shops, references } = await transfersSent();
      const [first, second] = references as [string, string];

      const listed = await cli(env, 'list');
      expect(listed).toMatchObject({ code: 0, err: '' });
      const lines = listed.out.split('\n');
      expect(lines[0]).toMatch(
        /^REFERENCE\s+STATUS\s+METHOD\s+AMOUNT\s+MERCHANT\s+SHOP\s+TRANSACTION\s+SLIP/,
      );
      expect(lines.slice(1).map((line) => line.split(/\s{2,}/).slice(0, 3))).toEqual([
        [first, 'awaiting_review', 'bank_transfer'],
        [second, 'awaiting_review', 'bank_transfer'],
      ]);
      expect(lines[1]).toContain('KBZ-0001');

      const dir = await tempDir('payments-cli-slip');
      const slipFile = path.join(dir, 'slip.webp');
      const shown = await cli(env, 'show', '--reference', first, '--slip-out', slipFile);
      expect(shown.code).toBe(0);
      expect(shown.out).toContain('Transaction id      KBZ-0001');
      expect((await readFile(slipFile)).subarray(8, 12).toString()).toBe('WEBP');

      const approved = await cli(env, 'approve', '--reference', first, '--by', 'Ma Thida');
      expect(approved.code).toBe(0);
      expect(approved.out).toMatch(
        new RegExp(`^Approved ${first}: the plan is active, receipt R-\\d{4}-\\d{6}\\.`),
      );
      const twice = await cli(env, 'approve', '--reference', first, '--by', 'Ma Thida');
      expect(twice).toMatchObject({
        code: 1,
        err: `Payment ${first} is succeeded, not a bank transfer awaiting review.`,
      });

      const rejected = await cli(
        env,
        'reject',
        '--reference',
        second,
        '--by',
        'Ko Zaw',
        '--reason',
        'No transfer KBZ-0002 reached our account.',
      );
      expect(rejected.code).toBe(0);
      expect(await cli(env, 'list')).toMatchObject({ code: 0, out: 'No payments to review.' });

      // What the merchants see, through the API again.
      const { db } = await reopen(env);
      const app = await checkoutApp(db, fakeProvider());
      try {
        const one = await dashboard(app, shops[0]!);
        expect(one.subscription?.status).toBe('active');
        expect(one.payments).toEqual([
          expect.objectContaining({ method: 'bank_transfer', status: 'succeeded' }),
        ]);
        expect(one.checkout).toBeNull();
        const two = await dashboard(app, shops[1]!);
        expect(two.subscription).toBeNull();
        expect(two.checkout).toMatchObject({
          reference: second,
          status: 'rejected',
          reason: 'No transfer KBZ-0002 reached our account.',
        });
      } finally {
        await app.close();
        await db.close();
      }
    },
    // Each command a process of its own on PGlite: a few seconds each.
    120_000,
  );

  /** The command's database opened again for the app. */
  async function reopen(env: NodeJS.ProcessEnv): Promise<{ db: Db }> {
    if (kind === 'pglite') return { db: await openPgliteDb(env.DATA_DIR) };
    const { openPostgres } = await import('../src/db/postgres');
    return { db: openPostgres(env.DATABASE_URL!) };
  }
});

test('bad input exits 1 without opening a database', async () => {
  const io = captureOutput();
  expect(await run(['approve'], { DATA_DIR: '/nonexistent' }, io.io)).toBe(1);
  expect(io.err).toEqual([
    'approve needs --reference.\n\nRun "npm run payments -- --help" for the commands.',
  ]);
});
