import pg from 'pg';
import { createDataSource } from '../src/platform/database/data-source.js';
import { migrateUp } from '../src/platform/database/migrate.js';
import { adminDatabaseUrl, assertTestDatabaseName, databaseUrl, templateDatabase } from './test-env.js';

/**
 * Once per run: builds `khela_test_template` with every migration applied. Each test file then gets its
 * own database copied from it (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
 */
export default async function setup(): Promise<void> {
  assertTestDatabaseName(templateDatabase);
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  const dataSource = createDataSource({ url: databaseUrl(templateDatabase), poolSize: 2 });
  await dataSource.initialize();
  try {
    await migrateUp(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
