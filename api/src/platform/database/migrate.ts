import type { DataSource } from 'typeorm';

// Any fixed number: every Khela process that migrates takes this lock, so two starting at once queue.
const MIGRATION_LOCK = 7270011;

/** Applies pending migrations under an advisory lock; returns the names applied. */
export async function migrateUp(dataSource: DataSource): Promise<string[]> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
}

/** Reverts every applied migration, newest first (used by tests and `npm run migrate:revert -- --all`). */
export async function migrateDownAll(dataSource: DataSource): Promise<number> {
  let reverted = 0;
  while ((await dataSource.query(`SELECT count(*)::int AS n FROM schema_migrations`))[0].n > 0) {
    await dataSource.undoLastMigration({ transaction: 'each' });
    reverted += 1;
  }
  return reverted;
}
