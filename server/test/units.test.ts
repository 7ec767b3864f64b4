/** Pure rules of the server: phone spelling, configuration, validation messages, cache headers. */
import fc from 'fast-check';
import type { FastifySchemaValidationError } from 'fastify';
import path from 'node:path';
import { PHONE_PATTERN } from '@contract';
import { DEFAULT_PASSWORD_HASH_COST, loadConfig } from '../src/config';
import { cacheControlFor, isApiPath } from '../src/plugins/app/spa';
import { normalisePhone } from '../src/phone';
import { formatDistrictMerchantId } from '../src/repositories/accounts';
import { createTaskPool } from '../src/security/hashingPool';
import { createHashingThreads, type HashingCall } from '../src/security/hashingThreads';
import { createPasswordHasher } from '../src/security/passwords';
import { bearerToken, generateToken, hashToken } from '../src/security/tokens';
import { MESSAGES } from '../src/i18n';
import { fieldErrors, validationBody } from '../src/validation';

describe('normalisePhone', () => {
  const subscriber = fc.stringMatching(/^9\d{7,9}$/);
  const separators = fc.array(fc.constantFrom(' ', '-', '.', '(', ')'), { maxLength: 3 });

  /** Inserts separators at random places, as people type them. */
  const spaced = (digits: string, seps: string[]) =>
    seps.reduce((s, sep, i) => {
      const at = (i * 3 + 2) % (s.length + 1);
      return s.slice(0, at) + sep + s.slice(at);
    }, digits);

  test('local, +95 and 95 spellings, with any separators, give the same local number', () => {
    fc.assert(
      fc.property(
        subscriber,
        fc.constantFrom('0', '+95', '95'),
        separators,
        (number, prefix, seps) => {
          const normalised = normalisePhone(spaced(`${prefix}${number}`, seps));
          expect(normalised).toBe(`0${number}`);
          expect(new RegExp(PHONE_PATTERN).test(normalised)).toBe(true);
        },
      ),
    );
  });

  test('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const once = normalisePhone(input);
        expect(normalisePhone(once)).toBe(once);
      }),
    );
  });

  test('leaves numbers that are not Myanmar mobiles for the schema to reject', () => {
    expect(normalisePhone('+66 81 234 5678')).toBe('+66812345678');
    expect(new RegExp(PHONE_PATTERN).test(normalisePhone('+66 81 234 5678'))).toBe(false);
  });
});

describe('loadConfig', () => {
  test('defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app', '.data'),
      databaseUrl: undefined,
      logLevel: 'info',
      tokenTtlHours: 720,
      passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
      trustProxy: [],
    });
  });

  test('TRUST_PROXY: addresses, CIDR ranges and named ranges, separated by commas', () => {
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16,::1 ,fd00::/8, loopback ' }).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toEqual([]);
    for (const bad of [
      'true',
      '*',
      '10.0.0.300',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.0/8/1',
      'proxy',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: `10.0.0.1,${bad}` })).toThrow(
        `TRUST_PROXY must list IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas, got "${bad}"`,
      );
    }
  });

  test('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://app@db/app',
        STATIC_DIR: '/srv/www',
        RENDER_BUNDLE: 'build/render.cjs',
        PAGE_CACHE_MS: '0',
        LOG_LEVEL: 'warn',
        TOKEN_TTL_HOURS: '24',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/db',
      databaseUrl: 'postgres://app@db/app',
      staticDir: '/srv/www',
      renderBundle: '/srv/app/build/render.cjs',
      pageCacheMs: 0,
      logLevel: 'warn',
      tokenTtlHours: 24,
    });
  });

  test('finds the repository root from a subdirectory', () => {
    const root = path.resolve(__dirname, '..', '..');
    const config = loadConfig({}, path.join(root, 'server', 'src'));
    expect(config.migrationsDir).toBe(path.join(root, 'server', 'migrations'));
    expect(config.staticDir).toBe(path.join(root, 'dist'));
    expect(config.renderBundle).toBe(path.join(root, 'dist-ssr', 'prerender.cjs'));
  });

  test('refuses bad numbers with a clear message', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      'PORT must be an integer from 0 to 65535, got "70000"',
    );
    expect(() => loadConfig({ TOKEN_TTL_HOURS: '0' })).toThrow(
      /TOKEN_TTL_HOURS must be an integer/,
    );
    expect(loadConfig({ PORT: ' ' }).port).toBe(3000);
  });
});

describe('validation messages', () => {
  const error = (keyword: string, instancePath: string, params: Record<string, unknown>) =>
    ({
      keyword,
      instancePath,
      schemaPath: '',
      params,
      message: '',
    }) as FastifySchemaValidationError;

  test('one message per problem, field by field, duplicates removed', () => {
    const errors = fieldErrors(
      MESSAGES.en,
      [
        error('required', '', { missingProperty: 'username' }),
        error('minLength', '/email', { limit: 3 }),
        error('format', '/email', { format: 'email' }),
        error('maximum', '/quantity', { limit: 10 }),
        error('required', '', { missingProperty: 'username' }),
      ],
      'body',
      { email: 'x', quantity: 11 },
    );
    expect(errors).toEqual({
      username: ['The user name field is required.'],
      email: ['The email field must be a valid email address.'],
      quantity: ['The quantity field must not be greater than 10.'],
    });
  });

  test('the top message is the first one and how many more', () => {
    expect(validationBody(MESSAGES.en, { a: ['First.'] }).message).toBe('First.');
    expect(validationBody(MESSAGES.en, { a: ['First.', 'Second.'], b: ['Third.'] })).toEqual({
      status: false,
      message: 'First. (and 2 more errors)',
      data: { errors: { a: ['First.', 'Second.'], b: ['Third.'] } },
    });
  });
});

describe('tokens', () => {
  test('are 256 random bits in base64url, stored as their SHA-256', () => {
    const tokens = new Set(Array.from({ length: 100 }, generateToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  test('are read from Bearer headers only', () => {
    expect(bearerToken('Bearer abc_-1')).toBe('abc_-1');
    expect(bearerToken('bearer   abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

test('district merchant ids are the district code and a six-digit sequence', () => {
  expect(formatDistrictMerchantId('YGN-E', 1)).toBe('YGN-E-000001');
  expect(formatDistrictMerchantId('MDY', 123456)).toBe('MDY-123456');
});

test('cache headers: hashed files forever, the rest revalidated', () => {
  expect(cacheControlFor('/dist/main.3f9a1c2b7d.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/dist/styles.0a1b2c3d4e5f.css')).toBe(
    'public, max-age=31536000, immutable',
  );
  expect(cacheControlFor('/dist/index.html')).toBe('no-cache');
  expect(cacheControlFor('/dist/favicon.ico')).toBe('no-cache');
  expect(isApiPath('/api')).toBe(true);
  expect(isApiPath('/api/x?y')).toBe(true);
  expect(isApiPath('/apiary')).toBe(false);
  expect(isApiPath('/price?next=/api/x')).toBe(false);
});

describe('passwords', () => {
  const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

  test('are hashed with salted argon2id at the configured cost', async () => {
    const first = await hasher.hash('golden-rock-42');
    const second = await hasher.hash('golden-rock-42');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(second).not.toBe(first);
    expect(await hasher.verify(first, 'golden-rock-42')).toBe(true);
    expect(await hasher.verify(first, 'golden-rock-43')).toBe(false);
    expect(await hasher.verify('not a hash', 'golden-rock-42')).toBe(false);
  });

  test('verifyNothing does the work of a real verification and fails', async () => {
    // The real threads, with what they are asked to do observed.
    const real = createHashingThreads(1);
    const calls: HashingCall[] = [];
    const observed = createPasswordHasher(
      { memoryCost: 1024, timeCost: 1 },
      createTaskPool({ concurrency: 1, queue: 1, busyRetryAfterSeconds: 2 }),
      { run: (call) => (calls.push(call), real.run(call)), close: () => real.close() },
    );
    try {
      expect(await observed.verifyNothing('golden-rock-42')).toBe(false);
      expect(calls).toEqual([
        {
          op: 'verify',
          passwordHash: expect.stringMatching(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/),
          password: 'golden-rock-42',
        },
      ]);
    } finally {
      await observed.close();
    }
  });
});
