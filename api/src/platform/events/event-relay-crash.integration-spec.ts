import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.js';
import { testRedisUrl, hangBound } from '../../../test/test-env.js';
import { createRelayTestTables } from '../../../test/events/relay-test-app.js';
import { repoRoot } from '../paths.js';
import { inTransaction } from '../database/transaction.js';
import { EventOutbox, type NewEvent } from './event-outbox.js';

const testDir = join(repoRoot, 'api/test/events');

/** A relay worker as a real process (its own pool, LISTEN connection and advisory locks). */
function startWorker(databaseUrl: string): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', join(testDir, 'register-swc.mjs'), join(testDir, 'relay-worker.child.ts')], {
    cwd: join(repoRoot, 'api'),
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, TEST_REDIS_URL: testRedisUrl, REDIS_URL: testRedisUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('relay worker ready')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`relay worker exited (${code ?? signal}) before it was ready:\n${output}`)));
  });
  return { child, ready };
}

async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe('event relay: kill -9 of a worker mid-delivery', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    await createRelayTestTables(db.url);
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
  });

  afterAll(async () => {
    for (const child of children) await killHard(child);
    await pool?.end();
    await db?.drop();
  });

  const count = async (table: string, reactor: string) =>
    (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE reactor = $1`, [reactor])).rows[0]!.n;

  async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it(
    'after restarts every event is delivered to every reactor, none twice, each stream in order',
    async () => {
      const outbox = new EventOutbox();
      const streams = Array.from({ length: 6 }, (_, i) => `crash-${i}`);
      const total = 180;
      for (let round = 0; round < total / streams.length; round++) {
        await inTransaction(pool, (client) =>
          outbox.append(
            client,
            streams.map((streamId): NewEvent => ({ type: 'relaytest.thing-happened', streamId, data: { n: round + 1 } })),
          ),
        );
      }
      // each delivery takes a while, so a kill lands inside a round with deliveries not yet committed
      await pool.query(`INSERT INTO relay_test_slow (reactor, delay_ms) VALUES ('FirstReactor.onThing', 15), ('second', 10)`);

      for (const killAfter of [20, 70, 120]) {
        const worker = startWorker(db.url);
        children.push(worker.child);
        await worker.ready;
        await waitFor(
          async () => (await count('relay_test_effects', 'FirstReactor.onThing')) >= killAfter,
          hangBound(60_000),
          `${killAfter} deliveries`,
        );
        await killHard(worker.child);
      }
      const last = startWorker(db.url);
      children.push(last.child);
      await last.ready;

      for (const reactor of ['FirstReactor.onThing', 'second']) {
        await waitFor(
          async () => (await count('relay_test_effects', reactor)) === total,
          hangBound(60_000),
          `every event delivered to ${reactor}`,
        );
        const { rows: effects } = await pool.query<{ event_id: string; stream_id: string; n: number }>(
          `SELECT event_id, stream_id, n FROM relay_test_effects WHERE reactor = $1 ORDER BY seq`,
          [reactor],
        );
        expect(new Set(effects.map((e) => e.event_id)).size).toBe(total);
        for (const s of streams) {
          expect(effects.filter((e) => e.stream_id === s).map((e) => e.n)).toEqual(
            Array.from({ length: total / streams.length }, (_, i) => i + 1),
          );
        }
        const handled = (await pool.query(`SELECT count(*)::int AS n FROM event_reactor_handled WHERE reactor = $1`, [reactor])).rows[0].n;
        expect(handled).toBe(total);
      }
      // The kills did interrupt deliveries: attempts outside the transaction outnumber committed effects
      // for the slow reactor, and those redeliveries were absorbed (each effect once, above).
      expect(await count('relay_test_attempts', 'FirstReactor.onThing')).toBeGreaterThan(total);
      const { rows: failures } = await pool.query(`SELECT * FROM event_delivery_failures`);
      expect(failures).toEqual([]);
    },
    hangBound(180_000),
  );
});
