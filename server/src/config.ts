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
import { wholeSetting } from './settings';
import { loadPhotoConfig, type PhotoConfig } from './photos/config';
import { loadBannerConfig, type BannerConfig } from './banners/impressions';
import { loadCounterLookupConfig, type CounterLookupConfig } from './security/counterLookups';
import { loadPromoGuessConfig, type PromoGuessConfig } from './security/promoGuesses';
import { loadPasswordHashingConfig, type PasswordHashingConfig } from './security/hashingPool';
import { loadSmsConfig, type SmsConfig } from './sms/config';
import { loadPushConfig, type PushConfig } from './push/config';
import { loadRunMode, type RunMode } from './production';

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
  /**
   * Attempts per client network address in a window of the calls shoppers make without signing
   * in (a basket's price, a banner's click), which hundreds of shoppers behind one carrier NAT
   * address share; `perAddress` when unset.
   */
  shopperPerAddress?: number;
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
  /** The pool hashes and verifies passwords in: slots, queue, and the busy answer's wait. */
  passwordHashing: PasswordHashingConfig;
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
  /** Web Push (VAPID keys; off without them) and the notifications job (push/config.ts). */
  push: PushConfig;
  /** Live event streams (`merchant/store/:id/events`, `customer/events`). */
  liveEvents: LiveEventsConfig;
  /** Missed promo codes per customer, shop and client address (`security/promoGuesses`). */
  promoGuesses: PromoGuessConfig;
  /** Counter look-ups per merchant (`security/counterLookups`). */
  counterLookups: CounterLookupConfig;
  /** What one customer may hold and place at a shop (orders, reservations, placements). */
  customerLimits: CustomerLimitsConfig;
  /** Production or not (`NODE_ENV`), and whether it may run the sandboxes for a demo. */
  runMode: RunMode;
  /** Store photos: encoders per process, their queue, and each merchant's uploads and bytes. */
  photos: PhotoConfig;
  /** The marketplace banner's impressions: how long one lasts and its click counts. */
  banners: BannerConfig;
  /** The subscription job: plan-end reminders, scheduled downgrades, and the grace after an end. */
  subscriptionLife: SubscriptionLifeConfig;
  /** The back office's operators: their sessions and sign-in limits. */
  operators: OperatorConfig;
  /** The price job: how often it applies the price changes whose moment has come. */
  priceChanges: PriceChangeConfig;
}

export interface PriceChangeConfig {
  /** Between two turns (`PRICE_CHANGE_INTERVAL_SECONDS`, 60); 0: this process runs none. */
  intervalMs: number;
  /**
   * Whether this process hears the price changes other processes commit (always, in a server). An
   * app built alone on a database no other process writes, as most tests build it, can go without
   * the connection that listening holds.
   */
  listen: boolean;
}

export const DEFAULT_PRICE_CHANGES: PriceChangeConfig = { intervalMs: 60_000, listen: true };

export interface OperatorConfig {
  /** Minutes without a call after which an operator's session ends (`OPERATOR_IDLE_MINUTES`, 30). */
  idleMinutes: number;
  /** Hours after which a session ends whatever happens (`OPERATOR_SESSION_HOURS`, 12). */
  sessionHours: number;
  /** Failed sign-ins in a row (password or code) that lock the account (`OPERATOR_MAX_FAILURES`, 5). */
  maxFailures: number;
  /** Minutes a locked account stays locked (`OPERATOR_LOCK_MINUTES`, 15). */
  lockMinutes: number;
}

export const DEFAULT_OPERATORS: OperatorConfig = {
  idleMinutes: 30,
  sessionHours: 12,
  maxFailures: 5,
  lockMinutes: 15,
};

export interface SubscriptionLifeConfig {
  /** Between two turns of the job (`REMINDER_INTERVAL_SECONDS`, 60); 0: this process runs none. */
  intervalMs: number;
  /** How long a claimed reminder is one process's to send (`REMINDER_LEASE_SECONDS`, 120). */
  leaseMs: number;
  /** Days a shop stays listed and entitled after its plan ends (`GRACE_DAYS`, 7, 0 to 60). */
  graceDays: number;
}

export const DEFAULT_SUBSCRIPTION_LIFE: SubscriptionLifeConfig = {
  intervalMs: 60_000,
  leaseMs: 120_000,
  graceDays: 7,
};

export interface LiveEventsConfig {
  /** Streams one token may hold open at once (tabs, devices); one more answers 429. */
  maxStreamsPerToken: number;
  /** A customer's streams, whatever tokens they hold; one more answers 429. */
  maxStreamsPerCustomer: number;
  /** One shop's streams (its staff's tabs and devices), whatever tokens; one more answers 429. */
  maxStreamsPerMerchant: number;
  /**
   * Streams from one address (an IPv6 client's /64): generous, since a carrier's NAT puts many
   * shoppers behind one IPv4 address; one more answers 429.
   */
  maxStreamsPerAddress: number;
  /** Streams this process holds open at once; one more answers 429. */
  maxStreams: number;
  /**
   * A comment line this often keeps proxies and the client's idle timers from closing a stream;
   * at the same beat, each stream's token and its shop's plan are checked again.
   */
  heartbeatMs: number;
}

export const DEFAULT_LIVE_EVENTS: LiveEventsConfig = {
  maxStreamsPerToken: 5,
  maxStreamsPerCustomer: 10,
  maxStreamsPerMerchant: 20,
  maxStreamsPerAddress: 200,
  maxStreams: 2000,
  heartbeatMs: 20_000,
};

/** What one customer may hold at one shop, and how fast they may place, so no one fills a shop. */
export interface CustomerLimitsConfig {
  /** Orders still placed, accepted or ready at one shop. */
  openOrdersPerShop: number;
  /** Reservations (not cancelled or declined) at one shop for one day. */
  reservationsPerShopDay: number;
  /** Orders and reservations placed in a window, per customer, whatever the shop. */
  placementsPerWindow: number;
  placementWindowSeconds: number;
}

/** Enough for a family's orders and a lunch and dinner booking; far from a shop's whole day. */
export const DEFAULT_CUSTOMER_LIMITS: CustomerLimitsConfig = {
  openOrdersPerShop: 3,
  reservationsPerShopDay: 2,
  placementsPerWindow: 10,
  placementWindowSeconds: 60,
};

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): slow for attackers, ~20 ms for us. */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

/**
 * 10 logins per phone and 100 per address in 15 minutes: plenty for people, not for scripts. The
 * shoppers' calls 1,000 per address: a carrier NAT address may carry hundreds of them at once.
 */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = {
  windowSeconds: 900,
  perPhone: 10,
  perAddress: 100,
  shopperPerAddress: 1_000,
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

const integer = wholeSetting;

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
    passwordHashing: loadPasswordHashingConfig(env),
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
      shopperPerAddress: integer(
        env,
        'RATE_LIMIT_SHOPPER_PER_ADDRESS',
        DEFAULT_RATE_LIMIT.shopperPerAddress ?? DEFAULT_RATE_LIMIT.perAddress,
        1,
        1e9,
      ),
    },
    trustProxy: proxies(env, 'TRUST_PROXY'),
    payments: loadPaymentConfig(env),
    demoData: flag(env, 'DEMO_DATA'),
    otp: loadOtpConfig(env),
    sms: loadSmsConfig(env),
    push: loadPushConfig(env),
    runMode: loadRunMode(env),
    photos: loadPhotoConfig(env),
    banners: loadBannerConfig(env),
    subscriptionLife: {
      intervalMs:
        integer(
          env,
          'REMINDER_INTERVAL_SECONDS',
          DEFAULT_SUBSCRIPTION_LIFE.intervalMs / 1000,
          0,
          86_400,
        ) * 1000,
      leaseMs:
        integer(
          env,
          'REMINDER_LEASE_SECONDS',
          DEFAULT_SUBSCRIPTION_LIFE.leaseMs / 1000,
          1,
          86_400,
        ) * 1000,
      graceDays: integer(env, 'GRACE_DAYS', DEFAULT_SUBSCRIPTION_LIFE.graceDays, 0, 60),
    },
    priceChanges: {
      intervalMs:
        integer(
          env,
          'PRICE_CHANGE_INTERVAL_SECONDS',
          DEFAULT_PRICE_CHANGES.intervalMs / 1000,
          0,
          86_400,
        ) * 1000,
      listen: DEFAULT_PRICE_CHANGES.listen,
    },
    operators: {
      idleMinutes: integer(env, 'OPERATOR_IDLE_MINUTES', DEFAULT_OPERATORS.idleMinutes, 1, 1440),
      sessionHours: integer(env, 'OPERATOR_SESSION_HOURS', DEFAULT_OPERATORS.sessionHours, 1, 72),
      maxFailures: integer(env, 'OPERATOR_MAX_FAILURES', DEFAULT_OPERATORS.maxFailures, 1, 100),
      lockMinutes: integer(env, 'OPERATOR_LOCK_MINUTES', DEFAULT_OPERATORS.lockMinutes, 1, 1440),
    },
    liveEvents: {
      maxStreamsPerToken: integer(
        env,
        'LIVE_EVENTS_MAX_PER_TOKEN',
        DEFAULT_LIVE_EVENTS.maxStreamsPerToken,
        1,
        100,
      ),
      maxStreamsPerCustomer: integer(
        env,
        'LIVE_EVENTS_MAX_PER_CUSTOMER',
        DEFAULT_LIVE_EVENTS.maxStreamsPerCustomer,
        1,
        1000,
      ),
      maxStreamsPerMerchant: integer(
        env,
        'LIVE_EVENTS_MAX_PER_MERCHANT',
        DEFAULT_LIVE_EVENTS.maxStreamsPerMerchant,
        1,
        1000,
      ),
      maxStreamsPerAddress: integer(
        env,
        'LIVE_EVENTS_MAX_PER_ADDRESS',
        DEFAULT_LIVE_EVENTS.maxStreamsPerAddress,
        1,
        1e6,
      ),
      maxStreams: integer(env, 'LIVE_EVENTS_MAX_STREAMS', DEFAULT_LIVE_EVENTS.maxStreams, 1, 1e6),
      heartbeatMs: DEFAULT_LIVE_EVENTS.heartbeatMs,
    },
    promoGuesses: loadPromoGuessConfig(env),
    counterLookups: loadCounterLookupConfig(env),
    customerLimits: {
      openOrdersPerShop: integer(
        env,
        'CUSTOMER_OPEN_ORDERS_PER_SHOP',
        DEFAULT_CUSTOMER_LIMITS.openOrdersPerShop,
        1,
        1e6,
      ),
      reservationsPerShopDay: integer(
        env,
        'CUSTOMER_RESERVATIONS_PER_SHOP_DAY',
        DEFAULT_CUSTOMER_LIMITS.reservationsPerShopDay,
        1,
        1e6,
      ),
      placementsPerWindow: integer(
        env,
        'ORDER_PLACEMENTS_PER_WINDOW',
        DEFAULT_CUSTOMER_LIMITS.placementsPerWindow,
        1,
        1e6,
      ),
      placementWindowSeconds: integer(
        env,
        'ORDER_PLACEMENTS_WINDOW_SECONDS',
        DEFAULT_CUSTOMER_LIMITS.placementWindowSeconds,
        1,
        86_400,
      ),
    },
  };
}
