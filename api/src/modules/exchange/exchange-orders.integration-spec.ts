import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ExchangeMyOrdersAnswer, ExchangeOrderAnswer, MatchOddsAnswer } from '@khela/contracts';
import { useExchangeApp, type FixturePlayer, type Json } from '../../../test/exchange/exchange-fixture.js';
import { hangBound } from '../../../test/test-env.js';
import { verifyLedger } from '../ledger/index.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { matchOddsMarketId } from './domain/simulate-event.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';

jest.setTimeout(hangBound(120_000));

/**
 * Exchange orders between players (issue 18), on a T20's match odds before the start (no bet delay). The
 * house market maker's limit is 0 here, so its quotes fill nothing and players meet only each other
 * (exchange-house-quotes.integration-spec.ts has the house). Every money figure is checked against the
 * wallet, and the ledger is verified at the end.
 */
describe('exchange: orders between players', () => {
  const seed = 'orders';
  const x = useExchangeApp({ seed, tag: 'xo', role: 'api', env: { EXCHANGE_HOUSE_MARKET_LIMIT: '0' } });
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  const marketId = matchOddsMarketId(plan.eventId);
  // the next T20 of the day, also before its start: a second market for trading across two at once
  const secondPlan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > plan.startMs)!;
  const secondMarketId = matchOddsMarketId(secondPlan.eventId);
  let runners: number[] = [];
  let secondRunners: number[] = [];
  let keySeq = 0;

  type Player = FixturePlayer;

  const makePlayer = (deposit: bigint): Promise<Player> => x.makePlayer(deposit);
  const call = (player: Player | null, method: string, path: string, body?: unknown, language?: string) =>
    x.call(player?.token ?? null, method, path, body, language);
  const order = (player: Player, side: 'back' | 'lay', price: number, stake: string, extra: Json = {}) =>
    call(player, 'POST', '/api/exchange/orders', {
      market_id: marketId,
      selection_id: runners[0],
      side,
      price,
      stake,
      idempotency_key: `key-${x.prefix}-${++keySeq}`,
      ...extra,
    });
  const mine = async (player: Player) =>
    (await call(player, 'GET', `/api/exchange/orders?market_id=${marketId}`)).body as ExchangeMyOrdersAnswer;
  const balances = (player: Player) => x.balances(player.id);

  beforeAll(async () => {
    x.app.app.get(SimulatedExchangeFeed).emitAt(plan.startMs - 20 * 60_000);
    const market = ((await call(null, 'GET', `/api/match-odds/${marketId}`)).body as unknown as MatchOddsAnswer)[0]!;
    expect(market).toMatchObject({ status: 'OPEN', inplay: false });
    runners = market.runners.map((r) => r.selectionId);
    const second = ((await call(null, 'GET', `/api/match-odds/${secondMarketId}`)).body as unknown as MatchOddsAnswer)[0]!;
    expect(second).toMatchObject({ status: 'OPEN', inplay: false });
    secondRunners = second.runners.map((r) => r.selectionId);
  }, hangBound(120_000));

  it('refuses a price off the ladder naming the nearest prices (en + bn), and bad input', async () => {
    const player = await makePlayer(100_000n);
    const refused = await order(player, 'back', 2.51, '100.00');
    expect(refused).toEqual({ status: 400, body: { message: '2.51 is not a price on the ladder; the nearest are 2.5, 2.52.' } });
    const bn = await call(
      player,
      'POST',
      '/api/exchange/orders',
      { market_id: marketId, selection_id: runners[0], side: 'back', price: 2.51, stake: '100.00', idempotency_key: 'bn-key-0001' },
      'bn',
    );
    expect(bn.body.message).toBe('2.51 লেডারের কোনো দাম নয়; সবচেয়ে কাছের দাম 2.5, 2.52।');
    expect((await order(player, 'back', 2.5, '5.00')).body.message).toBe('The smallest stake is 10.00.');
    expect((await order(player, 'back', 2.5, '100.00', { selection_id: 999 })).status).toBe(404);
    expect((await order(player, 'sideways' as 'back', 2.5, '100.00')).status).toBe(400);
    expect((await order(player, 'back', 2.5, '100.5')).status).toBe(400);
    // a price in exponent form (1e-28) once threw inside class-validator's decimal count: a 500 (bad-input suite)
    for (const price of [1e-28, 2.505, 1.5e-7])
      expect(await order(player, 'back', price, '100.00')).toMatchObject({
        status: 400,
        body: { message: 'price must be decimal odds such as 2.5' },
      });
    expect((await call(null, 'POST', '/api/exchange/orders', {})).status).toBe(401);
    expect(await balances(player)).toMatchObject({ main: 100_000n, exposure: 0n });
  });

  it('matches a back against a lay between two players, partly, and rests the remainder', async () => {
    const backer = await makePlayer(100_000n); // 1,000.00
    const layer = await makePlayer(200_000n); // 2,000.00
    const placed = await order(backer, 'back', 5, '300.00');
    expect(placed.status).toBe(200);
    expect((placed.body as ExchangeOrderAnswer).order).toMatchObject({ status: 'open', matched: '0.00', remaining: '300.00', price: 5 });
    expect(placed.body).toMatchObject({
      exposure: '300.00',
      balance: '700.00',
      message: 'Order placed: it waits in the book to be matched.',
    });
    // the layer accepts 100.00 of it at 5.0: liability 400.00
    const laid = await order(layer, 'lay', 5, '100.00');
    expect(laid.body).toMatchObject({
      order: { status: 'matched', matched: '100.00', remaining: '0.00', avg_price: 5 },
      exposure: '400.00',
      balance: '1600.00',
    });
    const backerView = await mine(backer);
    expect(backerView.orders[0]).toMatchObject({ status: 'open', matched: '100.00', remaining: '200.00', avg_price: 5 });
    // matched 100 at 5.0 wins 400 if the runner wins, loses 100 otherwise; 200 unmatched still risks 200
    expect(backerView.exposure).toBe('300.00');
    expect(backerView.positions).toEqual(runners.map((id, i) => ({ selection_id: id, pnl: i === 0 ? '400.00' : '-100.00' })));
    expect(await balances(backer)).toMatchObject({ main: 70_000n, exposure: 30_000n });
    expect(await balances(layer)).toMatchObject({ main: 160_000n, exposure: 40_000n });
    // the layer takes 300.00 more: 200.00 meets the backer's rest, 100.00 rests
    const more = await order(layer, 'lay', 5, '300.00');
    expect(more.body).toMatchObject({
      order: { status: 'open', matched: '200.00', remaining: '100.00' },
      message: 'Order partly matched: the rest waits in the book.',
    });
    expect((await mine(backer)).orders[0]).toMatchObject({ status: 'matched', remaining: '0.00' });
    // layer: 300 matched at 5.0 (liability 1,200.00) and 100 unmatched (400.00 more if the runner wins)
    expect(more.body).toMatchObject({ exposure: '1600.00', balance: '400.00' });
    expect(await balances(layer)).toMatchObject({ main: 40_000n, exposure: 160_000n });
  });

  it('refuses an order beyond the available balance with nothing written', async () => {
    const poor = await makePlayer(5_000n); // 50.00
    const before = await x.sql.query(`SELECT count(*)::int AS n FROM exchange_orders`);
    const refused = await order(poor, 'lay', 10, '100.00'); // liability 900.00
    expect(refused).toEqual({
      status: 409,
      body: { message: 'Not enough available balance: this order needs 900.00 more held for your exposure, and 50.00 is available.' },
    });
    expect((await x.sql.query(`SELECT count(*)::int AS n FROM exchange_orders`)).rows).toEqual(before.rows);
    expect(await balances(poor)).toMatchObject({ main: 5_000n, exposure: 0n });
    expect((await mine(poor)).orders).toEqual([]);
  });

  it('cancels the unmatched rest, releases its exposure, and refuses another player the same order', async () => {
    const owner = await makePlayer(100_000n);
    const other = await makePlayer(100_000n);
    const placed = (await order(owner, 'back', 900, '100.00')).body as ExchangeOrderAnswer;
    expect(await balances(owner)).toMatchObject({ main: 90_000n, exposure: 10_000n });
    const intruder = await call(other, 'POST', `/api/exchange/orders/${placed.order.order_id}/cancel`);
    expect(intruder).toEqual({ status: 404, body: { message: 'Order not found.' } });
    expect(await balances(owner)).toMatchObject({ exposure: 10_000n });
    const cancelled = await call(owner, 'POST', `/api/exchange/orders/${placed.order.order_id}/cancel`);
    expect(cancelled.body).toMatchObject({ order: { status: 'cancelled', remaining: '0.00' }, exposure: '0.00', balance: '1000.00' });
    expect(await balances(owner)).toMatchObject({ main: 100_000n, exposure: 0n });
    expect((await call(owner, 'POST', `/api/exchange/orders/${placed.order.order_id}/cancel`)).status).toBe(409);
  });

  it('answers a repeated idempotency key with the first order and places nothing more', async () => {
    const player = await makePlayer(100_000n);
    const body = {
      market_id: marketId,
      selection_id: runners[1],
      side: 'back',
      price: 800,
      stake: '50.00',
      idempotency_key: `repeat-${x.prefix}`,
    };
    const answers = await Promise.all([1, 2, 3].map(() => call(player, 'POST', '/api/exchange/orders', body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => (a.body as ExchangeOrderAnswer).order.order_id)).size).toBe(1);
    expect(await balances(player)).toMatchObject({ main: 95_000n, exposure: 5_000n });
    const reused = await call(player, 'POST', '/api/exchange/orders', { ...body, stake: '60.00' });
    expect(reused).toEqual({ status: 409, body: { message: 'This idempotency key was already used for another order.' } });
  });

  it('keeps every balance right with 24 players trading one market at once', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, () => makePlayer(50_000n)));
    const prices = [3, 3.05, 3.1, 3.15, 3.2];
    const results = await Promise.all(
      players.flatMap((p, i) =>
        [0, 1, 2].map((k) =>
          order(p, (i + k) % 2 === 0 ? 'back' : 'lay', prices[(i * 3 + k) % prices.length]!, `${20 + ((i + k) % 5) * 10}.00`, {
            selection_id: runners[(i + k) % 2],
          }),
        ),
      ),
    );
    expect(
      results.every((r) => r.status === 200 || (r.status === 409 && /Not enough available balance/.test(r.body.message as string))),
    ).toBe(true);
    const { rows: fills } = await x.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM exchange_fills WHERE market_id = $1`, [
      marketId,
    ]);
    expect(fills[0]!.n).toBeGreaterThan(0);
    // what exchange holds per player is what the ledger's exposure account holds
    for (const p of players) {
      const { rows } = await x.sql.query<{ held: string }>(
        `SELECT COALESCE(sum(held), 0)::text AS held FROM exchange_exposures WHERE player_id = $1`,
        [p.id],
      );
      const money = await balances(p);
      expect(money.exposure).toBe(BigInt(rows[0]!.held));
      expect(money.main! + money.exposure!).toBe(50_000n);
    }
    // no book crossed after it all: every selection's lowest resting back above its highest resting lay
    const { rows: crossed } = await x.sql.query(
      `SELECT selection_id FROM exchange_orders WHERE market_id = $1 AND remaining > 0 GROUP BY selection_id
       HAVING min(price_h) FILTER (WHERE side = 'back') <= max(price_h) FILTER (WHERE side = 'lay')`,
      [marketId],
    );
    expect(crossed).toEqual([]);
    // matched volume balances: every fill's stake is on one back and one lay order
    const { rows: sides } = await x.sql.query<{ back: string; lay: string; fills: string }>(
      `SELECT (SELECT sum(matched) FROM exchange_orders WHERE market_id = $1 AND side = 'back')::text AS back,
              (SELECT sum(matched) FROM exchange_orders WHERE market_id = $1 AND side = 'lay')::text AS lay,
              (SELECT sum(stake) FROM exchange_fills WHERE market_id = $1)::text AS fills`,
      [marketId],
    );
    expect(sides[0]!.back).toBe(sides[0]!.fills);
    expect(sides[0]!.lay).toBe(sides[0]!.fills);
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });
  it('trades two markets at once, the same players on both sides of each, without a deadlock or a wrong hold', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => makePlayer(100_000n)));
    // even players back on the first market and lay on the second, odd players the other way round, all at
    // once: fills on each market touch the same wallets, in opposite orders of arrival
    const results = await Promise.all(
      players.flatMap((p, i) => [
        order(p, i % 2 === 0 ? 'back' : 'lay', 4, '50.00', { selection_id: runners[1] }),
        order(p, i % 2 === 0 ? 'lay' : 'back', 4, '50.00', { market_id: secondMarketId, selection_id: secondRunners[1] }),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const { rows } = await x.sql.query<{ market_id: string; n: number }>(
      `SELECT market_id, count(*)::int AS n FROM exchange_fills WHERE market_id = ANY($1) AND taker_order_id IN
         (SELECT order_id FROM exchange_orders WHERE player_id = ANY($2)) GROUP BY 1 ORDER BY 1`,
      [[marketId, secondMarketId], players.map((p) => p.id)],
    );
    expect(rows.map((r) => r.market_id).sort()).toEqual([marketId, secondMarketId].sort());
    for (const p of players) {
      const held = await x.sql.query<{ held: string }>(
        `SELECT COALESCE(sum(held), 0)::text AS held FROM exchange_exposures WHERE player_id = $1`,
        [p.id],
      );
      const money = await balances(p);
      expect(money.exposure).toBe(BigInt(held.rows[0]!.held));
      expect(money.main! + money.exposure!).toBe(100_000n);
    }
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });
});
