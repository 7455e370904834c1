import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Pool } from 'pg';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { clearRedisPrefix, createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { DB_POOL } from '../../platform/database/database.module.js';
import { inTransaction } from '../../platform/database/transaction.js';
import { EventOutbox, OutboxSignal, type NewEvent } from '../../platform/events/index.js';
import { RollUpPointsJob } from './jobs/roll-up-points.job.js';

jest.setTimeout(hangBound(60_000));

const meta = { actor: { kind: 'system', id: 'vip-exchange-test' } } as const;

/**
 * Exchange bets earn VIP points (issue 21): the exchange's own events (a fill's back and lay sides, a fancy bet)
 * become stake entries at the exchange rate (0.50 VP per 100 BDT: the back on its stake, the lay on its
 * liability), the roll-up turns them into points once, and a market resulted void takes them back.
 */
describe('VIP points from exchange bets', () => {
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  const hourMs = 3_600_000;

  const publish = async (events: NewEvent[]) => {
    await inTransaction(app.app.get<Pool>(DB_POOL), (client) => app.app.get(EventOutbox).append(client, events));
    app.app.get(OutboxSignal).appended();
  };
  const entries = async (marketPrefix: string) =>
    (
      await sql.query<{ player_id: string; kind: string; amount_minor: string; points_milli: string }>(
        `SELECT player_id, kind, amount_minor::text, points_milli::text FROM vip_stake_entries WHERE starts_with(transaction_id, $1) ORDER BY id`,
        [marketPrefix],
      )
    ).rows;
  const points = async (playerId: string) =>
    (
      await sql.query<{ lifetime: string }>(`SELECT lifetime_points_milli::text AS lifetime FROM vip_accounts WHERE player_id = $1`, [
        playerId,
      ])
    ).rows[0]?.lifetime;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all' });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  }, hangBound(60_000));

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    if (app) await clearRedisPrefix(app.config.REDIS_PREFIX);
  });

  it('a fill earns for the backer (stake) and the layer (liability), a fancy bet for its stake; a void market takes them back', async () => {
    const market = `m-${randomUUID().slice(0, 8)}`;
    const [backer, layer] = ['9101', '9102'];
    await publish([
      {
        type: 'exchange.order-matched',
        streamId: `exchange-market-${market}`,
        data: {
          marketId: market,
          selectionId: 1,
          priceH: 250,
          stake: '200000',
          takerOrderId: 'o1',
          backOrderId: 'o1',
          layOrderId: 'o2',
          backPlayerId: backer,
          layPlayerId: layer,
        },
        meta,
      },
      {
        // the house market maker's side earns nothing
        type: 'exchange.order-matched',
        streamId: `exchange-market-${market}`,
        data: {
          marketId: market,
          selectionId: 1,
          priceH: 300,
          stake: '100000',
          takerOrderId: 'o3',
          backOrderId: 'o3',
          layOrderId: null,
          backPlayerId: backer,
          layPlayerId: null,
        },
        meta,
      },
      {
        type: 'exchange.fancy-bet-placed',
        streamId: `exchange-market-${market}`,
        data: {
          betId: 'f1',
          playerId: layer,
          marketId: market,
          eventId: 'ev',
          fancyId: 'fy',
          side: 'yes',
          line: 45,
          rate: 100,
          stake: '40000',
          currency: 'BDT',
        },
        meta,
      },
    ]);
    await waitFor(async () => (await entries(`${market}:`)).length === 4);
    expect(await entries(`${market}:`)).toEqual([
      { player_id: backer, kind: 'stake', amount_minor: '200000', points_milli: '10000' }, // 2,000 BDT at 0.50 VP per 100
      { player_id: layer, kind: 'stake', amount_minor: '300000', points_milli: '15000' }, // liability 2,000 x 1.5
      { player_id: backer, kind: 'stake', amount_minor: '100000', points_milli: '5000' },
      { player_id: layer, kind: 'stake', amount_minor: '40000', points_milli: '2000' },
    ]);

    const job = app.app.get(RollUpPointsJob);
    const hour = new Date(Math.floor(Date.now() / hourMs) * hourMs).toISOString();
    await Promise.all([job.run({ periodStart: hour }), job.run({ periodStart: hour })]);
    expect([await points(backer), await points(layer)]).toEqual(['15000', '17000']);

    const resulted = {
      type: 'exchange.market-resulted' as const,
      streamId: `exchange-market-${market}`,
      data: { marketId: market, eventId: 'ev', version: 1, outcome: 'void' as const, winners: [], source: 'trader' as const },
      meta,
    };
    await publish([resulted, { ...resulted, data: { ...resulted.data, version: 2 } }]); // a second void result takes nothing more
    await waitFor(async () => (await entries(`${market}:`)).length === 8);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await entries(`${market}:`)).filter((e) => e.kind === 'rollback')).toHaveLength(4);
    await job.run({ periodStart: new Date(Date.parse(hour) + hourMs).toISOString() });
    expect([await points(backer), await points(layer)]).toEqual(['0', '0']);
  });
});
