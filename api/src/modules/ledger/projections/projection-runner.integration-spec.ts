import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg, { type PoolClient } from 'pg';
import { guardPool } from '../../../platform/database/transaction.js';
import { AppModule } from '../../../app.module.js';
import { clearRedisPrefix, createTestDatabase, testConfig, uniqueRedisPrefix, type TestDatabase } from '../../../../test/test-app.js';
import { ledgerOnPool, projectionsCaughtUp, waitFor } from '../../../../test/ledger/ledger-harness.js';
import { LedgerModule, LedgerProjectionRegistry, LedgerStore, type LedgerProjectedEvent, type LedgerProjection } from '../index.js';

const actor = { kind: 'system', id: 'runner-test' } as const;

/** A read model only this test knows: one row per ledger event, in a table the test creates. */
class EventLogProjection implements LedgerProjection {
  readonly name: string = 'test_event_log';

  async apply(events: readonly LedgerProjectedEvent[], client: PoolClient): Promise<void> {
    await client.query(
      `INSERT INTO test_event_log (position, stream_id, type) SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[])
       ON CONFLICT (position) DO NOTHING`,
      [events.map((e) => e.position.toString()), events.map((e) => e.streamId), events.map((e) => e.type)],
    );
  }

  async reset(client: PoolClient): Promise<void> {
    await client.query(`TRUNCATE test_event_log`);
  }
}

/** Same name as one of the ledger's own projections. */
class ImpostorStatementProjection extends EventLogProjection {
  override readonly name = 'account_statement';
}

/** A module registering projections the way a feature module does, in its onModuleInit. */
function registering(...projections: LedgerProjection[]): DynamicModule {
  @Module({ imports: [LedgerModule] })
  class RegisteringModule implements OnModuleInit {
    constructor(@Inject(LedgerProjectionRegistry) private readonly registry: LedgerProjectionRegistry) {}

    onModuleInit(): void {
      for (const projection of projections) this.registry.register(projection);
    }
  }
  return { module: RegisteringModule };
}

@Module({})
class TestRootModule {}

/** The whole application (ROLE worker: job workers and the projection runner) plus one more module. */
const withModule = (databaseUrl: string, redisPrefix: string, extra: DynamicModule, env: Record<string, string> = {}): DynamicModule => ({
  module: TestRootModule,
  imports: [AppModule.forRoot(testConfig({ DATABASE_URL: databaseUrl, ROLE: 'worker', REDIS_PREFIX: redisPrefix, ...env })), extra],
});

describe('ledger projections registered by other modules', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let sql: pg.Pool;
  let ledger: ReturnType<typeof ledgerOnPool>;
  let bkash: string;
  let aliceMain: string;

  const deposit = (store: LedgerStore, key: string) =>
    store.append({
      streamId: 'wallet-alice',
      expectedVersion: 'any',
      type: 'DepositCredited',
      data: { depositId: key, amount: '100' },
      idempotencyKey: key,
      postings: [
        { accountId: bkash, amount: -100n },
        { accountId: aliceMain, amount: 100n },
      ],
      actor,
    });
  const logged = async () =>
    (await sql.query<{ position: string; type: string }>(`SELECT position, type FROM test_event_log ORDER BY position`)).rows;
  const events = async () =>
    (await sql.query<{ position: string; type: string }>(`SELECT position, type FROM ledger_events ORDER BY position`)).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = guardPool(new pg.Pool({ connectionString: db.url, max: 2 }));
    await sql.query(`CREATE TABLE test_event_log (position bigint PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL)`);
    ledger = ledgerOnPool(db.url, 2);
    bkash = await ledger.accounts.houseAccount('channel', 'BDT', 'bkash');
    const opened = await ledger.accounts.openPlayerAccounts('alice', 'BDT');
    if (!opened.ok) throw new Error('open failed');
    aliceMain = opened.accounts.ids.main;
    await deposit(ledger.store, 'before-boot');
  });

  afterAll(async () => {
    await ledger.close();
    await sql.end();
    await db.drop();
    await clearRedisPrefix(prefix);
  });

  it('the runner projects a newly registered projection from zero, then as events are appended', async () => {
    const worker = await NestFactory.createApplicationContext(withModule(db.url, prefix, registering(new EventLogProjection())), {
      logger: false,
      abortOnError: false,
    });
    try {
      const registered = worker
        .get(LedgerProjectionRegistry)
        .list()
        .map((p) => p.name);
      expect(registered).toEqual(expect.arrayContaining(['account_statement', 'house_balances', 'turnover_tickets', 'test_event_log']));

      // what the ledger held before the module existed
      await waitFor(async () => (await logged()).length === (await events()).length, 15_000);
      expect(await logged()).toEqual(await events());

      // appended by another process (woken by NOTIFY) and in this one (by the in-process signal)
      await deposit(ledger.store, 'from-elsewhere');
      await deposit(worker.get(LedgerStore), 'in-process');
      await waitFor(async () => (await logged()).length === (await events()).length, 15_000);
      expect(await logged()).toEqual(await events());
      expect((await logged()).filter((e) => e.type === 'DepositCredited')).toHaveLength(3);

      // one runner drives them all, the turnover projection included (it has no loop of its own any more)
      await waitFor(() => projectionsCaughtUp(sql, ['account_statement', 'house_balances', 'turnover_tickets', 'test_event_log']), 15_000);
      const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM turnover_tickets WHERE player_id = 'alice'`);
      expect(rows[0]!.n).toBe(3);
    } finally {
      await worker.close();
    }
  });

  it('an event held back by an older open transaction is projected when that ends, not at the next poll', async () => {
    const worker = await NestFactory.createApplicationContext(
      withModule(db.url, prefix, registering(new EventLogProjection()), { EVENTS_POLL_MS: '60000' }),
      { logger: false, abortOnError: false },
    );
    const blocker = await sql.connect();
    try {
      await waitFor(async () => (await logged()).length === (await events()).length, 15_000);
      // an older transaction that has written (it has a transaction id) and stays open: the gap-free read cannot
      // see anything committed after it began, so the NOTIFY of the append below finds nothing to read
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      await deposit(ledger.store, 'held-back');
      // The window in which the woken runner reads and finds the event out of sight (without looking again
      // soon it would wait for the poll, a minute away). Nothing can arrive in it, so no condition to await.
      await new Promise((r) => setTimeout(r, 1000));
      expect((await logged()).length).toBe((await events()).length - 1);
      await blocker.query('COMMIT');
      await waitFor(async () => (await logged()).length === (await events()).length, 10_000);
      expect(await logged()).toEqual(await events());
    } finally {
      blocker.release();
      await worker.close();
    }
  });

  /** Boots without the automatic init of createApplicationContext, so a refused boot can still be closed. */
  async function bootError(extra: DynamicModule): Promise<unknown> {
    const app = await NestFactory.create(withModule(db.url, prefix, extra), { logger: false, abortOnError: false });
    try {
      await app.init();
      return undefined;
    } catch (error) {
      return error;
    } finally {
      await app.close();
    }
  }

  it('refuses to boot when a module registers the same projection twice', async () => {
    const projection = new EventLogProjection();
    const error = await bootError(registering(projection, projection));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Ledger projection "test_event_log" (EventLogProjection) is registered twice: register it once.');
  });

  it("refuses to boot when a module's projection takes a name already registered", async () => {
    const error = await bootError(registering(new ImpostorStatementProjection()));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      /^Two ledger projections are named "account_statement" \(AccountStatementProjection and ImpostorStatementProjection\)/,
    );
  });
});
