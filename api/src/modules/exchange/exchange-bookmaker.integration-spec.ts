import { describe, expect, it, jest } from '@jest/globals';
import type { EventDetail } from '@khela/contracts';
import { useExchangeApp, type FixturePlayer } from '../../../test/exchange/exchange-fixture.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { hangBound } from '../../../test/test-env.js';
import { verifyLedger } from '../ledger/index.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { bookmakerMarketId } from './domain/simulate-event.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';

jest.setTimeout(hangBound(180_000));

/**
 * Bookmaker bets (issue 18, part 2) on a T20: back and lay against the house at the per-100 rate shown,
 * the liability held; refusals (changed rate, stake limits, the player's limit on the market, not enough
 * balance, ball running) in en + bn with nothing written; the match ends and the same settle job pays them
 * with no commission; the ledger is verified.
 */
describe('exchange: bookmaker bets', () => {
  const seed = 'bookie';
  const deposit = 500_000n; // 5,000.00
  const x = useExchangeApp({ seed, tag: 'xb', env: { EXCHANGE_BOOKMAKER_PLAYER_MARKET_LIMIT: '1000' } });
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  const marketId = bookmakerMarketId(plan.eventId);
  let keySeq = 0;

  const makePlayer = (amount = deposit) => x.makePlayer(amount);
  const event = (): Promise<EventDetail> => x.event(plan.eventId);
  const bet = (player: FixturePlayer, side: 'back' | 'lay', selectionId: number, rate: number, stake: string, language?: string) =>
    x.call(
      player.token,
      'POST',
      '/api/exchange/bookmaker-bets',
      { market_id: marketId, selection_id: selectionId, side, rate, stake, idempotency_key: `bm-${x.prefix}-${++keySeq}` },
      language,
    );
  const balances = (playerId: string) => x.balances(playerId);
  const ordersOf = async (playerId: string) =>
    Number((await x.sql.query<{ n: string }>(`SELECT count(*) AS n FROM exchange_orders WHERE player_id = $1`, [playerId])).rows[0]!.n);

  it('backs and lays against the house at the rate shown, holds the liability, refuses what it must, and settles with the result', async () => {
    x.app.app.get(SimulatedExchangeFeed).emitAt(plan.startMs - 20 * 60_000);
    const market = (await event()).bookmaker[marketId]!;
    const [first, second] = market.runners;
    expect(first!.suspended).toBe(0);
    const backer = await makePlayer();
    const layer = await makePlayer();

    // back 200.00 on the first runner at its back rate: the stake is held
    const backed = await bet(backer, 'back', first!.selectionId, first!.backPrice, '200.00');
    expect(backed.status).toBe(200);
    expect(backed.body).toMatchObject({
      order: { status: 'matched', matched: '200.00' },
      exposure: '200.00',
      message: 'Bet placed against the bookmaker.',
    });
    expect(await balances(backer.id)).toMatchObject({ main: deposit - 20_000n, exposure: 20_000n });
    // lay 300.00 on the second runner at its lay rate: stake x rate / 100 held
    const liability = (30_000n * BigInt(second!.layPrice)) / 100n;
    const laid = await bet(layer, 'lay', second!.selectionId, second!.layPrice, '300.00');
    expect(laid.status).toBe(200);
    expect(await balances(layer.id)).toMatchObject({ main: deposit - liability, exposure: liability });

    // refusals, nothing written
    const before = await ordersOf(backer.id);
    expect((await bet(backer, 'back', first!.selectionId, first!.backPrice + 1, '100.00')).body).toEqual({
      message: `The rate changed to ${first!.backPrice}; place the bet again at the new rate.`,
    });
    expect((await bet(backer, 'back', first!.selectionId, first!.backPrice + 1, '100.00', 'bn')).body.message).toBe(
      `রেট বদলে ${first!.backPrice} হয়েছে; নতুন রেটে আবার বাজি ধরুন।`,
    );
    const tooSmall = await bet(backer, 'back', first!.selectionId, first!.backPrice, '0.50');
    expect(tooSmall).toEqual({
      status: 400,
      body: { message: `The stake must be between ${market.minStake} and ${market.maxStake} on this market.` },
    });
    // the player's limit on the market is 1,000.00 (200.00 staked)
    expect(await bet(backer, 'back', first!.selectionId, first!.backPrice, '900.00')).toEqual({
      status: 409,
      body: { message: 'Your bets on this market may total 1000.00; 800.00 is left.' },
    });
    expect((await bet(backer, 'back', first!.selectionId, first!.backPrice, '0.00')).status).toBe(400);
    expect((await bet(backer, 'back', 999, 10, '100.00')).status).toBe(404);
    expect(await ordersOf(backer.id)).toBe(before);
    const poor = await makePlayer(5_000n);
    const short = await bet(poor, 'back', first!.selectionId, first!.backPrice, '100.00');
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/^Not enough available balance/);
    expect(await ordersOf(poor.id)).toBe(0);
    expect(await balances(poor.id)).toMatchObject({ main: 5_000n, exposure: 0n });

    // in play, while the ball runs: refused
    const feed = x.app.app.get(SimulatedExchangeFeed);
    let running: EventDetail | undefined;
    for (let ms = plan.startMs + 60_000; ms < plan.startMs + 20 * 60_000 && !running; ms += 1_000) {
      feed.emitAt(ms);
      const now = await event();
      const runner = now.bookmaker[marketId]?.runners[0];
      if (runner && runner.ball_running === 1 && runner.suspended === 0) running = now;
    }
    expect(running).toBeDefined();
    const runner = running!.bookmaker[marketId]!.runners[0]!;
    expect(await bet(backer, 'back', runner.selectionId, runner.backPrice, '100.00')).toEqual({
      status: 409,
      body: { message: 'Ball running: bets are taken again when the ball is over.' },
    });

    // the match ends: the settle job pays the bookmaker market too (no commission)
    const closed = feed.emitAt(plan.startMs + 6 * 3_600_000).find((e) => e.eventId === plan.eventId)!;
    const winners = closed.matchOdds.runners.filter((r) => r.status === 'WINNER').map((r) => r.selectionId);
    await waitFor(
      async () =>
        (await x.sql.query(`SELECT 1 FROM exchange_market_results WHERE market_id = $1 AND settled_version = 1`, [marketId])).rowCount ===
        1,
      hangBound(30_000),
    );
    const { rows } = await x.sql.query<{ market_kind: string; commission: string }>(
      `SELECT market_kind, commission::text FROM exchange_market_results WHERE market_id = $1`,
      [marketId],
    );
    expect(rows[0]).toEqual({ market_kind: 'bookmaker', commission: '0' });
    const tie = winners.length === 0;
    const backerWon = winners.includes(first!.selectionId);
    const layerWon = !winners.includes(second!.selectionId);
    expect(await balances(backer.id)).toMatchObject({
      main: tie ? deposit : backerWon ? deposit + (20_000n * BigInt(first!.backPrice)) / 100n : deposit - 20_000n,
      exposure: 0n,
    });
    expect(await balances(layer.id)).toMatchObject({
      main: tie ? deposit : layerWon ? deposit + 30_000n : deposit - liability,
      exposure: 0n,
    });
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });
});
