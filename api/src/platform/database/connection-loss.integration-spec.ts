import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.js';
import { waitFor } from '../../../test/faults/fault-harness.js';
import type { DeliveredEvent, ReactorContext } from '../events/on-event.decorator.js';
import type { Reactor } from '../events/reactor-registry.js';
import { relayTick } from '../events/relay-tick.js';
import { NotificationListener } from './notification-listener.js';
import { lockKeyOf, SessionLocks } from './session-locks.js';
import { guardPool, inTransaction } from './transaction.js';

/**
 * Issue 11, terminated connections (`pg_terminate_backend`, 57P01, as a failover or an operator does):
 * each long-lived or checked-out connection of a process loses its backend, and the process goes on.
 * A pg client with no 'error' listener would emit an unheard 'error' and end this very test process,
 * so each case fails loudly if a listener goes missing; each then shows the unit of work failed alone
 * (rolled back) and the next one works.
 */
describe('a terminated Postgres connection fails its unit of work, never the process', () => {
  let db: TestDatabase;
  let observer: pg.Pool;
  let pool: pg.Pool;

  const terminate = async (pid: number) => {
    await observer.query(`SELECT pg_terminate_backend($1)`, [pid]);
    // the backend is gone once pg_stat_activity no longer lists it
    await waitFor(
      async () => (await observer.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1`, [pid])).rowCount === 0,
      5000,
      `backend ${pid} to end`,
    );
  };
  const backendsNamed = async (name: string) =>
    (
      await observer.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
        [name],
      )
    ).rows.map((r) => r.pid);

  beforeAll(async () => {
    db = await createTestDatabase();
    observer = new pg.Pool({ connectionString: db.url, max: 2, application_name: 'connection-loss-observer' });
    pool = guardPool(new pg.Pool({ connectionString: db.url, max: 3, application_name: 'connection-loss-pool' }));
    await observer.query(`CREATE TABLE loss_probe (id text PRIMARY KEY)`);
  });

  afterAll(async () => {
    await pool?.end();
    await observer?.end();
    await db?.drop();
  });

  it('inTransaction: killed while idle in its transaction or mid-query, it rejects, writes nothing, and the pool goes on', async () => {
    // idle in transaction: the connection waits for our next statement when its backend is terminated
    const idle = inTransaction(pool, async (tx) => {
      await tx.query(`INSERT INTO loss_probe (id) VALUES ('idle')`);
      const pid = (await tx.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`)).rows[0]!.pid;
      await terminate(pid);
      await tx.query(`SELECT 1`);
    });
    await expect(idle).rejects.toThrow();
    // mid-query: a long statement is running when it is terminated
    const busy = inTransaction(pool, async (tx) => {
      await tx.query(`INSERT INTO loss_probe (id) VALUES ('busy')`);
      const pid = (await tx.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`)).rows[0]!.pid;
      const sleeping = tx.query(`SELECT pg_sleep(30)`);
      await terminate(pid);
      await sleeping;
    });
    await expect(busy).rejects.toThrow(/terminat/i);
    expect((await observer.query(`SELECT id FROM loss_probe`)).rows).toEqual([]);
    // the broken connections were discarded, not handed out again
    await inTransaction(pool, (tx) => tx.query(`INSERT INTO loss_probe (id) VALUES ('after')`));
    expect((await observer.query(`SELECT id FROM loss_probe`)).rows).toEqual([{ id: 'after' }]);
  });

  it('an idle pooled connection terminated: the pool drops it and serves the next query', async () => {
    await Promise.all([pool.query('SELECT 1'), pool.query('SELECT 1'), pool.query('SELECT 1')]);
    for (const pid of await backendsNamed('connection-loss-pool')) await terminate(pid);
    await waitFor(() => pool.totalCount === 0, 5000, 'the pool to drop its terminated connections');
    expect((await pool.query<{ one: number }>(`SELECT 1 AS one`)).rows[0]!.one).toBe(1);
  });

  it('the relay: a round whose connection is terminated mid-delivery fails; the next round delivers the event once', async () => {
    await observer.query(`CREATE TABLE loss_reactions (event_id text PRIMARY KEY)`);
    let killNext = true;
    const seen: string[] = [];
    const reactor: Reactor = {
      name: `loss-test-${randomUUID().slice(0, 8)}`,
      types: ['loss.happened'],
      sources: new Map([['outbox', ['loss.happened']]]),
      startAt: 'beginning',
      handle: async (event: DeliveredEvent, context: ReactorContext) => {
        seen.push(event.id);
        await context.db.query(`INSERT INTO loss_reactions (event_id) VALUES ($1)`, [event.id]);
        if (killNext) {
          killNext = false;
          const pid = (await context.db.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`)).rows[0]!.pid;
          await terminate(pid);
          await context.db.query(`SELECT 1`);
        }
      },
    };
    const id = randomUUID();
    await observer.query(`INSERT INTO outbox_events (id, stream_id, type, data, meta) VALUES ($1, 'loss-1', 'loss.happened', '{}', '{}')`, [
      id,
    ]);
    const settings = { maxAttempts: 3, retryMinMs: 10, retryMaxMs: 10, batchSize: 10, budgetMs: 1000 };
    // The relay sees an event once every older transaction in the cluster has ended (gap-free read), and other
    // databases' work shares the cluster: tick until the delivery is tried. Its connection dies, so the round fails.
    const firstDelivery = async () => {
      for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
        const round = await relayTick(pool, reactor, settings).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        );
        if (round instanceof Error || round.delivered > 0) return round;
      }
      return 'the event was never delivered';
    };
    expect(await firstDelivery()).toBeInstanceOf(Error);
    // nothing of the failed delivery stayed: not its write, not "handled", not the checkpoint past it
    expect((await observer.query(`SELECT 1 FROM loss_reactions`)).rowCount).toBe(0);
    const second = await relayTick(pool, reactor, settings);
    expect(second).toMatchObject({ busy: false, delivered: 1 });
    expect(seen).toEqual([id, id]);
    expect((await observer.query(`SELECT event_id FROM loss_reactions`)).rows).toEqual([{ event_id: id }]);
    // and the reactor's lock died with the terminated session: the next round is not "busy"
    expect(await relayTick(pool, reactor, settings)).toMatchObject({ busy: false, delivered: 0 });
  });

  it('NotificationListener: its connection terminated, it reconnects and listens again', async () => {
    let notified = 0;
    const errors: string[] = [];
    const listener = new NotificationListener({
      databaseUrl: db.url,
      channels: ['loss_channel'],
      applicationName: 'connection-loss-listener',
      onNotify: () => (notified += 1),
      onError: (error) => errors.push(error.message),
    });
    listener.start();
    try {
      await waitFor(async () => (await backendsNamed('connection-loss-listener')).length === 1 && notified >= 1, 5000, 'the listener');
      const [pid] = await backendsNamed('connection-loss-listener');
      await terminate(pid!);
      await waitFor(
        async () => {
          const pids = await backendsNamed('connection-loss-listener');
          return pids.length === 1 && pids[0] !== pid;
        },
        10_000,
        'the listener to reconnect',
      );
      const before = notified;
      await waitFor(
        async () => {
          await observer.query(`SELECT pg_notify('loss_channel', '')`);
          return notified > before;
        },
        5000,
        'a notification after the reconnect',
      );
    } finally {
      await listener.stop();
    }
  });

  it('SessionLocks: its connection terminated, the locks go with it and the next call reconnects and takes them again', async () => {
    const locks = new SessionLocks({ databaseUrl: db.url, applicationName: 'connection-loss-locks' });
    try {
      const key = lockKeyOf(`loss-${randomUUID()}`);
      expect(await locks.tryLock(key)).toBe(true);
      const [pid] = await backendsNamed('connection-loss-locks');
      await terminate(pid!);
      // the next call reconnects and takes the lock again (nobody took it meanwhile)
      expect(await locks.tryLock(lockKeyOf(`other-${randomUUID()}`))).toBe(true);
      expect(locks.holds(key)).toBe(true);
      const [again] = await backendsNamed('connection-loss-locks');
      expect(again).not.toBe(pid);
      const held = await observer.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = $1`, [again]);
      expect(held.rowCount).toBe(2);
    } finally {
      await locks.close();
    }
  });
});
