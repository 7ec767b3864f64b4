/**
 * Decorates `fastify.db`. Given an open database (tests share one per worker), the app uses it
 * and leaves closing it to the caller. Otherwise it opens the configured one (or takes the one the
 * server started opening before the app was built), brings its schema
 * and reference data up to date, and closes it when the app closes.
 */
import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import { seedIfChanged } from '../../db/seed';
import { seedData } from '../../db/seedData';
import { createPasswordHasher } from '../../security/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DatabasePluginOptions {
  /** An open database owned by the caller. */
  db?: Db;
  /** The configured database, already being opened; the app migrates, seeds and closes it. */
  opening?: Promise<Db>;
}

export default fp<DatabasePluginOptions>(
  async (fastify, options) => {
    if (options.db) {
      fastify.decorate('db', options.db);
      return;
    }
    const { config } = fastify;
    const db = await (options.opening ??
      openDatabase(config, (error) =>
        fastify.log.error({ err: error }, 'idle database connection failed'),
      ));
    try {
      const applied = await migrate(db, config.migrationsDir);
      if (applied.length > 0) fastify.log.info({ migrations: applied }, 'migrations applied');
      // Skipped when this release's reference data is there already: a restart answers sooner.
      // Production gets no sample partner code (see seedData.ts).
      if (await seedIfChanged(db, seedData, { production: config.runMode.production })) {
        fastify.log.info('reference data seeded');
      }
      if (config.demoData) {
        // Loaded only when asked: the demo draws its logos with sharp, which a normal start-up
        // need not load.
        const { DEMO_PASSWORD, loadDemoData } = await import('../../db/demo/load');
        const added = await loadDemoData(db, {
          passwordHash: () => createPasswordHasher(config.passwordHashCost).hash(DEMO_PASSWORD),
        });
        fastify.log.info({ added }, 'demo shops loaded');
      }
    } catch (error) {
      await db.close();
      throw error;
    }
    fastify.log.info(
      config.databaseUrl === undefined
        ? { database: 'pglite', dataDir: config.dataDir }
        : { database: 'postgresql' },
      'database ready',
    );
    fastify.decorate('db', db);
    fastify.addHook('onClose', () => db.close());
  },
  { name: 'database', dependencies: ['config'] },
);
