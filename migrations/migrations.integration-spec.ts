import { afterAll, describe, expect, it } from '@jest/globals';
import { createDataSource } from '../api/src/platform/database/data-source.js';
import { migrateDownAll, migrateUp } from '../api/src/platform/database/migrate.js';
import { migrations } from './index.js';
import { createTestDatabase, type TestDatabase } from '../api/test/test-database.js';

const tables = async (ds: ReturnType<typeof createDataSource>) =>
  ((await ds.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)) as { tablename: string }[]).map(
    (r) => r.tablename,
  );

describe('migrations', () => {
  let db: TestDatabase | undefined;

  afterAll(() => db?.drop());

  it('apply to an empty database, are a no-op the second time, and revert cleanly', async () => {
    db = await createTestDatabase({ migrated: false });
    const ds = createDataSource({ url: db.url, poolSize: 2 });
    await ds.initialize();
    try {
      expect(await tables(ds)).toEqual([]);
      const applied = await migrateUp(ds);
      expect(applied).toHaveLength(migrations.length);
      expect(await tables(ds)).toEqual(expect.arrayContaining(['schema_migrations', 'site_settings', 'auth_sessions']));
      expect(await migrateUp(ds)).toEqual([]);

      expect(await migrateDownAll(ds)).toBe(migrations.length);
      expect(await tables(ds)).toEqual(['schema_migrations']);

      // and they apply again after a full revert
      expect(await migrateUp(ds)).toHaveLength(migrations.length);
    } finally {
      await ds.destroy();
    }
  });
});
