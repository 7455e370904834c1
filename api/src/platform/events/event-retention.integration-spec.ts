import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { Injectable, type INestApplicationContext } from '@nestjs/common';
import pg from 'pg';
import { ledgerWalletStream } from '@khela/contracts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app.js';
import { createRelayTestTables, LedgerFollower, defaultReactors, startRelayApp } from '../../../test/events/relay-test-app.js';
import { pauseReactor } from '../../../test/events/pause-reactor.js';
import { guardPool, inTransaction } from '../database/transaction.js';
import { EventOutbox, type NewEvent } from './event-outbox.js';
import { EventRetention, type EventRetentionRun } from './event-retention.js';
import { OnEvent } from './on-event.decorator.js';
import { hangBound } from '../../../test/test-env.js';

/** A reactor a new deploy adds: registered, but no relay has created its checkpoint yet. */
@Injectable()
class Newcomer {
  @OnEvent('relaytest.thing-happened', { name: 'newcomer' })
  async react(): Promise<void> {}
}

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

describe('platform events: data retention of the outbox and the relay tables', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  const outbox = new EventOutbox();
  const apps: INestApplicationContext[] = [];
  let streamSeq = 0;
  const stream = (label: string) => `${label}-${++streamSeq}-${Date.now().toString(36)}`;

  const start = async (options: Omit<Parameters<typeof startRelayApp>[0], 'databaseUrl'> = {}) => {
    const app = await startRelayApp({ databaseUrl: db.url, ...options });
    apps.push(app);
    return app;
  };
  const stopAll = async () => {
    while (apps.length) await apps.pop()!.close();
  };
  const retain = (app: INestApplicationContext, retentionDays: number, batchSize = 5000): Promise<EventRetentionRun> =>
    app.get(EventRetention).run({ retentionDays, batchSize });

  const thing = (streamId: string, n: number): NewEvent => ({ type: 'relaytest.thing-happened', streamId, data: { n } });
  const append = (events: NewEvent[]) => inTransaction(pool, (client) => outbox.append(client, events));
  /** Events as if appended `daysAgo` days ago (the outbox refuses UPDATE, so they are written old). */
  const appendOld = async (streamId: string, count: number, daysAgo: number) => {
    for (let n = 1; n <= count; n++)
      await pool.query(
        `INSERT INTO outbox_events (id, stream_id, type, data, occurred_at)
         VALUES (gen_random_uuid(), $1, 'relaytest.thing-happened', jsonb_build_object('n', $2::int), now() - make_interval(days => $3::int))`,
        [streamId, n, daysAgo],
      );
  };
  const eventIds = async (streams: string[]) =>
    (
      await pool.query<{ id: string }>(`SELECT id::text AS id FROM outbox_events WHERE stream_id = ANY($1) ORDER BY position`, [streams])
    ).rows.map((r) => r.id);
  const effects = async (reactor: string, streams: string[]) =>
    (
      await pool.query<{ event_id: string; n: number }>(
        `SELECT event_id, n FROM relay_test_effects WHERE reactor = $1 AND stream_id = ANY($2) ORDER BY seq`,
        [reactor, streams],
      )
    ).rows;
  const attemptCount = async (reactor: string, streams: string[]) =>
    (
      await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM relay_test_attempts WHERE reactor = $1 AND stream_id = ANY($2)`, [
        reactor,
        streams,
      ])
    ).rows[0]!.n;
  const handled = async (reactor: string, ids: string[]) =>
    (
      await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_reactor_handled WHERE reactor = $1 AND event_id = ANY($2)`, [
        reactor,
        ids,
      ])
    ).rows[0]!.n;
  const ageHandled = (ids: string[], daysAgo: number) =>
    pool.query(`UPDATE event_reactor_handled SET handled_at = now() - make_interval(days => $2::int) WHERE event_id = ANY($1)`, [
      ids,
      daysAgo,
    ]);

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

  it('deletes old rows every reactor passed; keeps what a lagging reactor has not passed, open failures and fresh rows', async () => {
    const app = await start();
    const passed = stream('passed');
    const failing = stream('failing');
    const fresh = stream('fresh');
    // 'second' fails every attempt on the failing stream: a dead letter after 4 attempts
    await pool.query(`INSERT INTO relay_test_failures (reactor, stream_id, failures) VALUES ('second', $1, 100)`, [failing]);
    await appendOld(passed, 3, 40);
    await appendOld(failing, 1, 40);
    await append([thing(fresh, 1), thing(fresh, 2)]);
    for (const reactor of ['FirstReactor.onThing', 'second'])
      await eventually(
        () => effects(reactor, [passed, fresh]),
        (r) => r.length === 5,
      );
    await eventually(
      async () =>
        (
          await pool.query(`SELECT 1 FROM event_delivery_failures WHERE reactor = 'second' AND stream_id = $1 AND status = 'dead'`, [
            failing,
          ])
        ).rowCount,
      (n) => n === 1,
    );

    // 'second' stops; events appended now are passed by the first reactor only
    const lagging = stream('lagging');
    const paused = await pauseReactor(db.url, 'second');
    let resumed = false;
    try {
      await appendOld(lagging, 2, 40);
      await eventually(
        () => effects('FirstReactor.onThing', [lagging]),
        (r) => r.length === 2,
      );
      const [passedIds, failingIds, freshIds, laggingIds] = await Promise.all([passed, failing, fresh, lagging].map((s) => eventIds([s])));
      await ageHandled([...passedIds!, ...failingIds!, ...laggingIds!], 40);
      // staff resolved one failure 40 days ago and one yesterday
      await pool.query(
        `INSERT INTO event_delivery_failures (reactor, event_id, source, tx_id, position, stream_id, event_type, status, resolved_at, resolved_by)
         VALUES ('old-resolved', 'x-1', 'outbox', '1', 1, 'x', 'relaytest.thing-happened', 'resolved', now() - interval '40 days', 'staff'),
                ('new-resolved', 'x-2', 'outbox', '1', 2, 'x', 'relaytest.thing-happened', 'resolved', now() - interval '1 day', 'staff')`,
      );

      const run = await retain(app, 30);
      expect(run).toMatchObject({ skipped: false, outboxEvents: 3, resolvedFailures: 1, heldBackBy: ['second'] });
      expect(await eventIds([passed])).toEqual([]); // passed by both, old: gone with their handled rows
      expect(await handled('FirstReactor.onThing', passedIds!)).toBe(0);
      expect(await handled('second', passedIds!)).toBe(0);
      expect(await eventIds([failing])).toEqual(failingIds); // a dead letter of 'second' still names it
      expect(await handled('FirstReactor.onThing', failingIds!)).toBe(0); // the first reactor has no failure on it
      expect(await eventIds([lagging])).toEqual(laggingIds); // 'second' has not passed them
      expect(await handled('FirstReactor.onThing', laggingIds!)).toBe(0); // its own checkpoint is past them
      expect(await eventIds([fresh])).toEqual(freshIds); // younger than the period
      expect(await handled('FirstReactor.onThing', freshIds!)).toBe(2);
      expect(await handled('second', freshIds!)).toBe(2);
      const { rows: failures } = await pool.query<{ reactor: string }>(
        `SELECT reactor FROM event_delivery_failures WHERE reactor IN ('old-resolved', 'new-resolved', 'second') ORDER BY reactor`,
      );
      expect(failures.map((f) => f.reactor)).toEqual(['new-resolved', 'second']);

      // the lagging reactor comes back: it gets its events, once, and then they may go
      await paused.resume();
      resumed = true;
      await eventually(
        () => effects('second', [lagging]),
        (r) => r.length === 2,
      );
      expect(await attemptCount('second', [lagging])).toBe(2);
      await ageHandled(laggingIds!, 40);
      expect(await retain(app, 30)).toMatchObject({ outboxEvents: 2, handledRows: 2, heldBackBy: [] });
      expect(await eventIds([lagging])).toEqual([]);
      expect(await eventIds([failing])).toEqual(failingIds);
    } finally {
      if (!resumed) await paused.resume();
    }
  });

  it('delivers exactly once across a clean-up: append, deliver, clean, append more, deliver', async () => {
    const app = await start();
    const s = stream('once');
    await append([thing(s, 1), thing(s, 2), thing(s, 3)]);
    for (const reactor of ['FirstReactor.onThing', 'second'])
      await eventually(
        () => effects(reactor, [s]),
        (r) => r.length === 3,
      );
    // everything up to now (0 days): the events, their handled rows
    const run = await retain(app, 0);
    expect(run.outboxEvents).toBeGreaterThanOrEqual(3);
    expect(run.handledRows).toBeGreaterThanOrEqual(6);
    expect(await eventIds([s])).toEqual([]);
    await append([thing(s, 4), thing(s, 5)]);
    // a second worker process joins after the clean-up: it too must not deliver anything again
    await start();
    for (const reactor of ['FirstReactor.onThing', 'second']) {
      const rows = await eventually(
        () => effects(reactor, [s]),
        (r) => r.length === 5,
      );
      expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
    }
    // nothing comes twice: a sentinel appended last is delivered after anything that could have been
    const sentinel = stream('sentinel');
    await append([thing(sentinel, 1)]);
    for (const reactor of ['FirstReactor.onThing', 'second']) {
      await eventually(
        () => effects(reactor, [sentinel]),
        (r) => r.length === 1,
      );
      expect(await attemptCount(reactor, [s])).toBe(5);
    }
  });

  it('deletes handled rows of ledger events the reactor passed, never the ledger events', async () => {
    const app = await start({ reactors: [LedgerFollower] });
    const wallet = ledgerWalletStream(stream('player'));
    await pool.query(
      `INSERT INTO ledger_events (stream_id, version, type, data, meta) VALUES
         ($1, 1, 'WalletOpened', '{"currency":"BDT"}', '{}'),
         ($1, 2, 'DepositCredited', '{"depositId":"d1","channel":"bkash","amount":"50000"}', '{}')`,
      [wallet],
    );
    const [row] = await eventually(
      () => effects('ledger-follower', [wallet]),
      (r) => r.length === 1,
    );
    await ageHandled([row!.event_id], 40);
    const fresh = ledgerWalletStream(stream('player'));
    await pool.query(
      `INSERT INTO ledger_events (stream_id, version, type, data, meta) VALUES
         ($1, 1, 'WalletOpened', '{"currency":"BDT"}', '{}'),
         ($1, 2, 'DepositCredited', '{"depositId":"d2","channel":"bkash","amount":"50000"}', '{}')`,
      [fresh],
    );
    const [freshRow] = await eventually(
      () => effects('ledger-follower', [fresh]),
      (r) => r.length === 1,
    );
    const run = await retain(app, 30);
    expect(run.handledRows).toBe(1);
    expect(await handled('ledger-follower', [row!.event_id])).toBe(0);
    expect(await handled('ledger-follower', [freshRow!.event_id])).toBe(1);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ledger_events WHERE stream_id = $1`, [wallet]);
    expect(rows[0].n).toBe(2);
    // the checkpoint is past it, so it is not delivered again
    await new Promise((r) => setTimeout(r, 600));
    expect(await effects('ledger-follower', [wallet])).toHaveLength(1);
  });

  it('is safe when two workers run it at once: every old row goes once, nothing fails', async () => {
    const first = await start({ reactors: defaultReactors });
    const second = await start({ reactors: defaultReactors });
    const s = stream('concurrent');
    await appendOld(s, 120, 40);
    for (const reactor of ['FirstReactor.onThing', 'second'])
      await eventually(
        () => effects(reactor, [s]),
        (r) => r.length === 120,
      );
    const runs = await Promise.all([retain(first, 30, 10), retain(second, 30, 10), retain(first, 30, 10)]);
    const done = runs.filter((r) => !r.skipped);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(done.reduce((sum, r) => sum + r.outboxEvents, 0)).toBe(120);
    expect(await eventIds([s])).toEqual([]);
    // and again: nothing left to do
    expect(await retain(second, 30, 10)).toMatchObject({ skipped: false, outboxEvents: 0 });
  });

  it("holds back for a reactor not started yet, and for another version's reactor only while its checkpoint moves", async () => {
    const s = stream('unknown');
    await appendOld(s, 2, 40);
    // the api role runs no relay: the newcomer has no checkpoint, so it has read nothing yet; the reactors of
    // the earlier tests, unknown to this app but with checkpoints that moved lately, have not read them either
    const api = await start({ role: 'api', reactors: [Newcomer] });
    expect(await retain(api, 30)).toMatchObject({ outboxEvents: 0, heldBackBy: ['FirstReactor.onThing', 'newcomer', 'second'] });
    await stopAll();
    // reactors this version does not know: one a worker of another version runs (its checkpoint moved lately),
    // one renamed long ago (its checkpoint idle for longer than the period); both at the start
    await pool.query(
      `INSERT INTO event_reactor_checkpoints (reactor, source, updated_at)
       VALUES ('other-version', 'outbox', now()), ('renamed-long-ago', 'outbox', now() - interval '40 days')`,
    );
    try {
      const worker = await start();
      for (const reactor of ['FirstReactor.onThing', 'second'])
        await eventually(
          () => effects(reactor, [s]),
          (r) => r.length === 2,
        );
      expect(await retain(worker, 30)).toMatchObject({ outboxEvents: 0, heldBackBy: ['other-version'] });
      expect(await eventIds([s])).toHaveLength(2);
      await pool.query(`UPDATE event_reactor_checkpoints SET updated_at = now() - interval '40 days' WHERE reactor = 'other-version'`);
      expect(await retain(worker, 30)).toMatchObject({ outboxEvents: 2, heldBackBy: [] });
      expect(await eventIds([s])).toEqual([]);
    } finally {
      await pool.query(`DELETE FROM event_reactor_checkpoints WHERE reactor IN ('other-version', 'renamed-long-ago')`);
    }
  });
});
