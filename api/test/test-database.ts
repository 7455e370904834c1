import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminDatabaseUrl, assertTestDatabaseName, databaseUrl, templateDatabase } from './test-env.js';

export interface TestDatabase {
  name: string;
  url: string;
  /** Drops the database. Files that leave no money behind may skip it: the runner verifies and drops leftovers. */
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, fully migrated database of this test file's own, copied from the run's template. */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const name = `khela_test_${randomBytes(6).toString('hex')}`;
  assertTestDatabaseName(name);
  const template = options.migrated === false ? 'template0' : templateDatabase;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    name,
    url: databaseUrl(name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
