import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  startTestWorker,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { JobQueue } from './job-queue.js';
import { JobScheduler } from './job-scheduler.js';

jest.setTimeout(hangBound(60_000));

/**
 * Repeatable jobs for real with Redis: the markers-of-harm job declared daily at 00:30 Dhaka, replaced by
 * JOB_SCHEDULES with a one-second interval here so a run comes soon; two worker processes write the same
 * scheduler (one scheduler, runs happen), and a restart keeps one.
 */
describe('repeatable jobs (JobScheduler)', () => {
  const prefix = uniqueRedisPrefix();
  const env = { REDIS_PREFIX: prefix, JOB_SCHEDULES: '{"player-protection.markers-of-harm":{"everyMs":1000}}' };
  let db: TestDatabase;
  let api: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>> | undefined;
  let sql: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    api = await startTestApp({ databaseUrl: db.url, role: 'all', env });
    worker = await startTestWorker({ databaseUrl: db.url, env });
  }, hangBound(90_000));

  afterAll(async () => {
    await sql?.end();
    await worker?.close();
    await api?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('a job declares its daily time in Dhaka; JOB_SCHEDULES replaces it', () => {
    const scheduler = api.app.get(JobScheduler);
    expect(scheduler.schedules().get('player-protection.markers-of-harm')).toEqual({ everyMs: 1000 });
    // as declared by the handler, without the override
    const declared = (scheduler as unknown as { registry: { schedules(): Map<string, unknown> } }).registry.schedules();
    expect(declared.get('player-protection.markers-of-harm')).toEqual({ dailyAt: '00:30' });
  });

  it('two worker processes leave one scheduler, and its runs happen', async () => {
    await api.app.get(JobScheduler).ready();
    await worker!.app.get(JobScheduler).ready();
    const queue = api.app.get(JobQueue).queue('player-protection');
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every])).toEqual([['player-protection.markers-of-harm', 1000]]);
    // a run of the job (the day before now) is written by whichever worker takes it
    await waitFor(async () => ((await sql.query(`SELECT 1 FROM harm_marker_runs`)).rowCount ?? 0) > 0, hangBound(20_000));
    const runs = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM harm_marker_runs`);
    expect(runs.rows[0]!.n).toBe(1); // every run of the same day replaced the one before
  });

  it('a restart writes the same scheduler again: still one', async () => {
    await worker!.close();
    worker = await startTestWorker({ databaseUrl: db.url, env });
    await worker.app.get(JobScheduler).ready();
    const schedulers = await api.app.get(JobQueue).queue('player-protection').getJobSchedulers();
    expect(schedulers).toHaveLength(1);
  });
});
