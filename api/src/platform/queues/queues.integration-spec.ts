import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  startTestWorker,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { testRedisUrl } from '../../../test/test-env.js';
import { JobQueue } from './job-queue.js';
import { WorkerProbeHandler } from './worker-probe.handler.js';

describe('BullMQ jobs across roles', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let api: TestApp;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  const redis = new Redis(testRedisUrl, { keyPrefix: `${prefix}:` });

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix, INSTANCE_ID: 'api-1' } });
    worker = await startTestWorker({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix, INSTANCE_ID: 'worker-1' } });
  });

  afterAll(async () => {
    await api?.close();
    await worker?.close();
    redis.disconnect();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  /** The worker's answer to a probe, or null after 15 s (a bound for a loaded machine; a lost job still fails). */
  async function waitForAnswer(probeId: string): Promise<string | null> {
    for (let i = 0; i < 150; i++) {
      const answer = await redis.get(WorkerProbeHandler.answerKey(probeId));
      if (answer) return answer;
      await new Promise((r) => setTimeout(r, 100));
    }
    return null;
  }

  it('a job enqueued by the api role is processed by the worker role', async () => {
    const probeId = randomUUID();
    const jobId = await api.app.get(JobQueue).enqueue('system.worker-probe', { probeId }, probeId);
    expect(jobId).toBe(`system.worker-probe.${probeId}`);
    expect(await waitForAnswer(probeId)).toBe('worker-1');
  });

  it('enqueueing the same business key twice makes one job', async () => {
    const probeId = randomUUID();
    const queue = api.app.get(JobQueue);
    await queue.enqueue('system.worker-probe', { probeId }, probeId);
    await queue.enqueue('system.worker-probe', { probeId }, probeId);
    expect(await waitForAnswer(probeId)).toBe('worker-1');
    const jobs = await queue.queue('system').getJobs(['completed', 'waiting', 'active', 'delayed']);
    expect(jobs.filter((j) => j.id === `system.worker-probe.${probeId}`)).toHaveLength(1);
    // the one job ran (the worker marks it completed a moment after it wrote its answer)
    const deadline = Date.now() + 15_000;
    let state = await queue.queue('system').getJobState(`system.worker-probe.${probeId}`);
    while (state !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      state = await queue.queue('system').getJobState(`system.worker-probe.${probeId}`);
    }
    expect(state).toBe('completed');
  });
});
