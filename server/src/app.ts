/**
 * The Fastify application, in fastify/demo's order: external plugins (configuration, database,
 * security headers, compression), then app plugins (repositories, auth, caching, errors), then the
 * routes, then the built SPA for everything else.
 */
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { loadConfig, type Config } from './config';
import type { Db } from './db/db';
import authPlugin from './plugins/app/auth';
import customerAuthPlugin from './plugins/app/customerAuth';
import operatorAuthPlugin from './plugins/app/operatorAuth';
import entitlementsPlugin from './plugins/app/entitlements';
import errorsPlugin from './plugins/app/errors';
import httpCachingPlugin, { NO_STORE } from './plugins/app/httpCaching';
import idempotencyPlugin from './plugins/app/idempotency';
import inputPlugin from './plugins/app/input';
import languagePlugin from './plugins/app/language';
import liveEventsPlugin from './plugins/app/liveEvents';
import otpPlugin from './plugins/app/otp';
import pushPlugin from './push/plugin';
import rateLimitPlugin from './plugins/app/rateLimit';
import repositoriesPlugin from './plugins/app/repositories';
import spaPlugin from './plugins/app/spa';
import subscriptionLifePlugin from './plugins/app/subscriptionLife';
import checkoutJobPlugin from './plugins/app/checkoutJob';
import priceChangesPlugin from './plugins/app/priceChanges';
import pageRenderPlugin from './plugins/app/pageRender';
import pageViewsPlugin from './plugins/app/pageViews';
import sharedPostPagesPlugin from './plugins/app/sharedPostPages';
import shareLinksPlugin from './plugins/app/shareLinks';
import zawgyiPlugin from './plugins/app/zawgyi';
import configPlugin from './plugins/external/config';
import helmet from './plugins/external/securityHeaders';
import databasePlugin from './plugins/external/database';
import apiRoutes from './routes/api';
import sandboxWalletPlugin from './routes/sandbox/pay';
import { lazySchemaController } from './schemaCompilers';

export interface AppOptions {
  /** Overrides of the defaults (the defaults ignore the environment: see `loadConfig`). */
  config?: Partial<Config>;
  /**
   * An open, migrated and seeded database to use; the caller keeps ownership (tests share one).
   * Without it the app opens the configured database, migrates and seeds it, and closes it.
   */
  db?: Db;
  /**
   * The configured database, already being opened (the server starts it first, so that PGlite
   * reads its files and compiles its WebAssembly while the app's code loads); the app migrates,
   * seeds and closes it.
   */
  opening?: Promise<Db>;
  /** Pino options (see `loggerOptions`), or false for none. Defaults to none. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Fastify's schema compilers; by default its own, compiled per route on first use (see
   * schemaCompilers.ts). Tests that build an app per test pass eager compilers shared between
   * apps, so each schema is compiled once per file rather than once per test.
   */
  schemaController?: FastifyServerOptions['schemaController'];
}

/** 1 MiB: far above any form of the app, far below what could hurt the server. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's router answers a malformed URL (400) or an over-long parameter (414) itself, before
 * any hook: here, with the message it gives, and `no-store` (414 is cacheable by default).
 */
function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(error.statusCode ?? 400)
    .header('cache-control', NO_STORE)
    .send({ message: error.message });
}

export function buildApp(options: AppOptions = {}) {
  const config: Config = { ...loadConfig({}), ...options.config };
  const app = Fastify({
    logger: options.logger ?? false,
    // Every problem of a request at once, so the client can show each field's message.
    // Extra fields are refused (422 naming them) rather than silently dropped.
    ajv: { customOptions: { allErrors: true, removeAdditional: false } },
    // Larger bodies answer 413 before they are read further.
    bodyLimit: BODY_LIMIT,
    // The database plugin may create the embedded database on first start (PGlite's initdb), which
    // takes well over Fastify's default 10 s on a slow disk or a busy machine.
    pluginTimeout: 120_000,
    schemaController: options.schemaController ?? lazySchemaController(),
    // Behind a reverse proxy (TLS), the client is the address the trusted proxy forwards; anyone
    // else's X-Forwarded-For is ignored, so a client cannot pick the address it is counted under.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    frameworkErrors: routerError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.register(configPlugin, { config });
  app.register(databasePlugin, { db: options.db, opening: options.opening });
  app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Only the app's own host: no CDN, no font service (helmet's default allows https: for
        // styles and fonts).
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'frame-ancestors': ["'none'"],
        // QR codes are drawn on a canvas and saved through blob: and data: URLs.
        'img-src': ["'self'", 'data:', 'blob:'],
        // Helmet's default would send browsers on plain-HTTP hosts (LAN, localhost) to https.
        'upgrade-insecure-requests': null,
      },
    },
    // No page of the app is meant to be framed (clickjacking).
    frameguard: { action: 'deny' },
  });
  app.register(compress);

  app.register(languagePlugin);
  app.register(repositoriesPlugin);
  app.register(authPlugin);
  app.register(customerAuthPlugin);
  app.register(operatorAuthPlugin);
  app.register(httpCachingPlugin);
  app.register(entitlementsPlugin);
  app.register(errorsPlugin);
  app.register(inputPlugin);
  app.register(rateLimitPlugin);
  app.register(zawgyiPlugin);
  app.register(otpPlugin);
  app.register(liveEventsPlugin);
  app.register(pushPlugin);
  app.register(idempotencyPlugin);
  app.register(subscriptionLifePlugin);
  app.register(checkoutJobPlugin);
  app.register(priceChangesPlugin);

  app.register(pageRenderPlugin);
  app.register(pageViewsPlugin);
  app.register(sharedPostPagesPlugin);
  app.register(shareLinksPlugin);
  app.register(apiRoutes, { prefix: '/api' });
  // The sandbox wallet page, before the SPA's fallback; only while the provider is the sandbox.
  app.register(sandboxWalletPlugin);
  app.register(spaPlugin);
  return app;
}

export type App = ReturnType<typeof buildApp>;
