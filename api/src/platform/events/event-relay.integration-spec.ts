import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Inject, Injectable, type INestApplicationContext } from '@nestjs/common';
import pg from 'pg';
import { ledgerWalletStream } from '@khela/contracts';
import { clearRedisPrefix, createTestDatabase, uniqueRedisPrefix, type TestDatabase } from '../../../test/test-app.js';
import { createRelayTestTables, LedgerFollower, startRelayApp, TestReactorSupport } from '../../../test/events/relay-test-app.js';
import { guardPool, inTransaction } from '../database/transaction.js';
import { EventDeliveries } from './event-deliveries.js';
import { EventOutbox, EventOutboxError, type NewEvent } from './event-outbox.js';
import { ledgerAppendedChannel } from './event-relay.js';
import { QueueModule } from '../queues/queue.module.js';
import { JobQueue } from '../queues/job-queue.js';
import { standInJobHandlers } from '../../../test/events/stand-in-jobs.js';
import { RedisModule } from '../redis/redis.module.js';
import { OnEvent, type DeliveredEvent, type ReactorContext } from './on-event.decorator.js';
import { ReactorRegistryError } from './reactor-registry.js';
import { allow, refuse, Veto, VetoPoint, type VetoContexts } from './veto-point.js';
import { hangBound } from '../../../test/test-env.js';

/** Polls until `check` holds (or fails after `timeoutMs` with the last value seen). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const bound = hangBound(timeoutMs); // a bound on what must happen: grows with the load
  const deadline = Date.now() + bound;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${bound} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe('platform events: outbox, relay and reactors', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  const outbox = new EventOutbox();
  const apps: INestApplicationContext[] = [];
  let streamSeq = 0;
  /** A stream of this test's own, so tests sharing the database never read each other's counts. */
  const stream = (label: string) => `${label}-${++streamSeq}-${Date.now().toString(36)}`;

  const start = async (options: Omit<Parameters<typeof startRelayApp>[0], 'databaseUrl'> = {}) => {
    const app = await startRelayApp({ databaseUrl: db.url, ...options });
    apps.push(app);
    return app;
  };
  const stopAll = async () => {
    while (apps.length) await apps.pop()!.close();
  };

  const append = (events: NewEvent[]) => inTransaction(pool, (client) => outbox.append(client, events));
  const thing = (streamId: string, n: number): NewEvent => ({ type: 'relaytest.thing-happened', streamId, data: { n } });

  /**
   * The first round (at start) has run and the relay is listening (its LISTENs are done on their own
   * connection): a NOTIFY before that is lost by design (the poll would deliver it, a minute later).
   */
  const relayListening = async () => {
    await new Promise((r) => setTimeout(r, 500));
    await eventually(
      async () =>
        (
          await pool.query(
            `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'khela-event-relay'
                AND state = 'idle' AND query = $1`,
            [`LISTEN ${ledgerAppendedChannel}`],
          )
        ).rowCount ?? 0,
      (n) => n > 0,
    );
  };
  const effects = async (reactor: string, streams: string[]) =>
    (
      await pool.query<{ event_id: string; stream_id: string; n: number; attempt: number; idempotency_key: string }>(
        `SELECT event_id, stream_id, n, attempt, idempotency_key FROM relay_test_effects WHERE reactor = $1 AND stream_id = ANY($2) ORDER BY seq`,
        [reactor, streams],
      )
    ).rows;
  const attempts = async (reactor: string, streams: string[]) =>
    (
      await pool.query<{ event_id: string; stream_id: string; attempt: number }>(
        `SELECT event_id, stream_id, attempt FROM relay_test_attempts WHERE reactor = $1 AND stream_id = ANY($2) ORDER BY seq`,
        [reactor, streams],
      )
    ).rows;
  const byStream = <T extends { stream_id: string; n: number }>(rows: T[]) => {
    const out: Record<string, number[]> = {};
    for (const r of rows) (out[r.stream_id] ??= []).push(r.n);
    return out;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await createRelayTestTables(db.url);
    pool = guardPool(new pg.Pool({ connectionString: db.url, max: 8 }));
  });

  afterEach(stopAll);

  afterAll(async () => {
    await stopAll();
    await pool?.end();
    await db?.drop();
  });

  it('delivers committed events once to each reactor, in order per stream, and never those of a rolled-back transaction', async () => {
    await start();
    const streams = [stream('a'), stream('b'), stream('c')];
    const rolledBack = stream('rolled-back');
    // Interleaved transactions on three streams, in parallel; one more that rolls back.
    const batches = [0, 1, 2, 3].map((round) => streams.map((s) => [thing(s, round * 2 + 1), thing(s, round * 2 + 2)]).flat());
    await Promise.all([
      ...batches.map((events) => append(events)),
      inTransaction(pool, async (client) => {
        await outbox.append(client, [thing(rolledBack, 1), thing(rolledBack, 2)]);
        throw new Error('change refused after the events were appended');
      }).catch(() => undefined),
    ]);
    for (const reactor of ['FirstReactor.onThing', 'second']) {
      const rows = await eventually(
        () => effects(reactor, [...streams, rolledBack]),
        (r) => r.length === 24,
      );
      expect(new Set(rows.map((r) => r.event_id)).size).toBe(24);
      expect(rows.filter((r) => r.stream_id === rolledBack)).toEqual([]);
      // per stream: the commit order of the four transactions decides; within one, 2k+1 before 2k+2
      for (const ns of Object.values(byStream(rows))) {
        expect(ns).toHaveLength(8);
        for (let i = 0; i < ns.length; i += 2) expect(ns[i + 1]).toBe(ns[i]! + 1);
      }
      expect(rows.every((r) => r.attempt === 1 && r.idempotency_key === `${reactor}.${r.event_id}`)).toBe(true);
    }
    // nothing more arrives (a redelivery would show as a unique violation turned failure, or a second attempt):
    // the relay delivers in commit order, so once an event appended after them all is delivered, it is past them
    const sentinel = stream('sentinel');
    await append([thing(sentinel, 1)]);
    await eventually(
      () => effects('FirstReactor.onThing', [sentinel]),
      (r) => r.length === 1,
    );
    expect(await attempts('FirstReactor.onThing', [...streams, rolledBack])).toHaveLength(24);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM outbox_events WHERE stream_id = $1`, [rolledBack]);
    expect(rows[0].n).toBe(0);
  });

  it('keeps the order of one stream exactly as committed', async () => {
    await start();
    const s = stream('ordered');
    for (let n = 1; n <= 20; n++) await append([thing(s, n)]);
    const rows = await eventually(
      () => effects('second', [s]),
      (r) => r.length === 20,
    );
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('two worker instances deliver every event exactly once per reactor, never concurrently', async () => {
    await start();
    await start();
    const streams = Array.from({ length: 10 }, (_, i) => stream(`pair${i}`));
    await Promise.all(Array.from({ length: 20 }, (_, round) => append(streams.map((s) => thing(s, round + 1)))));
    for (const reactor of ['FirstReactor.onThing', 'second']) {
      await eventually(
        () => effects(reactor, streams),
        (r) => r.length === 200,
        30_000,
      );
      // the outside-the-transaction log: no event was even attempted twice
      const tried = await attempts(reactor, streams);
      expect(tried).toHaveLength(200);
      expect(new Set(tried.map((t) => t.event_id)).size).toBe(200);
    }
  });

  it('a failing reactor retries with backoff, holds back only that stream, and its checkpoint never passes an event it has not handled or parked', async () => {
    await start();
    const failing = stream('failing');
    const healthy = stream('healthy');
    await pool.query(`INSERT INTO relay_test_failures (reactor, stream_id, failures) VALUES ('FirstReactor.onThing', $1, 2)`, [failing]);
    await append([thing(failing, 1), thing(healthy, 1)]);
    await append([thing(failing, 2), thing(healthy, 2)]);
    await append([thing(failing, 3), thing(healthy, 3)]);

    // the healthy stream is not held up by the failing one
    await eventually(
      () => effects('FirstReactor.onThing', [healthy]),
      (r) => r.length === 3,
    );
    // checkpoint invariant, checked while the failing stream is still parked or already through
    const { rows: unaccounted } = await pool.query(
      `SELECT o.position FROM outbox_events o, event_reactor_checkpoints c
        WHERE c.reactor = 'FirstReactor.onThing' AND c.source = 'outbox' AND (o.tx_id, o.position) <= (c.tx_id, c.position)
          AND o.stream_id = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM event_reactor_handled h WHERE h.reactor = c.reactor AND h.event_id = o.id::text)
          AND NOT EXISTS (SELECT 1 FROM event_delivery_failures f WHERE f.reactor = c.reactor AND f.event_id = o.id::text)`,
      [[failing, healthy]],
    );
    expect(unaccounted).toEqual([]);

    const done = await eventually(
      () => effects('FirstReactor.onThing', [failing]),
      (r) => r.length === 3,
    );
    expect(done.map((r) => [r.n, r.attempt])).toEqual([
      [1, 3],
      [2, 1],
      [3, 1],
    ]);
    // event 1 was tried three times; 2 and 3 waited behind it and were tried once each, after it
    expect((await attempts('FirstReactor.onThing', [failing])).map((a) => a.attempt)).toEqual([1, 2, 3, 1, 1]);
    const { rows: left } = await pool.query(
      `SELECT * FROM event_delivery_failures WHERE reactor = 'FirstReactor.onThing' AND stream_id = $1`,
      [failing],
    );
    expect(left).toEqual([]);
    // the other reactor never failed and got all six at once
    expect(await effects('second', [failing, healthy])).toHaveLength(6);
  });

  it('a reactor that enqueues a job keyed by context.idempotencyKey and fails after it makes one job however often it is retried', async () => {
    const prefix = uniqueRedisPrefix();
    @Injectable()
    class EnqueueingReactor {
      constructor(
        @Inject(JobQueue) private readonly jobs: JobQueue,
        @Inject(TestReactorSupport) private readonly support: TestReactorSupport,
      ) {}

      @OnEvent('relaytest.other-happened', { name: 'enqueuer' })
      async react(event: DeliveredEvent<'relaytest.other-happened'>, context: ReactorContext): Promise<void> {
        const key = context.idempotencyKey('probe');
        await this.jobs.enqueue('system.worker-probe', { probeId: key }, key); // outside Postgres: not undone by the rollback
        await this.support.attempt(context.reactor, event, context); // throws while the stream's planned failures last
        await this.support.effect(context.reactor, event, context);
      }
    }
    try {
      const app = await start({
        // the registry wants a handler for every catalogued job; this test has only the worker probe's module
        reactors: [EnqueueingReactor, standInJobHandlers('system.worker-probe')],
        imports: [RedisModule, QueueModule],
        env: { REDIS_PREFIX: prefix },
      });
      const s = stream('enqueue');
      await pool.query(`INSERT INTO relay_test_failures (reactor, stream_id, failures) VALUES ('enqueuer', $1, 2)`, [s]);
      await append([{ type: 'relaytest.other-happened', streamId: s, data: { n: 1 } }]);
      const done = await eventually(
        () => effects('enqueuer', [s]),
        (r) => r.length === 1,
      );
      expect((await attempts('enqueuer', [s])).map((a) => a.attempt)).toEqual([1, 2, 3]);
      const jobId = JobQueue.jobId('system.worker-probe', `enqueuer.${done[0]!.event_id}.probe`);
      const jobs = await app.get(JobQueue).queue('system').getJobs(['completed', 'waiting', 'active', 'delayed', 'failed']);
      expect(jobs.map((j) => j.id)).toEqual([jobId]);
    } finally {
      await stopAll();
      await clearRedisPrefix(prefix);
    }
  });

  it('after the last attempt the event is a dead letter, the reactor goes on, and a retry delivers it', async () => {
    const app = await start();
    const poisoned = stream('poisoned');
    await pool.query(`INSERT INTO relay_test_failures (reactor, stream_id, failures) VALUES ('FirstReactor.onThing', $1, 4)`, [poisoned]);
    const [first] = await append([thing(poisoned, 1)]);
    await append([thing(poisoned, 2)]);

    const deliveries = app.get(EventDeliveries);
    const dead = await eventually(
      async () => (await deliveries.deadLetters({ status: 'dead', reactor: 'FirstReactor.onThing', page: 1, perPage: 50 })).rows,
      (rows) => rows.some((r) => r.event_id === first!.id),
    );
    expect(dead.find((r) => r.event_id === first!.id)).toMatchObject({
      status: 'dead',
      attempts: 4,
      event_type: 'relaytest.thing-happened',
      stream_id: poisoned,
      last_error: expect.stringContaining('planned failure 4 of 4'),
    });
    // the reactor went on: the stream's next event was delivered
    expect(
      (
        await eventually(
          () => effects('FirstReactor.onThing', [poisoned]),
          (r) => r.length === 1,
        )
      ).map((r) => r.n),
    ).toEqual([2]);

    const reactorsView = await deliveries.reactors();
    expect(reactorsView.find((r) => r.name === 'FirstReactor.onThing')).toMatchObject({
      dead: 1,
      event_types: ['relaytest.thing-happened'],
    });

    const id = dead.find((r) => r.event_id === first!.id)!.id;
    const audited: unknown[] = [];
    const retried = await deliveries.retry(id, async (client, change) => {
      audited.push(change.after.status);
      await client.query('SELECT 1');
    });
    expect(retried).toMatchObject({ ok: true, before: { status: 'dead' }, after: { status: 'retrying', attempts: 0 } });
    expect(audited).toEqual(['retrying']);
    const all = await eventually(
      () => effects('FirstReactor.onThing', [poisoned]),
      (r) => r.length === 2,
    );
    expect(all.map((r) => r.n)).toEqual([2, 1]);
    expect(await deliveries.retry(id, async () => undefined)).toEqual({ ok: false, error: 'not_found' });
  });

  it('a dead letter can be resolved (never delivered again), and only a dead letter', async () => {
    const app = await start({ env: { EVENTS_MAX_ATTEMPTS: '1' } });
    const s = stream('resolve');
    await pool.query(`INSERT INTO relay_test_failures (reactor, stream_id, failures) VALUES ('FirstReactor.onThing', $1, 100)`, [s]);
    const [event] = await append([thing(s, 1)]);
    const deliveries = app.get(EventDeliveries);
    const [dead] = await eventually(
      async () =>
        (await deliveries.deadLetters({ reactor: 'FirstReactor.onThing', page: 1, perPage: 50 })).rows.filter(
          (r) => r.event_id === event!.id,
        ),
      (rows) => rows.length === 1,
    );
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    const resolved = await deliveries.resolve(dead!.id, 'admin', async () => undefined);
    expect(resolved).toMatchObject({ ok: true, after: { status: 'resolved', resolved_by: 'admin' } });
    expect(await deliveries.resolve(dead!.id, 'admin', async () => undefined)).toEqual({ ok: false, error: 'not_dead' });
    expect(await deliveries.retry(dead!.id, async () => undefined)).toEqual({ ok: false, error: 'not_dead' });
    // a failing audit write undoes the action
    const other = await append([thing(s, 2)]);
    const [second] = await eventually(
      async () => (await deliveries.deadLetters({ status: 'dead', page: 1, perPage: 50 })).rows.filter((r) => r.event_id === other[0]!.id),
      (rows) => rows.length === 1,
    );
    await expect(
      deliveries.retry(second!.id, async () => {
        throw new Error('audit failed');
      }),
    ).rejects.toThrow('audit failed');
    expect((await deliveries.deadLetters({ status: 'dead', page: 1, perPage: 50 })).rows.map((r) => r.id)).toContain(second!.id);
  });

  it('wakes on NOTIFY: with polling a minute apart, a committed event is delivered at once', async () => {
    await start({ env: { EVENTS_POLL_MS: '60000' } });
    const s = stream('notified');
    await relayListening();
    await append([thing(s, 1)]);
    const rows = await eventually(
      () => effects('FirstReactor.onThing', [s]),
      (r) => r.length === 1,
      10_000,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('an event held back by an older open transaction is delivered when that ends, not at the next poll', async () => {
    await start({ env: { EVENTS_POLL_MS: '60000' } });
    const s = stream('held-back');
    // an older transaction that has written (it has a transaction id) and stays open: the gap-free read
    // cannot see anything committed after it began, so the NOTIFY of the append below finds nothing to read
    await relayListening();
    const blocker = await pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      await append([thing(s, 1)]);
      // The window in which the woken relay reads and finds the event out of sight (without looking again
      // soon it would wait for the poll, a minute away). Nothing can arrive in it, so no condition to await.
      await new Promise((r) => setTimeout(r, 1000));
      expect(await effects('FirstReactor.onThing', [s])).toEqual([]);
      await blocker.query('COMMIT');
    } finally {
      blocker.release();
    }
    const rows = await eventually(
      () => effects('FirstReactor.onThing', [s]),
      (r) => r.length === 1,
      10_000,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('an event whose NOTIFY never came is delivered by the poll', async () => {
    await start();
    const s = stream('silent');
    // appended the way a lost notification looks: the row commits, nobody is told
    await pool.query(
      `INSERT INTO outbox_events (id, stream_id, type, data) VALUES (gen_random_uuid(), $1, 'relaytest.thing-happened', '{"n": 1}')`,
      [s],
    );
    const rows = await eventually(
      () => effects('FirstReactor.onThing', [s]),
      (r) => r.length === 1,
      5_000,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("follows ledger events as ledger.<type>, with ledger-<position> ids and the wallet's player, without touching the ledger", async () => {
    await start({ reactors: [LedgerFollower] });
    const player = stream('player');
    const wallet = ledgerWalletStream(player);
    await pool.query(
      `INSERT INTO ledger_events (stream_id, version, type, data, meta) VALUES
         ($1, 1, 'WalletOpened', '{"currency":"BDT"}', '{}'),
         ($1, 2, 'DepositCredited', '{"depositId":"d1","channel":"bkash","amount":"50000"}', '{"correlationId":"deposit-d1"}')`,
      [wallet],
    );
    const rows = await eventually(
      () => effects('ledger-follower', [wallet]),
      (r) => r.length === 1,
    );
    const { rows: ledger } = await pool.query<{ position: string }>(
      `SELECT position FROM ledger_events WHERE stream_id = $1 AND version = 2`,
      [wallet],
    );
    expect(rows[0]!.event_id).toBe(`ledger-${ledger[0]!.position}`);
    // the player comes with the event: a reactor never parses the stream id
    const { rows: withPlayer } = await pool.query<{ player_id: string | null }>(
      `SELECT player_id FROM relay_test_effects WHERE reactor = 'ledger-follower' AND stream_id = $1`,
      [wallet],
    );
    expect(withPlayer).toEqual([{ player_id: player }]);
    const { rows: outboxRows } = await pool.query(`SELECT count(*)::int AS n FROM outbox_events WHERE stream_id = $1`, [wallet]);
    expect(outboxRows[0].n).toBe(0);
  });

  it('does not run reactors in the api role', async () => {
    await start({ role: 'api' });
    const s = stream('api-role');
    await append([thing(s, 1)]);
    await new Promise((r) => setTimeout(r, 800)); // four polls' worth: long enough to have delivered
    expect(await attempts('FirstReactor.onThing', [s])).toEqual([]);
    await stopAll();
    await start({ role: 'worker' });
    await eventually(
      () => effects('FirstReactor.onThing', [s]),
      (r) => r.length === 1,
    );
  });

  it('refuses to boot with a reactor for an event type nobody declared', async () => {
    @Injectable()
    class TypoReactor {
      @OnEvent('relaytest.thing-hapened' as 'relaytest.thing-happened')
      async onTypo(): Promise<void> {}
    }
    await expect(startRelayApp({ databaseUrl: db.url, reactors: [TypoReactor] })).rejects.toThrow(ReactorRegistryError);
    await expect(startRelayApp({ databaseUrl: db.url, reactors: [TypoReactor] })).rejects.toThrow(
      /"relaytest.thing-hapened", which no module declares/,
    );
  });

  it('refuses to append an undeclared event, or outside a transaction', async () => {
    await expect(append([{ type: 'relaytest.undeclared', streamId: 's', data: {} } as unknown as NewEvent])).rejects.toThrow(
      EventOutboxError,
    );
    await expect(outbox.append(pool as never, [thing('s', 1)])).rejects.toThrow(/not the pool/);
    await expect(append([{ ...thing('s', 1), data: { n: 10n } } as unknown as NewEvent])).rejects.toThrow(/decimal string/);
  });

  it('a veto refusal reaches the caller as a value', async () => {
    @Injectable()
    class StakeLimit {
      @Veto('wallet.stake')
      limit(context: VetoContexts['wallet.stake']) {
        return BigInt(context.amount) > 100_000n ? refuse('stake_limit', 'This stake is over your limit.') : allow;
      }
    }
    const app = await start({ reactors: [StakeLimit], role: 'api' });
    const vetoes = app.get(VetoPoint);
    const base = { playerId: 'p1', currency: 'BDT', provider: 'RTG' };
    expect(await vetoes.check('wallet.stake', { ...base, amount: '50000' })).toEqual({ ok: true });
    expect(await vetoes.check('wallet.stake', { ...base, amount: '150000' })).toEqual({
      ok: false,
      code: 'stake_limit',
      message: 'This stake is over your limit.',
      vetoedBy: 'StakeLimit.limit',
    });
    expect(await vetoes.check('exchange.order', { playerId: 'p1', stake: '1', liability: '1', currency: 'BDT', marketId: 'm' })).toEqual({
      ok: true,
    });
  });
});
