/**
 * The operators' command line (`npm run operator`): its arguments as a pure function, and real
 * runs: an operator created with a password printed once that signs in through the API (and
 * enrols, as they have no authenticator yet), listed, their password and authenticator reset,
 * disabled; each change audited by the actor 'cli'. On PGlite the command runs as a child process
 * on the data directory (closed meanwhile, as the server must be); on PostgreSQL in this process.
 */
import type { Db } from '../src/db/db';
import { parseArgs, run, type Command } from '../../scripts/operator/cli';
import { buildTestApp, databases, openPgliteDb } from './helpers';
import { captureOutput, cliDatabase, runScript } from './scriptKit';

jest.setTimeout(300_000);

/** What the sign-in answers, as far as these tests read it. */
interface SignInAnswer {
  stage?: string;
  operator?: unknown;
}

describe('the operator command line, read', () => {
  const error = (...argv: string[]): string => {
    const command = parseArgs(argv);
    if (command.kind !== 'error') throw new Error(`expected an error, got ${command.kind}`);
    return command.message;
  };

  test('each command with its options; phones in their one spelling', () => {
    expect(
      parseArgs([
        'create',
        '--phone',
        '+95 9 7812 3456',
        '--role',
        'finance',
        '--name',
        ' Ma Thida ',
      ]),
    ).toEqual<Command>({ kind: 'create', phone: '0978123456', role: 'finance', name: 'Ma Thida' });
    expect(parseArgs(['create', '--phone=09781234567', '--role=designer'])).toEqual<Command>({
      kind: 'create',
      phone: '09781234567',
      role: 'designer',
      name: '',
    });
    expect(parseArgs(['list'])).toEqual<Command>({ kind: 'list' });
    for (const kind of ['disable', 'reset-factor', 'reset-password'] as const) {
      expect(parseArgs([kind, '--phone', '09-7812-3456'])).toEqual<Command>({
        kind,
        phone: '0978123456',
      });
    }
    expect(parseArgs(['create', '--help'])).toEqual<Command>({ kind: 'help' });
  });

  test('what is wrong, named', () => {
    expect(error()).toBe('No command given.');
    expect(error('delete')).toBe(
      'Unknown command "delete" (commands: create, list, disable, reset-factor, reset-password).',
    );
    expect(error('create', '--phone', '0978123456')).toBe('create needs --role.');
    expect(error('create', '--phone', '0978123456', '--role', 'owner')).toBe(
      '--role must be admin, finance, support, designer, got "owner".',
    );
    expect(error('create', '--role', 'admin')).toBe('create needs --phone.');
    expect(error('disable', '--phone', '12345')).toBe(
      '--phone must be a Myanmar mobile number such as 09 7812 3456, got "12345".',
    );
    expect(
      error('create', '--phone', '0978123456', '--role', 'admin', '--name', 'x'.repeat(101)),
    ).toBe('--name may have at most 100 characters.');
    expect(error('list', '--phone', '0978123456')).toBe('list takes no options, got --phone.');
  });
});

describe.each(databases())('the operator command line on %s', (kind) => {
  const database = () => cliDatabase(kind, 'operator-cli');

  async function reopen(env: NodeJS.ProcessEnv): Promise<Db> {
    if (kind === 'pglite') return openPgliteDb(env.DATA_DIR);
    const { openPostgres } = await import('../src/db/postgres');
    return openPostgres(env.DATABASE_URL!);
  }

  async function cli(env: NodeJS.ProcessEnv, ...argv: string[]) {
    if (env.DATABASE_URL) {
      const ran = captureOutput();
      const code = await run(argv, env, ran.io);
      return { code, out: ran.out.join('\n'), err: ran.err.join('\n') };
    }
    const ran = await runScript('operator.ts', env, argv);
    return { code: ran.code, out: ran.stdout.trimEnd(), err: ran.stderr.trimEnd() };
  }

  /**
   * The command's database opened again, with an app on it (closed afterwards): `signIn` goes
   * through the API, `rows` reads the database.
   */
  async function onDatabase<T>(
    env: NodeJS.ProcessEnv,
    work: (tools: {
      db: Db;
      signIn: (phone: string, password: string) => Promise<{ status: number; body: SignInAnswer }>;
      rows: <R extends object>(sql: string) => Promise<R[]>;
    }) => Promise<T>,
  ): Promise<T> {
    const db = await reopen(env);
    const app = buildTestApp(db);
    try {
      return await work({
        db,
        signIn: async (phone, password) => {
          const answer = await app.inject({
            method: 'POST',
            url: '/api/admin/session',
            payload: { phone, password },
          });
          return { status: answer.statusCode, body: answer.json() };
        },
        rows: async <R extends object>(sql: string) => (await db.query<R>(sql)).rows,
      });
    } finally {
      await app.close();
      await db.close();
    }
  }

  const passwordIn = (out: string): string => {
    const match = /\(shown this once\): (\S+)/.exec(out);
    if (!match) throw new Error(`no password in ${out}`);
    return match[1]!;
  };

  test('create, list, reset the password and the authenticator, disable; each audited', async () => {
    const { db, env } = await database();
    await db.close();

    const created = await cli(
      env,
      'create',
      '--phone',
      '09 7812 3456',
      '--role',
      'finance',
      '--name',
      'Ma Thida',
    );
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toMatch(/^Created operator \d+: phone 0978123456, role finance\.$/m);
    const password = passwordIn(created.out);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const again = await cli(env, 'create', '--phone', '0978123456', '--role', 'admin');
    expect(again).toMatchObject({ code: 1, out: '' });
    expect(again.err).toBe('There is already an operator with phone 0978123456.');

    await onDatabase(env, async ({ signIn, rows }) => {
      const stored = await rows<{ password_hash: string; role: string }>(
        'SELECT password_hash, role FROM operators',
      );
      expect(stored).toEqual([
        { password_hash: expect.stringMatching(/^\$argon2id\$/), role: 'finance' },
      ]);
      expect(stored[0]!.password_hash).not.toContain(password);
      // The printed password signs in; the authenticator is enrolled next.
      const first = await signIn('+95 9 7812 3456', password);
      expect(first).toMatchObject({ status: 200, body: { stage: 'enrol' } });
      expect(first.body.operator).toEqual({
        id: expect.any(Number),
        phone: '0978123456',
        name: 'Ma Thida',
        role: 'finance',
      });
    });

    const listed = await cli(env, 'list');
    expect(listed.code).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines[0]).toMatch(/^ID\s+PHONE\s+ROLE\s+NAME\s+AUTHENTICATOR\s+STATE/);
    expect(lines[1]!.split(/\s{2,}/).slice(1, 6)).toEqual([
      '0978123456',
      'finance',
      'Ma Thida',
      'not yet',
      'active',
    ]);
    expect(listed.out).not.toContain(password);

    const reset = await cli(env, 'reset-password', '--phone', '0978123456');
    expect(reset.code).toBe(0);
    const newPassword = passwordIn(reset.out);
    expect(newPassword).not.toBe(password);
    await onDatabase(env, async ({ db, signIn }) => {
      expect((await signIn('0978123456', password)).status).toBe(401);
      expect((await signIn('0978123456', newPassword)).status).toBe(200);
      // Once enrolled, a sign-in asks for a code.
      await db.query(
        `UPDATE operators SET totp_secret = 'JBSWY3DPEHPK3PXP', totp_enrolled_at = now()`,
      );
      expect((await signIn('0978123456', newPassword)).body.stage).toBe('second_factor');
    });

    // The authenticator reset: they enrol again, and their sessions have ended.
    const factor = await cli(env, 'reset-factor', '--phone', '0978123456');
    expect(factor.code).toBe(0);
    await onDatabase(env, async ({ signIn, rows }) => {
      expect(
        await rows('SELECT count(*)::int AS n FROM operator_sessions WHERE revoked_at IS NULL'),
      ).toEqual([{ n: 0 }]);
      expect((await signIn('0978123456', newPassword)).body.stage).toBe('enrol');
    });

    const disabled = await cli(env, 'disable', '--phone', '0978123456');
    expect(disabled.code).toBe(0);
    const missing = await cli(env, 'disable', '--phone', '0979999999');
    expect(missing).toMatchObject({ code: 1, err: 'There is no operator with phone 0979999999.' });

    await onDatabase(env, async ({ signIn, rows }) => {
      expect(
        await rows('SELECT count(*)::int AS n FROM operator_sessions WHERE revoked_at IS NULL'),
      ).toEqual([{ n: 0 }]);
      expect((await signIn('0978123456', newPassword)).status).toBe(401);
      const audit = await rows(
        `SELECT action, operator_id, operator_phone, operator_role FROM audit_log
          WHERE operator_phone = 'cli' ORDER BY id`,
      );
      expect(audit).toEqual(
        [
          'operator.create',
          'operator.reset_password',
          'operator.reset_factor',
          'operator.disable',
        ].map((action) => ({
          action,
          operator_id: null,
          operator_phone: 'cli',
          operator_role: 'admin',
        })),
      );
    });
  });
});

test('bad input exits 1 without opening a database', async () => {
  const io = captureOutput();
  expect(await run(['create'], { DATA_DIR: '/nonexistent' }, io.io)).toBe(1);
  expect(io.err.join('\n')).toContain('create needs');
  expect(io.err.join('\n')).toContain('npm run operator -- --help');
});
