/**
 * Partner codes: the only way a partner discount reaches a charge. The repository's rules (a code
 * known, switched on, not expired, not used up), a use taken once even when two payments race for
 * the last one, the operator's command line (its arguments as a pure function, and real runs in a
 * child process on a PGlite data directory, also while another process holds it), and the sample
 * code the seed makes everywhere but in production.
 */
import Fastify from 'fastify';
import {
  endOfYangonDay,
  parseArgs,
  run,
  showExpiry,
  stateOf,
  type Command,
} from '../../scripts/partnerCode/cli';
import { loadConfig } from '../src/config';
import { lockDataDir } from '../src/db/dataDirLock';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { seed, seedIfChanged } from '../src/db/seed';
import { seedData } from '../src/db/seedData';
import configPlugin from '../src/plugins/external/config';
import databasePlugin from '../src/plugins/external/database';
import {
  PartnerCodeInputError,
  PartnerCodeTakenError,
  createPartnerCodeRepository,
  findUsable,
  normaliseCode,
  takeUse,
  type PartnerCode,
} from '../src/repositories/partnerCodes';
import {
  MIGRATIONS_DIR,
  SETUP_TIMEOUT,
  databases,
  openEmptyDatabase,
  openPgliteDb,
  schemaUrl,
  tempDir,
  workerSchema,
} from './helpers';
import { captureOutput, runScript, type ScriptRun } from './scriptKit';

/* ------------------------------- pure rules -------------------------------- */

describe('normaliseCode', () => {
  test('trims and upper-cases what a merchant typed', () => {
    expect(normaliseCode('  partner10 ')).toBe('PARTNER10');
    expect(normaliseCode('Mdy-Traders-2027')).toBe('MDY-TRADERS-2027');
    expect(normaliseCode('ABC')).toBe('ABC');
  });
});

describe('the command line, read', () => {
  const NOW = new Date('2026-11-28T12:00:00.000Z');
  const parse = (...argv: string[]): Command => parseArgs(argv, NOW);
  const error = (...argv: string[]): string => {
    const command = parse(...argv);
    if (command.kind !== 'error') throw new Error(`expected an error, got ${command.kind}`);
    return command.message;
  };

  test('create with every option: upper case, the last day of the expiry in Yangon', () => {
    expect(
      parse(
        'create',
        '--code',
        'partner10',
        '--percent',
        '10',
        '--partner',
        ' Mandalay Traders ',
        '--expires',
        '2027-03-31',
        '--max-uses',
        '100',
      ),
    ).toEqual({
      kind: 'create',
      terms: {
        code: 'PARTNER10',
        percentOff: 10,
        partner: 'Mandalay Traders',
        // The end of 31 March in Yangon (UTC+06:30) is 17:30 UTC that day.
        expiresAt: new Date('2027-03-31T17:30:00.000Z'),
        maxUses: 100,
      },
    });
  });

  test('create with an amount, as --name=value, separators allowed; optional terms unset', () => {
    expect(parse('create', '--code=MDY-20K', '--amount=20,000')).toEqual({
      kind: 'create',
      terms: { code: 'MDY-20K', amountOff: 20_000, partner: '', expiresAt: null, maxUses: null },
    });
    expect(parse('create', '--code', 'TOP', '--amount', '10000000')).toMatchObject({
      terms: { amountOff: 10_000_000 },
    });
    expect(parse('create', '--code', 'LOW', '--amount', '1000')).toMatchObject({
      terms: { amountOff: 1000 },
    });
    expect(parse('create', '--code', 'ONE', '--percent', '1%')).toMatchObject({
      terms: { percentOff: 1 },
    });
    expect(parse('create', '--code', 'A'.repeat(32), '--percent', '20')).toMatchObject({
      terms: { code: 'A'.repeat(32), percentOff: 20 },
    });
  });

  test('list, disable, enable and help', () => {
    expect(parse('list')).toEqual({ kind: 'list' });
    expect(parse('disable', '--code', ' partner10')).toEqual({
      kind: 'disable',
      code: 'PARTNER10',
    });
    expect(parse('enable', '--code=abc')).toEqual({ kind: 'enable', code: 'ABC' });
    expect(parse('--help')).toEqual({ kind: 'help' });
    expect(parse('create', '-h')).toEqual({ kind: 'help' });
    expect(parse('help')).toEqual({ kind: 'help' });
  });

  test('a percentage or an amount, one of them, within bounds', () => {
    expect(error('create', '--code', 'ABC')).toMatch(/--percent or --amount/);
    expect(error('create', '--code', 'ABC', '--percent', '5', '--amount', '5000')).toMatch(
      /--percent or --amount/,
    );
    for (const bad of ['0', '21', '2.5', '-5', 'ten', '']) {
      expect(error('create', '--code', 'ABC', `--percent=${bad}`)).toContain('--percent');
    }
    for (const bad of ['999', '1500', '0', '10001000', '20000.5', 'much']) {
      expect(error('create', '--code', 'ABC', '--amount', bad)).toContain('--amount');
    }
  });

  test('a code of 3 to 32 letters A-Z, digits or hyphens', () => {
    for (const bad of ['AB', 'A B', 'A'.repeat(33), 'ÄBC', 'ABC_1', 'ABC!']) {
      expect(error('create', '--code', bad, '--percent', '10')).toContain('--code');
    }
    expect(error('create', '--percent', '10')).toContain('--code');
    expect(error('disable')).toContain('--code');
    expect(error('enable', '--code', 'x')).toContain('--code');
  });

  test('an expiry that is a real day, not passed; uses of at least one', () => {
    for (const bad of ['2027-02-30', '31/03/2027', '2027-3-31', 'tomorrow']) {
      expect(error('create', '--code', 'ABC', '--percent', '10', '--expires', bad)).toContain(
        '--expires',
      );
    }
    // Yesterday has passed; today (in Yangon, until 17:30 UTC) has not.
    expect(error('create', '--code', 'ABC', '--percent', '10', '--expires', '2026-11-27')).toMatch(
      /--expires 2026-11-27 has passed/,
    );
    expect(
      parse('create', '--code', 'ABC', '--percent', '10', '--expires', '2026-11-28'),
    ).toMatchObject({ terms: { expiresAt: new Date('2026-11-28T17:30:00.000Z') } });
    for (const bad of ['0', '-1', 'ten', '1.5']) {
      expect(error('create', '--code', 'ABC', '--percent', '10', `--max-uses=${bad}`)).toContain(
        '--max-uses',
      );
    }
    expect(
      error('create', '--code', 'ABC', '--percent', '10', '--partner', 'x'.repeat(201)),
    ).toContain('--partner');
  });

  test('unknown, repeated and empty options and commands are named', () => {
    expect(error()).toBe('No command given.');
    expect(error('frob')).toContain('"frob"');
    expect(error('list', '--code', 'ABC')).toBe('list takes no options, got --code.');
    expect(error('create', '--code', 'ABC', '--percnt', '10')).toContain('--percnt');
    expect(error('disable', '--code', 'ABC', '--percent', '10')).toContain('--percent');
    expect(error('create', '--code', 'ABC', '--code', 'DEF', '--percent', '1')).toBe(
      '--code is given twice.',
    );
    expect(error('create', '--percent', '10', '--code')).toBe('--code needs a value.');
    expect(error('create', '--code', '--percent', '10')).toBe('--code needs a value.');
    expect(error('create', 'ABC', '--percent', '10')).toContain('"ABC"');
  });

  test('an expiry is the last day it works, shown as typed', () => {
    expect(endOfYangonDay('2027-03-31')).toEqual(new Date('2027-03-31T17:30:00.000Z'));
    expect(endOfYangonDay('2028-02-29')).toEqual(new Date('2028-02-29T17:30:00.000Z'));
    expect(endOfYangonDay('2027-02-29')).toBeNull();
    expect(showExpiry(new Date('2027-03-31T17:30:00.000Z'))).toBe('2027-03-31');
    expect(showExpiry(null)).toBe('never');
    // Not at a Yangon midnight: 10:00 UTC is 16:30 in Yangon.
    expect(showExpiry(new Date('2027-03-31T10:00:00.000Z'))).toBe('before 2027-03-31 16:30 Yangon');
  });

  test('a code’s state as listed', () => {
    const code: PartnerCode = {
      id: 1,
      code: 'ABC',
      percentOff: 10,
      amountOff: null,
      partner: '',
      active: true,
      expiresAt: new Date('2027-03-31T17:30:00.000Z'),
      maxUses: 2,
      uses: 1,
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
    };
    expect(stateOf(code, NOW)).toBe('active');
    expect(stateOf({ ...code, uses: 2 }, NOW)).toBe('used up');
    expect(stateOf(code, new Date('2027-03-31T17:30:00.000Z'))).toBe('expired');
    expect(stateOf({ ...code, active: false, uses: 2 }, NOW)).toBe('switched off');
  });
});

/* ------------------------------- the database ------------------------------ */

describe.each(databases())('partner codes on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openEmptyDatabase(kind, '_partner');
    await migrate(db, MIGRATIONS_DIR);
  }, SETUP_TIMEOUT);
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('TRUNCATE partner_codes RESTART IDENTITY CASCADE');
  });

  const codes = () => createPartnerCodeRepository(db);
  const usesOf = async (code: string) =>
    (await db.query<{ uses: number }>('SELECT uses FROM partner_codes WHERE code = $1', [code]))
      .rows[0]?.uses;

  test('a code made is found as typed, in any case and with spaces around it', async () => {
    const made = await codes().create({
      code: 'mdy-traders',
      percentOff: 15,
      partner: ' Mandalay ',
    });
    expect(made).toMatchObject({
      code: 'MDY-TRADERS',
      percentOff: 15,
      amountOff: null,
      partner: 'Mandalay',
      active: true,
      expiresAt: null,
      maxUses: null,
      uses: 0,
    });
    const found = await findUsable(db, '  Mdy-Traders ');
    expect(found).toEqual({ kind: 'usable', code: made });
    expect(await codes().byId(made.id)).toEqual(made);
    expect(await codes().byId(made.id + 1)).toBeNull();
  });

  test('unknown, switched off, expired and used up are told apart', async () => {
    expect(await findUsable(db, 'NOPE')).toEqual({ kind: 'unknown' });
    expect(await findUsable(db, 'a b')).toEqual({ kind: 'unknown' });
    expect(await findUsable(db, '')).toEqual({ kind: 'unknown' });

    await codes().create({ code: 'OFF', amountOff: 20_000 });
    expect((await codes().disable('off'))?.active).toBe(false);
    expect(await findUsable(db, 'OFF')).toMatchObject({ kind: 'inactive', code: { code: 'OFF' } });
    expect((await codes().enable('Off'))?.active).toBe(true);
    expect(await findUsable(db, 'OFF')).toMatchObject({ kind: 'usable' });
    expect(await codes().disable('NOPE')).toBeNull();
    expect(await codes().enable('NOPE')).toBeNull();

    const expiry = new Date('2027-03-31T17:30:00.000Z');
    await codes().create({ code: 'DATED', percentOff: 5, expiresAt: expiry });
    expect(await findUsable(db, 'DATED', new Date('2027-03-31T17:29:59.999Z'))).toMatchObject({
      kind: 'usable',
      code: { expiresAt: expiry },
    });
    expect(await findUsable(db, 'DATED', expiry)).toMatchObject({ kind: 'expired' });
    expect(await findUsable(db, 'DATED', new Date('2028-01-01T00:00:00.000Z'))).toMatchObject({
      kind: 'expired',
    });
    // The database's clock when no time is given.
    await codes().create({
      code: 'LATER',
      percentOff: 5,
      expiresAt: new Date('2099-12-31T17:30Z'),
    });
    expect(await findUsable(db, 'LATER')).toMatchObject({ kind: 'usable' });
    await codes().create({
      code: 'PAST',
      percentOff: 5,
      expiresAt: new Date('2020-01-01T00:00:00Z'),
    });
    expect(await findUsable(db, 'PAST')).toMatchObject({ kind: 'expired' });

    const once = await codes().create({ code: 'ONCE', percentOff: 20, maxUses: 1 });
    expect(await findUsable(db, 'ONCE')).toMatchObject({ kind: 'usable' });
    expect(await db.transaction((tx) => takeUse(tx, once.id))).toBe(true);
    expect(await findUsable(db, 'ONCE')).toMatchObject({ kind: 'used_up', code: { uses: 1 } });

    // Switched off comes first, then expired, then used up.
    await codes().disable('ONCE');
    expect(await findUsable(db, 'ONCE')).toMatchObject({ kind: 'inactive' });
    await codes().disable('DATED');
    expect(await findUsable(db, 'DATED', expiry)).toMatchObject({ kind: 'inactive' });
  });

  test('a taken code, or terms a code may not have, are refused', async () => {
    await codes().create({ code: 'PARTNER5', percentOff: 5 });
    await expect(codes().create({ code: ' partner5', amountOff: 5000 })).rejects.toThrow(
      new PartnerCodeTakenError('PARTNER5'),
    );
    await expect(codes().create({ code: 'PARTNER5', amountOff: 5000 })).rejects.toThrow(
      'The partner code PARTNER5 exists already; choose another code.',
    );
    const refused = [
      { code: 'AB', percentOff: 5 },
      { code: 'ABC', percentOff: 21 },
      { code: 'ABC', percentOff: 0 },
      { code: 'ABC', amountOff: 1500 },
      { code: 'ABC', amountOff: 10_001_000 },
      { code: 'ABC', percentOff: 5, maxUses: 0 },
      { code: 'ABC', percentOff: 5, expiresAt: new Date('not a date') },
      { code: 'ABC', percentOff: 5, amountOff: 5000 } as unknown as Parameters<
        ReturnType<typeof codes>['create']
      >[0],
    ];
    for (const terms of refused) {
      await expect(codes().create(terms)).rejects.toBeInstanceOf(PartnerCodeInputError);
    }
    expect((await codes().list()).map((c) => c.code)).toEqual(['PARTNER5']);
  });

  test('list: every code, newest first', async () => {
    await codes().create({ code: 'FIRST', percentOff: 5 });
    await codes().create({ code: 'SECOND', amountOff: 3000, maxUses: 10, partner: 'Yangon' });
    const listed = await codes().list();
    expect(listed.map((c) => [c.code, c.percentOff, c.amountOff, c.maxUses, c.partner])).toEqual([
      ['SECOND', null, 3000, 10, 'Yangon'],
      ['FIRST', 5, null, null, ''],
    ]);
  });

  test('a use is taken only while the code is usable, and a rolled-back payment takes none', async () => {
    const expiry = new Date('2027-03-31T17:30:00.000Z');
    const code = await codes().create({
      code: 'TWICE',
      percentOff: 10,
      maxUses: 2,
      expiresAt: expiry,
    });
    await expect(
      db.transaction(async (tx) => {
        expect(await takeUse(tx, code.id)).toBe(true);
        throw new Error('the card was declined');
      }),
    ).rejects.toThrow('the card was declined');
    expect(await usesOf('TWICE')).toBe(0);

    expect(await db.transaction((tx) => takeUse(tx, code.id, expiry))).toBe(false);
    await codes().disable('TWICE');
    expect(await db.transaction((tx) => takeUse(tx, code.id))).toBe(false);
    await codes().enable('TWICE');
    expect(await db.transaction((tx) => codes().takeUse(tx, code.id))).toBe(true);
    expect(await db.transaction((tx) => takeUse(tx, code.id))).toBe(true);
    expect(await db.transaction((tx) => takeUse(tx, code.id))).toBe(false);
    expect(await usesOf('TWICE')).toBe(2);
    expect(await db.transaction((tx) => takeUse(tx, code.id + 100))).toBe(false);

    const unlimited = await codes().create({ code: 'MANY', amountOff: 1000 });
    for (let n = 0; n < 3; n += 1) {
      expect(await db.transaction((tx) => takeUse(tx, unlimited.id))).toBe(true);
    }
    expect(await usesOf('MANY')).toBe(3);
  });

  test('payments racing for the last use: exactly one takes it', async () => {
    const code = await codes().create({ code: 'LAST', percentOff: 10, maxUses: 3 });
    await db.query('UPDATE partner_codes SET uses = 2 WHERE id = $1', [code.id]);
    const taken = await Promise.all(
      [1, 2, 3, 4].map(() => db.transaction((tx) => takeUse(tx, code.id))),
    );
    expect(taken.filter(Boolean)).toEqual([true]);
    expect(await usesOf('LAST')).toBe(3);
  });

  if (kind === 'postgres') {
    test('the second payment waits for the first one’s lock, then finds the use gone', async () => {
      const code = await codes().create({ code: 'LOCKED', percentOff: 10, maxUses: 1 });
      let commitFirst!: () => void;
      const held = new Promise<void>((resolve) => {
        commitFirst = resolve;
      });
      let firstTook!: (took: boolean) => void;
      const firstTaken = new Promise<boolean>((resolve) => {
        firstTook = resolve;
      });
      const first = db.transaction(async (tx) => {
        firstTook(await takeUse(tx, code.id));
        await held;
      });
      expect(await firstTaken).toBe(true);
      const second = db.transaction((tx) => takeUse(tx, code.id));
      // Until the second UPDATE waits on the first one's row lock.
      for (;;) {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
              AND wait_event_type = 'Lock' AND query LIKE 'UPDATE partner_codes%'`,
        );
        if ((rows[0]?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      commitFirst();
      await first;
      expect(await second).toBe(false);
      expect(await usesOf('LOCKED')).toBe(1);
    });
  }

  test('the seed makes PARTNER10 outside production, once, and leaves it as it is', async () => {
    await seed(db);
    expect(await findUsable(db, 'partner10')).toMatchObject({
      kind: 'usable',
      code: {
        code: 'PARTNER10',
        percentOff: 10,
        amountOff: null,
        partner: 'Sample partner',
        active: true,
        expiresAt: null,
        maxUses: null,
        uses: 0,
      },
    });
    await db.query(`UPDATE partner_codes SET uses = 7 WHERE code = 'PARTNER10'`);
    await seed(db);
    expect((await codes().list()).map((c) => [c.code, c.uses])).toEqual([['PARTNER10', 7]]);
  });

  test('in production the seed makes no sample, and switches off one an earlier start made', async () => {
    await seed(db, seedData, { production: true });
    expect(await findUsable(db, 'PARTNER10')).toEqual({ kind: 'unknown' });
    expect(await codes().list()).toEqual([]);

    // Started once as a laptop would, then in production: the sample stops giving discounts.
    await db.query('DELETE FROM seed_state');
    expect(await seedIfChanged(db)).toBe(true);
    expect(await findUsable(db, 'PARTNER10')).toMatchObject({ kind: 'usable' });
    expect(await seedIfChanged(db, seedData, { production: true })).toBe(true);
    expect(await findUsable(db, 'PARTNER10')).toMatchObject({ kind: 'inactive' });
    expect(await seedIfChanged(db, seedData, { production: true })).toBe(false);
    // A code of the operator's named like the sample but for a real partner is left alone.
    await db.query(`UPDATE partner_codes SET partner = 'Real partner', active = true`);
    await seed(db, seedData, { production: true });
    expect(await findUsable(db, 'PARTNER10')).toMatchObject({ kind: 'usable' });
  });
  if (kind === 'postgres') {
    // The same commands in this process: on PostgreSQL they work while the server runs.
    test(
      'creates, lists, switches off and on',
      async () => {
        const schema = workerSchema('_partner_cli');
        const db = await openEmptyDatabase('postgres', '_partner_cli');
        await db.close();
        const env = { DATABASE_URL: schemaUrl(schema) };
        const created = captureOutput();
        expect(await run(['create', '--code', 'ygn10', '--percent', '10'], env, created.io)).toBe(
          0,
        );
        expect(created.err).toEqual([]);
        const again = captureOutput();
        expect(await run(['create', '--code', 'YGN10', '--amount', '5000'], env, again.io)).toBe(1);
        expect(again.err).toEqual(['The partner code YGN10 exists already; choose another code.']);
        const off = captureOutput();
        expect(await run(['disable', '--code', 'YGN10'], env, off.io)).toBe(0);
        expect(off.out.join('\n')).toContain('Switched off partner code YGN10.');
        const listed = captureOutput();
        expect(await run(['list'], env, listed.io)).toBe(0);
        expect(listed.out.join('\n').split('\n')).toEqual([
          'CODE   DISCOUNT  STATE         USES  LAST DAY  PARTNER',
          'YGN10  10 %      switched off  0     never',
        ]);
        const unknown = captureOutput();
        expect(await run(['enable', '--code', 'NOPE'], env, unknown.io)).toBe(1);
        expect(unknown.err).toEqual(['There is no partner code NOPE.']);
      },
      SETUP_TIMEOUT,
    );
  }
});

/* ---------------------------- the server's start ---------------------------- */

describe.each(databases())('the server start on %s', (kind) => {
  /** Starts the database plugin as the server does, on a new database; the codes it leaves. */
  async function startWith(production: boolean, suffix: string): Promise<string[]> {
    const db = await openEmptyDatabase(kind, suffix);
    const app = Fastify();
    await app.register(configPlugin, {
      config: { ...loadConfig({}), runMode: { production, allowSandbox: false } },
    });
    await app.register(databasePlugin, { opening: Promise.resolve(db) });
    await app.ready();
    try {
      const { rows } = await db.query<{ code: string }>('SELECT code FROM partner_codes');
      return rows.map((row) => row.code);
    } finally {
      await app.close();
    }
  }

  test(
    'seeds the sample code outside production and none in production',
    async () => {
      expect(await startWith(false, '_partner_dev')).toEqual(['PARTNER10']);
      expect(await startWith(true, '_partner_prod')).toEqual([]);
    },
    SETUP_TIMEOUT,
  );
});

/* ------------------------------ the command line ----------------------------- */

/** `npm run partner-code -- …` as a child process, on PGlite in `dataDir`. */
function cli(dataDir: string, ...argv: string[]): Promise<ScriptRun> {
  return runScript('partner-code.ts', { DATA_DIR: dataDir }, argv);
}

describe('npm run partner-code on PGlite', () => {
  test(
    'creates a code in the data directory and lists it',
    async () => {
      const dir = await tempDir('partner-code');
      // A data directory the server has made and migrated its database in.
      const serverDb = await openPgliteDb(dir);
      await migrate(serverDb, MIGRATIONS_DIR);
      await serverDb.close();

      const created = await cli(
        dir,
        'create',
        '--code',
        'mdy-traders',
        '--amount',
        '20000',
        '--partner',
        'Mandalay Traders',
        '--expires',
        '2099-12-31',
        '--max-uses',
        '100',
      );
      expect(created).toMatchObject({ code: 0, stderr: '' });
      expect(created.stdout).toContain('Created partner code MDY-TRADERS.');

      const listed = await cli(dir, 'list');
      expect(listed).toMatchObject({ code: 0, stderr: '' });
      expect(listed.stdout.split('\n')).toEqual([
        'CODE         DISCOUNT    STATE   USES      LAST DAY    PARTNER',
        'MDY-TRADERS  20,000 MMK  active  0 of 100  2099-12-31  Mandalay Traders',
        '',
      ]);
    },
    SETUP_TIMEOUT,
  );

  test(
    'while another process holds the data directory, it says so and how to go on',
    async () => {
      const dir = await tempDir('partner-code-held');
      await (await openPgliteDb(dir)).close();
      const lock = lockDataDir(dir);
      try {
        const ran = await cli(dir, 'list');
        expect(ran.code).toBe(1);
        expect(ran.stdout).toBe('');
        expect(ran.stderr).toContain(
          `Cannot open the data directory ${dir}: the server (pid ${process.pid}, since `,
        );
        expect(ran.stderr).toContain(
          'Stop the server, run this command, then start the server again',
        );
        expect(ran.stderr).toContain('PostgreSQL (DATABASE_URL)');
      } finally {
        lock.release();
      }
    },
    SETUP_TIMEOUT,
  );

  test(
    'a directory without a database, and bad input, are refused with exit code 1',
    async () => {
      const empty = await tempDir('partner-code-empty');
      const ran = await cli(empty, 'list');
      expect(ran.code).toBe(1);
      expect(ran.stderr).toContain(`There is no database in ${empty} (DATA_DIR).`);

      const bad = await cli(empty, 'create', '--code', 'ABC', '--percent', '30');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('--percent must be a whole number from 1 to 20, got "30".');

      const help = await cli(empty, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Usage: npm run partner-code -- <command> [options]');
    },
    SETUP_TIMEOUT,
  );
});
