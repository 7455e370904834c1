import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, testConfig, type TestDatabase } from '../../../test/test-app.js';
import { guardPool } from '../../platform/database/transaction.js';
import { PruneRefusedCallsJob } from './jobs/prune-refused-calls.job.js';
import { RefusedCallsRepository } from './persistence/refused-calls.repository.js';

/**
 * Retention of game_refused_calls (issue 23): older than the period goes, in batches; fresh calls stay; and the
 * row cap (issue 13): only the newest GAME_REFUSED_CALLS_MAX_ROWS stay, whatever their age.
 */
describe('refused provider calls: retention', () => {
  let db: TestDatabase;
  let pool: pg.Pool;

  const insert = (provider: string, count: number, daysAgo: number) =>
    pool.query(
      `INSERT INTO game_refused_calls (provider_code, call, status, request, request_bytes, answer, received_at)
       SELECT $1, 'bet', 'RS_ERROR_INVALID_SIGNATURE', '{}', 2, '{}', now() - make_interval(days => $3::int) - n * interval '1 second'
         FROM generate_series(1, $2::int) n`,
      [provider, count, daysAgo],
    );
  const count = async (provider: string) =>
    (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_refused_calls WHERE provider_code = $1`, [provider])).rows[0]!.n;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = guardPool(new pg.Pool({ connectionString: db.url, max: 6 }));
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('deletes calls older than the setting and keeps the rest', async () => {
    await insert('old', 12, 100);
    await insert('recent', 3, 89);
    const job = new PruneRefusedCallsJob(new RefusedCallsRepository(pool), testConfig({ DATABASE_URL: db.url }));
    expect(await job.run()).toEqual({ deleted: 12 }); // the default, 90 days
    expect(await count('old')).toBe(0);
    expect(await count('recent')).toBe(3);
    const shorter = new PruneRefusedCallsJob(
      new RefusedCallsRepository(pool),
      testConfig({ DATABASE_URL: db.url, GAME_REFUSED_CALLS_RETENTION_DAYS: '30' }),
    );
    expect(await shorter.run()).toEqual({ deleted: 3 });
  });

  it('deletes in batches, and two runs at once delete every old call once', async () => {
    await insert('batched', 53, 200);
    await insert('kept', 2, 1);
    const repository = new RefusedCallsRepository(pool);
    const deleted = await Promise.all([repository.deleteOlderThan(90, 5), repository.deleteOlderThan(90, 5)]);
    expect(deleted[0]! + deleted[1]! + (await count('batched'))).toBe(53);
    await repository.deleteOlderThan(90, 5);
    expect(await count('batched')).toBe(0);
    expect(await count('kept')).toBe(2);
  });

  it('keeps only the newest GAME_REFUSED_CALLS_MAX_ROWS, the oldest written go first', async () => {
    await pool.query(`DELETE FROM game_refused_calls`);
    await insert('flood-old', 7, 2);
    await insert('flood-new', 1000, 1);
    const job = new PruneRefusedCallsJob(
      new RefusedCallsRepository(pool),
      testConfig({ DATABASE_URL: db.url, GAME_REFUSED_CALLS_MAX_ROWS: '1000' }),
    );
    expect(await job.run()).toEqual({ deleted: 7 });
    expect(await count('flood-old')).toBe(0);
    expect(await count('flood-new')).toBe(1000);
    expect(await job.run()).toEqual({ deleted: 0 });
  });
});
