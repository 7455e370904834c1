import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, testConfig, type TestDatabase } from '../../../test/test-app.js';
import { guardPool } from '../../platform/database/transaction.js';
import { lockKeyOf, SessionLocks } from '../../platform/database/session-locks.js';
import { PruneIdempotencyKeysJob } from './jobs/prune-idempotency-keys.job.js';
import { StaffIdempotencyRetentionRepository } from './persistence/staff-idempotency-retention.repository.js';
import { claimLockName } from './persistence/staff-idempotency.repository.js';

/**
 * Retention of staff_idempotency_keys (issue 23): keys past their replay window go, except a 'running' key
 * whose request is alive (its process holds the claim lock); fresh keys stay; two runs at once are safe.
 */
describe('staff idempotency keys: retention', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let locks: SessionLocks;

  const key = () => `retention-${randomUUID()}`;
  const insert = (staffId: string, k: string, status: 'running' | 'done', daysAgo: number) =>
    pool.query(
      `INSERT INTO staff_idempotency_keys (staff_id, idempotency_key, route, request_hash, status, locked_until,
                                           response_status, response_body, created_at, completed_at)
       VALUES ($1, $2, 'POST /api/admin/test', 'hash', $3, now(),
               CASE WHEN $3 = 'done' THEN 200 END, CASE WHEN $3 = 'done' THEN '{}' END,
               now() - make_interval(days => $4::int), CASE WHEN $3 = 'done' THEN now() - make_interval(days => $4::int) END)`,
      [staffId, k, status, daysAgo],
    );
  const exists = async (staffId: string, k: string) =>
    ((await pool.query(`SELECT 1 FROM staff_idempotency_keys WHERE staff_id = $1 AND idempotency_key = $2`, [staffId, k])).rowCount ?? 0) >
    0;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = guardPool(new pg.Pool({ connectionString: db.url, max: 6 }));
    locks = new SessionLocks({ databaseUrl: db.url, applicationName: 'khela-idempotency' });
  });

  afterAll(async () => {
    await locks?.close();
    await pool?.end();
    await db?.drop();
  });

  it('deletes completed and abandoned keys past the window, keeps fresh keys and running keys a live request holds', async () => {
    const staff = randomUUID();
    const [oldDone, freshDone, oldRunningAlive, oldRunningDead, freshRunning] = [key(), key(), key(), key(), key()];
    await insert(staff, oldDone, 'done', 10);
    await insert(staff, freshDone, 'done', 1);
    await insert(staff, oldRunningAlive, 'running', 10);
    await insert(staff, oldRunningDead, 'running', 10);
    await insert(staff, freshRunning, 'running', 0);
    // a live request of another process runs this key: it holds the claim lock, as StaffIdempotencyRepository does
    const alive = lockKeyOf(claimLockName(staff, oldRunningAlive));
    expect(await locks.tryLock(alive)).toBe(true);

    const job = new PruneIdempotencyKeysJob(
      new StaffIdempotencyRetentionRepository(pool),
      testConfig({ DATABASE_URL: db.url, STAFF_IDEMPOTENCY_RETENTION_DAYS: '7' }),
    );
    expect(await job.run()).toEqual({ completed: 1, abandoned: 1 });
    expect(await exists(staff, oldDone)).toBe(false);
    expect(await exists(staff, oldRunningDead)).toBe(false);
    expect(await exists(staff, freshDone)).toBe(true);
    expect(await exists(staff, freshRunning)).toBe(true);
    expect(await exists(staff, oldRunningAlive)).toBe(true);
    // the clean-up let go of every claim lock it took, and never took the live one
    expect(locks.holds(alive)).toBe(true);

    // the request dies (its lock goes with its connection): now the key is abandoned and goes
    await locks.unlock(alive);
    expect(await job.run()).toEqual({ completed: 0, abandoned: 1 });
    expect(await exists(staff, oldRunningAlive)).toBe(false);
  });

  it('deletes in batches, and two runs at once delete every old key once', async () => {
    const staff = randomUUID();
    for (let i = 0; i < 45; i++) await insert(staff, key(), 'done', 30);
    const retention = new StaffIdempotencyRetentionRepository(pool);
    const runs = await Promise.all([retention.prune(7, 4), retention.prune(7, 4)]);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM staff_idempotency_keys WHERE staff_id = $1`, [staff]);
    // SKIP LOCKED: a run may stop early on a short batch while the other still works; together they leave none
    expect(rows[0].n + runs.reduce((sum, r) => sum + r.completed, 0)).toBe(45);
    expect(await retention.prune(7, 4)).toEqual({ completed: rows[0].n, abandoned: 0 });
    const { rows: left } = await pool.query(`SELECT count(*)::int AS n FROM staff_idempotency_keys WHERE staff_id = $1`, [staff]);
    expect(left[0].n).toBe(0);
  });
});
