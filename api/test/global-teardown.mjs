// Drops this run's template database. Per-file databases that hold ledger data stay for the test
// runner, which verifies the ledger on them and then drops them (scripts/test.mjs).
import pg from 'pg';

export default async function teardown() {
  const runId = process.env.KHELA_TEST_RUN_ID;
  if (!runId) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS khela_test_template_${runId.replace(/[^a-z0-9]/g, '')} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
