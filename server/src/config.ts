/**
 * Runtime configuration, read once from the environment at start-up. Everything else receives a
 * `Config` (the app decorates itself with it), so tests can build an app with any configuration
 * without touching `process.env`.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { loadOtpConfig, type OtpConfig } from './otp/config';
import { loadPaymentConfig, type PaymentConfig } from './payments/config';
import { loadSmsConfig, type SmsConfig } from './sms/config';

export interface PasswordHashCost {
  /** Argon2 memory in KiB. */
  memoryCost: number;
  /** Argon2 passes. */
  timeCost: number;
}

/** How many attempts an unauthenticated write (login, registration, contact) allows per window. */
export interface RateLimitConfig {
  /** Length of a window in seconds. */
  windowSeconds: number;
  /**
   * Attempts per phone number (the contact form: per email address) in a window; for login,
   * failed attempts per phone from one client address.
   */
  perPhone: number;
  /** Attempts per client network address in a window. */
  perAddress: number;
}

export interface Config {
  port: number;
  host: string;
  /** Where embedded PGlite keeps its files when `databaseUrl` is not set. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  /** The built SPA (webpack's output). */
  staticDir: string;
  /**
   * The render bundle (webpack.ssr.config.ts's output) that renders store pages and the
   * marketplace per request; without it those pages go out as the SPA's index.html.
   */
  renderBundle: string;
  /**
   * How long a page rendered per request is reused for the same URL and language, in ms
   * (`PAGE_CACHE_MS`, 1,000 by default; 0 renders every request).
   */
  pageCacheMs: number;
  /** The SQL migrations, applied in file-name order. */
  migrationsDir: string;
  logLevel: string;
  tokenTtlHours: number;
  passwordHashCost: PasswordHashCost;
  rateLimit: RateLimitConfig;
  /**
   * The reverse proxies (addresses, CIDR ranges, or proxy-addr's `loopback`, `linklocal`,
   * `uniquelocal`) whose X-Forwarded-For names the client. Empty: the socket's address is the
   * client's, and X-Forwarded-For is ignored.
   */
  trustProxy: string[];
  payments: PaymentConfig;
  /**
   * Load the demo shops at start-up (`DEMO_DATA=1`; idempotent, see server/src/db/demo). Never
   * on by default, in any environment.
   */
  demoData: boolean;
  /** One-time codes: their rules, limits and hashing secret. */
  otp: OtpConfig;
  /** The SMS provider the codes leave through. */
  sms: SmsConfig;
  /** Live event streams (`merchant/store/:id/events`, `customer/events`). */
  liveEvents: LiveEventsConfig;
}

export interface LiveEventsConfig {
  /** Streams one token may hold open at once (tabs, devices); one more answers 429. */
  maxStreamsPerToken: number;
  /** Streams this process holds open at once; one more answers 429. */
  maxStreams: number;
  /** A comment line this often keeps proxies and the client's idle timers from closing a stream. */
  heartbeatMs: number;
}

export const DEFAULT_LIVE_EVENTS: LiveEventsConfig = {
  maxStreamsPerToken: 5,
  maxStreams: 2000,
  heartbeatMs: 20_000,
};

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): slow for attackers, ~20 ms for us. */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

/** 10 logins per phone and 100 per address in 15 minutes: plenty for people, not for scripts. */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = {
  windowSeconds: 900,
  perPhone: 10,
  perAddress: 100,
};

/**
 * The repository root: the nearest directory, from the working directory upwards, holding
 * `server/migrations`. Resolved from `process.cwd()` rather than the module's own location because
 * the same code runs as TypeScript (tsx, ts-jest as CommonJS) and as an esbuild ESM bundle in
 * `server/dist/`, where `__dirname` and `import.meta.url` are not both available.
 */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'server', 'migrations'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** The names proxy-addr gives to well-known ranges of private addresses. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxy(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

function proxies(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = env[name] ?? '';
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isProxy(entry));
  if (bad.length > 0) {
    throw new Error(
      `${name} must list IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas, got "${bad.join(', ')}"`,
    );
  }
  return entries;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

/** `1` on, `0` or unset off; anything else is a mistake worth stopping for. */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = text(env, name);
  if (raw === undefined || raw === '0') return false;
  if (raw === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

/** Reads the configuration from environment variables; throws with a clear message on bad values. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): Config {
  const root = findRepoRoot(cwd);
  return {
    port: integer(env, 'PORT', 3000, 0, 65_535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, text(env, 'DATA_DIR') ?? '.data'),
    databaseUrl: text(env, 'DATABASE_URL'),
    staticDir: path.resolve(cwd, text(env, 'STATIC_DIR') ?? path.join(root, 'dist')),
    renderBundle: path.resolve(
      cwd,
      text(env, 'RENDER_BUNDLE') ?? path.join(root, 'dist-ssr', 'prerender.cjs'),
    ),
    pageCacheMs: integer(env, 'PAGE_CACHE_MS', 1_000, 0, 60_000),
    migrationsDir: path.join(root, 'server', 'migrations'),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 720, 1, 24 * 365 * 10),
    passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
    rateLimit: {
      windowSeconds: integer(
        env,
        'RATE_LIMIT_WINDOW_SECONDS',
        DEFAULT_RATE_LIMIT.windowSeconds,
        1,
        86_400,
      ),
      perPhone: integer(env, 'RATE_LIMIT_PER_PHONE', DEFAULT_RATE_LIMIT.perPhone, 1, 1e9),
      perAddress: integer(env, 'RATE_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMIT.perAddress, 1, 1e9),
    },
    trustProxy: proxies(env, 'TRUST_PROXY'),
    payments: loadPaymentConfig(env),
    demoData: flag(env, 'DEMO_DATA'),
    otp: loadOtpConfig(env),
    sms: loadSmsConfig(env),
    liveEvents: {
      maxStreamsPerToken: integer(
        env,
        'LIVE_EVENTS_MAX_PER_TOKEN',
        DEFAULT_LIVE_EVENTS.maxStreamsPerToken,
        1,
        100,
      ),
      maxStreams: integer(env, 'LIVE_EVENTS_MAX_STREAMS', DEFAULT_LIVE_EVENTS.maxStreams, 1, 1e6),
      heartbeatMs: DEFAULT_LIVE_EVENTS.heartbeatMs,
    },
  };
}
