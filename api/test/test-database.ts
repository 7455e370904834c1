import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDataSource } from '../src/platform/database/data-source.js';
import { migrateUp } from '../src/platform/database/migrate.js';
import { adminDatabaseUrl, assertTestDatabaseName, databaseUrl, templateDatabase, testRunId } from './test-env.js';

export interface TestDatabase {
  name: string;
  url: string;
  /** Drops the database. Files that leave valid money data behind skip it: the runner verifies the ledger on them, then drops them. */
  drop(): Promise<void>;
}

// Serialises template building and copying across parallel Jest workers.
const TEMPLATE_LOCK = 7270012;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Builds this run's migrated template the first time a file needs it, so every test runs against the
 * current migrations. Concurrent runs (two developers, or a run and a benchmark) use different templates.
 */
async function ensureTemplate(client: pg.Client, template: string): Promise<void> {
  const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [template]);
  if (rowCount) return;
  await client.query(`CREATE DATABASE ${template}`);
  const dataSource = createDataSource({ url: databaseUrl(template), poolSize: 2 }); // migrateUp holds one connection for its lock;
  await dataSource.initialize();
  try {
    await migrateUp(dataSource);
  } catch (error) {
    await dataSource.destroy();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    throw error;
  }
  await dataSource.destroy();
}

/** A fresh database of this test file's own: fully migrated (copied from the run's template) or empty. */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  // The run id in the name lets the test runner verify and drop exactly its own run's databases.
  const name = `khela_test_${testRunId()}_${randomBytes(5).toString('hex')}`;
  assertTestDatabaseName(name);
  await admin(async (c) => {
    await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (options.migrated === false) {
        await c.query(`CREATE DATABASE ${name}`);
      } else {
        const template = templateDatabase();
        await ensureTemplate(c, template);
        await c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      }
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return {
    name,
    url: databaseUrl(name),
    drop: () => admin((c) => dropWhenClosed(c, name)),
  };
}

/**
 * Drops a test database once the connections its test closed have gone. pg's `pool.end()` resolves as soon as
 * it has asked each connection to end, before the server has let go of them; a forced drop at that moment
 * terminates them (57P01), and the closing client hands that to a pool nobody listens to any more: an
 * unhandled 'error' that failed a passing file. So the drop waits (up to 5 s) for the database to have no
 * other connection, then forces out whatever is left (a process the test could not stop).
 */
async function dropWhenClosed(c: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { rows } = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [name]);
    if (rows[0]!.n === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
