// Operator commands, compiled with the api: `node api/dist/api/src/cli.js <command>`.
// The npm scripts (migrate, migrate:revert, seed, db:reset, ledger:verify, projections:rebuild) find Postgres
// (and Redis for the commands that boot the application: seed, db:reset, ledger:verify, projections:rebuild)
// through scripts/services.mjs, then call this.
//   migrate                   apply pending migrations
//   migrate:revert [--all]    revert the newest migration (or every one)
//   seed                      migrate, then run every demo seeder (idempotent)
//   db:reset [--force]        drop every table, migrate, seed; refused when NODE_ENV=production without --force
//                             (with it: no demo data, which production never gets)
//   ledger:verify [url...]    catch up every registered projection, replay the ledger, check sums, balances and
//                             projections; exit 1 on any difference
//   projections:rebuild [name...]  empty every registered ledger projection (or those named) and replay it
import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { describeVerification, LedgerProjectionRegistry, verifyLedger, type LedgerProjection } from './modules/ledger/index.js';
import { ConfigError, loadConfig } from './platform/config/load-config.js';
import { createDataSource } from './platform/database/data-source.js';
import { migrateDownAll, migrateUp } from './platform/database/migrate.js';
import { createLogger, PinoNestLogger } from './platform/logging/logger.js';
import { DemoSeedRunner } from './platform/seed/demo-seeder.js';

const usage = `usage: cli.js <migrate | migrate:revert [--all] | seed | db:reset [--force] | ledger:verify [url...] | projections:rebuild [name...]>`;

/** Commands that touch only the schema need only DATABASE_URL, not the whole configuration. */
async function withDatabase<T>(work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new ConfigError(['DATABASE_URL: is required']);
  const dataSource = createDataSource({ url, poolSize: 2 });
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

async function migrate(): Promise<void> {
  const applied = await withDatabase(migrateUp);
  console.log(applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'No pending migrations.');
}

async function revert(all: boolean): Promise<void> {
  await withDatabase(async (dataSource) => {
    if (all) {
      console.log(`Reverted ${await migrateDownAll(dataSource)} migration(s).`);
      return;
    }
    const before: { name: string }[] = await dataSource
      .query(`SELECT name FROM schema_migrations ORDER BY id DESC LIMIT 1`)
      .catch(() => []);
    if (!before[0]) {
      console.log('No applied migrations to revert.');
      return;
    }
    await dataSource.undoLastMigration({ transaction: 'each' });
    console.log(`Reverted ${before[0].name}.`);
  });
}

/**
 * Boots the application context in the api role: no BullMQ worker picks up jobs in this short-lived
 * process, no projection runner starts and no HTTP server listens, but every module's providers exist,
 * so what modules register at boot (demo seeders, ledger projections) is complete. Needs DATABASE_URL
 * and REDIS_URL (the configuration requires both).
 */
async function withAppContext<T>(work: (app: INestApplicationContext) => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env, ...env, ROLE: 'api' });
  const logger = createLogger(config.LOG_LEVEL, config.instanceId);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/**
 * Migrates and runs every @DemoSeed provider, as `npm start` does. Demo data (published staff logins)
 * is refused with NODE_ENV=production, like SEED_DEMO at boot; unset, NODE_ENV means development here.
 */
async function seed(): Promise<void> {
  await withAppContext(
    async (app) => {
      await migrateUp(app.get(DataSource));
      await app.init();
      const seeded = await app.get(DemoSeedRunner).run();
      console.log(seeded.length ? `Seeded: ${seeded.join(', ')}.` : 'No demo seeders registered.');
    },
    { NODE_ENV: process.env.NODE_ENV || 'development', SEED_DEMO: 'true', MIGRATE_ON_START: 'true' },
  );
}

/** Drops every non-system schema (public and any a migration created) and recreates public, empty. */
async function reset(force: boolean): Promise<void> {
  if (process.env.NODE_ENV === 'production' && !force) {
    throw new Error('Refusing to reset a database with NODE_ENV=production. Pass --force if you really mean it.');
  }
  await withDatabase(async (dataSource) => {
    const schemas: { name: string }[] = await dataSource.query(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
    );
    for (const { name } of schemas) await dataSource.query(`DROP SCHEMA "${name.replace(/"/g, '""')}" CASCADE`);
    await dataSource.query(`CREATE SCHEMA public`);
    console.log(`Dropped schema(s): ${schemas.map((s) => s.name).join(', ') || '(none)'}.`);
  });
  await migrate();
  if (process.env.NODE_ENV === 'production') {
    console.log('Not seeding demo data: it is never seeded with NODE_ENV=production.');
    return;
  }
  await seed();
}

/** The ledger tools take a plain pg pool: they read and write through SQL, not the ORM. */
async function withPool<T>(work: (pool: pg.Pool) => Promise<T>, url = process.env.DATABASE_URL): Promise<T> {
  if (!url) throw new ConfigError(['DATABASE_URL: is required']);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}

/**
 * The projections every module registered with the ledger. Only the booted application knows them, so
 * the application is booted once (booting per database would cost ~2 s each) and the list, whose
 * projections work only through the client they are given, is then used on any database's plain pool.
 */
async function registeredProjections(databaseUrl: string | undefined): Promise<readonly LedgerProjection[]> {
  try {
    return await withAppContext(async (app) => app.get(LedgerProjectionRegistry).list(), databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot boot the application to list the registered ledger projections: ${reason}`);
  }
}

/** Verifies DATABASE_URL, or each database URL given (the test runner checks every leftover test database in one go). */
async function verify(urls: string[]): Promise<void> {
  const projections = await registeredProjections(urls[0] ?? process.env.DATABASE_URL);
  for (const url of urls.length ? urls : [undefined]) {
    if (url) console.log(`${new URL(url).pathname.slice(1)}:`);
    try {
      // Catch every registered projection up first: most test databases ran no worker, and the statement
      // must be checked in full (and a projection that cannot replay the ledger is a failure too).
      const result = await withPool((pool) => verifyLedger(pool, { catchUpProjections: true, projections }), url);
      console.log(describeVerification(result));
      if (!result.ok) process.exitCode = 1;
    } catch (error) {
      // One unreadable database must not hide the verdict on the others.
      console.log(`ledger:verify FAILED: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
}

/** Every projection registered with the ledger (or those named); an unknown name fails, listing the known ones. */
async function rebuild(names: string[]): Promise<void> {
  const report = await withAppContext((app) => app.get(LedgerProjectionRegistry).rebuild(names));
  for (const r of report) console.log(`Rebuilt ${r.projection} from ${r.events} event(s).`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...flags] = argv;
  switch (command) {
    case 'migrate':
      return migrate();
    case 'migrate:revert':
      return revert(flags.includes('--all'));
    case 'seed':
      return seed();
    case 'db:reset':
      return reset(flags.includes('--force'));
    case 'ledger:verify':
      return verify(flags.filter((f) => !f.startsWith('-')));
    case 'projections:rebuild':
      return rebuild(flags.filter((f) => !f.startsWith('-')));
    default:
      console.error(usage);
      process.exitCode = 2;
  }
}

main(process.argv.slice(2)).then(
  // Explicit exit: a lingering socket (Redis reconnect timers) must not keep a finished command alive.
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
