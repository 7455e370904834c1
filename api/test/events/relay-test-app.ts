import 'reflect-metadata';
import { Inject, Injectable, Module, type DynamicModule, type INestApplicationContext, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg, { type Pool } from 'pg';
import { ConfigModule } from '../../src/platform/config/config.module.js';
import { DatabaseModule, DB_POOL } from '../../src/platform/database/database.module.js';
import { declareEvents } from '../../src/platform/events/event-catalog.js';
import { EventsModule } from '../../src/platform/events/events.module.js';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../src/platform/events/on-event.decorator.js';
import { I18nModule } from '../../src/platform/i18n/i18n.module.js';
import { testConfig } from '../test-app.js';

/*
 * A small worker for the event relay's tests: config, database, i18n and the events platform, plus
 * test reactors, without the product modules. Several instances against one database are several
 * worker processes as far as Postgres is concerned (each has its own pool and LISTEN connection).
 */

declare module '../../src/platform/events/event-catalog.js' {
  interface EventPayloads {
    'relaytest.thing-happened': { n: number };
    'relaytest.other-happened': { n: number };
  }
}
export const relayTestEvents = declareEvents('relaytest', ['relaytest.thing-happened', 'relaytest.other-happened']);

/**
 * Tables the test reactors write: `relay_test_effects` through the relay's transaction (commits with
 * "handled": exactly once), `relay_test_attempts` on a connection of its own, committed at once (what an
 * outside system would see: every attempt, including ones whose round was later rolled back).
 * `relay_test_failures` makes a reactor throw for a stream until it has tried that many times.
 */
export async function createRelayTestTables(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      CREATE TABLE IF NOT EXISTS relay_test_effects (
        seq bigserial PRIMARY KEY, reactor text NOT NULL, event_id text NOT NULL, stream_id text NOT NULL,
        n int, attempt int NOT NULL, idempotency_key text NOT NULL, player_id text, UNIQUE (reactor, event_id));
      CREATE TABLE IF NOT EXISTS relay_test_attempts (
        seq bigserial PRIMARY KEY, reactor text NOT NULL, event_id text NOT NULL, stream_id text NOT NULL, attempt int NOT NULL, pid int NOT NULL);
      CREATE TABLE IF NOT EXISTS relay_test_failures (reactor text NOT NULL, stream_id text NOT NULL, failures int NOT NULL, PRIMARY KEY (reactor, stream_id));
      CREATE TABLE IF NOT EXISTS relay_test_slow (reactor text PRIMARY KEY, delay_ms int NOT NULL);`);
  } finally {
    await client.end();
  }
}

@Injectable()
export class TestReactorSupport {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** Records the attempt outside the transaction, then throws while the stream's failures are not used up. */
  async attempt(reactor: string, event: DeliveredEvent, context: ReactorContext): Promise<void> {
    await this.pool.query(`INSERT INTO relay_test_attempts (reactor, event_id, stream_id, attempt, pid) VALUES ($1, $2, $3, $4, $5)`, [
      reactor,
      event.id,
      event.streamId,
      context.attempt,
      process.pid,
    ]);
    const { rows: slow } = await this.pool.query<{ delay_ms: number }>(`SELECT delay_ms FROM relay_test_slow WHERE reactor = $1`, [
      reactor,
    ]);
    if (slow[0]) await new Promise((r) => setTimeout(r, slow[0]!.delay_ms));
    const { rows } = await this.pool.query<{ tried: number; failures: number }>(
      `SELECT (SELECT count(*)::int FROM relay_test_attempts WHERE reactor = $1 AND stream_id = $2) AS tried, failures
         FROM relay_test_failures WHERE reactor = $1 AND stream_id = $2`,
      [reactor, event.streamId],
    );
    if (rows[0] && rows[0].tried <= rows[0].failures)
      throw new Error(`planned failure ${rows[0].tried} of ${rows[0].failures} on ${event.streamId}`);
  }

  async effect(reactor: string, event: DeliveredEvent, context: ReactorContext): Promise<void> {
    await context.db.query(
      `INSERT INTO relay_test_effects (reactor, event_id, stream_id, n, attempt, idempotency_key, player_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        reactor,
        event.id,
        event.streamId,
        (event.data as { n?: number }).n ?? null,
        context.attempt,
        context.idempotencyKey(),
        event.playerId ?? null,
      ],
    );
  }
}

@Injectable()
export class FirstReactor {
  constructor(@Inject(TestReactorSupport) private readonly support: TestReactorSupport) {}

  @OnEvent('relaytest.thing-happened')
  async onThing(event: DeliveredEvent<'relaytest.thing-happened'>, context: ReactorContext): Promise<void> {
    await this.support.attempt(context.reactor, event, context);
    await this.support.effect(context.reactor, event, context);
  }
}

@Injectable()
export class SecondReactor {
  constructor(@Inject(TestReactorSupport) private readonly support: TestReactorSupport) {}

  @OnEvent(['relaytest.thing-happened', 'relaytest.other-happened'], { name: 'second' })
  async react(event: DeliveredEvent<'relaytest.thing-happened' | 'relaytest.other-happened'>, context: ReactorContext): Promise<void> {
    await this.support.attempt(context.reactor, event, context);
    await this.support.effect(context.reactor, event, context);
  }
}

@Injectable()
export class LedgerFollower {
  constructor(@Inject(TestReactorSupport) private readonly support: TestReactorSupport) {}

  @OnEvent('ledger.DepositCredited', { name: 'ledger-follower' })
  async onDeposit(event: DeliveredEvent<'ledger.DepositCredited'>, context: ReactorContext): Promise<void> {
    await this.support.attempt(context.reactor, event, context);
    await this.support.effect(context.reactor, event, context);
  }
}

export const defaultReactors: Type[] = [FirstReactor, SecondReactor];

/** Settings fast enough for tests: 200 ms polls, retries from 100 ms to 400 ms, 4 attempts. */
export const relayTestEnv = {
  EVENTS_POLL_MS: '200',
  EVENTS_RETRY_MIN_MS: '100',
  EVENTS_RETRY_MAX_MS: '400',
  EVENTS_MAX_ATTEMPTS: '4',
};

export async function startRelayApp(options: {
  databaseUrl: string;
  reactors?: Type[];
  role?: 'worker' | 'api' | 'all';
  env?: Record<string, string>;
  /** Further platform modules the test reactors use (RedisModule and QueueModule for jobs). */
  imports?: (Type | DynamicModule)[];
}): Promise<INestApplicationContext> {
  const config = testConfig({ DATABASE_URL: options.databaseUrl, ROLE: options.role ?? 'worker', ...relayTestEnv, ...options.env });
  @Module({
    imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(), I18nModule, EventsModule, ...(options.imports ?? [])],
    providers: [TestReactorSupport, ...(options.reactors ?? defaultReactors)],
  })
  class RelayTestModule {}
  const app = await NestFactory.createApplicationContext(RelayTestModule, { logger: false, abortOnError: false });
  await app.init();
  return app;
}
