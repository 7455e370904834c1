import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ExchangeMyOrdersAnswer, MatchOddsAnswer, MatchOddsMarket } from '@khela/contracts';
import { useExchangeApp, type FixturePlayer } from '../../../test/exchange/exchange-fixture.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { hangBound } from '../../../test/test-env.js';
import { SessionStore } from '../auth/index.js';
import { verifyLedger } from '../ledger/index.js';
import { LapseOrders } from './commands/lapse-orders/lapse-orders.js';
import { BetDelay } from './commands/place-order/bet-delay.js';
import { cricketTiming } from './domain/cricket.js';
import { marketExposure } from './domain/orders/exposure.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { matchOddsMarketId } from './domain/simulate-event.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';
import { ExchangeSnapshots } from './store/exchange-snapshots.js';

jest.setTimeout(hangBound(120_000));

/**
 * The house market maker and the market's life (issue 18): a player's order meets the feed's displayed
 * prices (the house quotes them), the house never risks more than its limit on a market, an in-play order
 * waits the bet delay and is refused when the market closed meanwhile, unmatched orders lapse when the
 * market turns in play (their exposure released), and player protection's veto refuses an excluded player.
 */
describe('exchange: the house market maker, bet delay and lapses', () => {
  const seed = 'house';
  const houseLimit = 1000; // taka
  const x = useExchangeApp({ seed, tag: 'xh', role: 'api', env: { EXCHANGE_HOUSE_MARKET_LIMIT: String(houseLimit) } });
  let feed: SimulatedExchangeFeed;
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  const marketId = matchOddsMarketId(plan.eventId);
  const ball = cricketTiming.T20.deliveryMs;
  let keySeq = 0;

  type Player = FixturePlayer;

  const makePlayer = (deposit: bigint): Promise<Player> => x.makePlayer(deposit);
  const call = (player: Player | null, method: string, path: string, body?: unknown) => x.call(player?.token ?? null, method, path, body);
  const market = async (): Promise<MatchOddsMarket> =>
    ((await call(null, 'GET', `/api/match-odds/${marketId}`)).body as unknown as MatchOddsAnswer)[0]!;
  const order = (player: Player, selectionId: number, side: 'back' | 'lay', price: number, stake: string) =>
    call(player, 'POST', '/api/exchange/orders', {
      market_id: marketId,
      selection_id: selectionId,
      side,
      price,
      stake,
      idempotency_key: `key-${x.prefix}-${++keySeq}`,
    });
  const balances = (player: Player) => x.balances(player.id);

  beforeAll(() => {
    feed = x.app.app.get(SimulatedExchangeFeed);
    feed.emitAt(plan.startMs - 20 * 60_000);
  });

  it('fills an order at the price the feed shows, against the house, within the house limit', async () => {
    const now = await market();
    expect(now).toMatchObject({ status: 'OPEN', inplay: false });
    const runner = now.runners[0]!;
    const best = runner.ex.availableToBack[0]!;
    const player = await makePlayer(1_000_000n); // 10,000.00
    const small = await order(player, runner.selectionId, 'back', best.price, '20.00');
    expect(small.body).toMatchObject({ order: { status: 'matched', matched: '20.00', avg_price: best.price }, exposure: '20.00' });
    const { rows } = await x.sql.query(
      `SELECT back_player_id, lay_order_id, lay_player_id, price_h, stake::text FROM exchange_fills WHERE market_id = $1`,
      [marketId],
    );
    expect(rows).toEqual([
      { back_player_id: player.id, lay_order_id: null, lay_player_id: null, price_h: Math.round(best.price * 100), stake: '2000' },
    ]);
    // a stake far beyond what the house may lose: filled up to the limit, the rest waits
    const big = await order(player, runner.selectionId, 'back', now.runners[0]!.ex.availableToBack.at(-1)!.price, '5000.00');
    expect(big.status).toBe(200);
    expect(big.body.order.status).toBe('open');
    const house = await x.sql.query<{ selection_id: number; price_h: number; stake: string }>(
      `SELECT selection_id, price_h, stake::text FROM exchange_fills WHERE market_id = $1 AND lay_order_id IS NULL`,
      [marketId],
    );
    const houseExposure = marketExposure(
      now.runners.map((r) => r.selectionId),
      house.rows.map((r) => ({ selectionId: r.selection_id, side: 'lay' as const, priceH: r.price_h, stake: BigInt(r.stake) })),
    );
    expect(houseExposure).toBeLessThanOrEqual(BigInt(houseLimit) * 100n);
    expect(houseExposure).toBeGreaterThan(BigInt(houseLimit) * 100n - 1000n); // it used the limit, not less
    expect(await balances(player)).toMatchObject({ main: 1_000_000n - 502_000n, exposure: 502_000n });
  });

  it('refuses an excluded player at the veto point, with nothing written', async () => {
    const player = await makePlayer(100_000n);
    expect((await call(player, 'POST', '/api/responsible-gaming/exclusion', { kind: 'timeout', days: 1, confirm: true })).status).toBe(200);
    // the exclusion ended the player's sessions; a session from before (or elsewhere) still meets the veto
    player.token = (await x.app.app.get(SessionStore).issue('player', player.id)).token;
    const refused = await order(player, (await market()).runners[1]!.selectionId, 'back', 500, '20.00');
    expect(refused.status).toBe(403);
    expect((await x.sql.query(`SELECT 1 FROM exchange_orders WHERE player_id = $1`, [player.id])).rowCount).toBe(0);
  });

  it('lapses unmatched orders when the market turns in play and releases their exposure', async () => {
    const player = await makePlayer(100_000n);
    const placed = await order(player, (await market()).runners[1]!.selectionId, 'back', 900, '50.00');
    expect(placed.body).toMatchObject({ order: { status: 'open' }, exposure: '50.00' });
    feed.emitAt(plan.startMs + ball / 2);
    await waitFor(async () => (await balances(player)).exposure === 0n);
    const mine = (await call(player, 'GET', `/api/exchange/orders?market_id=${marketId}`)).body as ExchangeMyOrdersAnswer;
    expect(mine).toMatchObject({ exposure: '0.00', orders: [{ status: 'lapsed', remaining: '0.00' }] });
    expect(await balances(player)).toMatchObject({ main: 100_000n, exposure: 0n });
    const { rows } = await x.sql.query(
      `SELECT count(*)::int AS n FROM outbox_events WHERE type = 'exchange.order-lapsed' AND data->>'orderId' = $1`,
      [placed.body.order.order_id],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('in play, waits the bet delay, then matches; refuses when the price moved against it or the market was suspended meanwhile', async () => {
    // an in-play moment with the market open
    let t = plan.startMs + 20 * ball + ball / 2;
    for (let i = 0; i < 40; i += 1, t += ball) {
      feed.emitAt(t);
      if ((await market()).status === 'OPEN') break;
    }
    const now = await market();
    expect(now).toMatchObject({ status: 'OPEN', inplay: true, betDelay: 5 });
    const delay = x.app.app.get(BetDelay);
    const waits: number[] = [];
    let release: () => void = () => undefined;
    delay.wait = (ms: number) => {
      waits.push(ms);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const player = await makePlayer(100_000n);
    // the second runner: the house spent its limit on the first one above
    const runner = now.runners[1]!;
    const pending = order(player, runner.selectionId, 'back', runner.ex.availableToBack[0]!.price, '20.00');
    await waitFor(async () => waits.length === 1);
    expect(waits).toEqual([5000]);
    expect((await x.sql.query(`SELECT 1 FROM exchange_orders WHERE player_id = $1`, [player.id])).rowCount).toBe(0);
    release();
    expect((await pending).body).toMatchObject({ order: { status: 'matched', matched: '20.00' } });
    // the price moves against an order that could be matched when placed: refused
    const snapshotsNow = x.app.app.get(ExchangeSnapshots);
    const asked = runner.ex.availableToBack[0]!.price;
    const moved = order(player, runner.selectionId, 'back', asked, '20.00');
    await waitFor(async () => waits.length === 2);
    try {
      const bestBack = () =>
        snapshotsNow.market(marketId)?.runners.find((r) => r.selectionId === runner.selectionId)?.ex.availableToBack[0]?.price;
      for (let i = 0; i < 400; i += 1) {
        const m = snapshotsNow.market(marketId);
        if (m?.status === 'OPEN' && (bestBack() ?? asked) < asked) break;
        feed.emitAt((t += ball / 4));
      }
      expect(bestBack()).toBeLessThan(asked);
    } finally {
      release();
    }
    expect(await moved).toEqual({
      status: 409,
      body: { message: 'The price moved against your order during the bet delay; it was not placed.' },
    });
    // the market is suspended during the delay: refused, nothing written
    const late = order(player, runner.selectionId, 'back', runner.ex.availableToBack[0]!.price, '20.00');
    await waitFor(async () => waits.length === 3);
    try {
      // the next wicket: the feed suspends the market while it shows
      const snapshots = x.app.app.get(ExchangeSnapshots);
      for (let i = 0; i < 240 && snapshots.market(marketId)?.status !== 'SUSPENDED'; i += 1) feed.emitAt((t += ball / 4));
      expect(snapshots.market(marketId)?.status).toBe('SUSPENDED');
    } finally {
      release();
    }
    expect(await late).toEqual({
      status: 409,
      body: { message: 'The market was suspended during the bet delay; your order was not placed.' },
    });
    expect((await x.sql.query(`SELECT 1 FROM exchange_orders WHERE player_id = $1`, [player.id])).rowCount).toBe(1);
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });
  // the next two T20s after `plan` (90 min apart): markets of their own, later in the day
  const later = scheduleForDay(seed, day)
    .filter((p) => p.format === 'T20' && p.startMs > plan.startMs)
    .sort((a, b) => a.startMs - b.startMs);
  const orderOn = (player: Player, market: string, selectionId: number, price: number, stake: string) =>
    call(player, 'POST', '/api/exchange/orders', {
      market_id: market,
      selection_id: selectionId,
      side: 'back',
      price,
      stake,
      idempotency_key: `key-${x.prefix}-${++keySeq}`,
    });
  /** What the exchange holds for the player on the market equals the ledger's exposure account. */
  const exposureMatchesLedger = async (player: Player, market: string, held: bigint) => {
    const { rows } = await x.sql.query<{ held: string }>(
      `SELECT held::text FROM exchange_exposures WHERE player_id = $1 AND market_id = $2`,
      [player.id, market],
    );
    expect(BigInt(rows[0]?.held ?? '0')).toBe(held);
    expect((await balances(player)).exposure).toBe(held);
  };

  it('traders set a market’s persistence: kept on in play (order and hold stay), lapsed on a suspension; audited, validated', async () => {
    const game = later[0]!;
    const market2 = matchOddsMarketId(game.eventId);
    const path = `/api/admin/exchange/events/${game.eventId}/markets/${market2}/persistence`;
    feed.emitAt(game.startMs - 20 * 60_000);
    const trader = await x.staffToken('trader');
    const support = await x.staffToken('support');
    expect((await x.call(trader, 'GET', path)).body).toEqual({
      marketId: market2,
      onSuspend: 'lapse',
      onInplay: 'lapse',
      set: false,
      updatedAt: null,
    });
    // refusals: bad body (en + bn), no permission, a market not the event's match odds, a closed market
    expect(await x.call(trader, 'PUT', path, { onSuspend: 'hold', onInplay: 'keep' })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'onSuspend must be keep or lapse' }),
    });
    expect((await x.call(trader, 'PUT', path, { onSuspend: 'lapse' }, 'bn')).body.message).toBe('onInplay হতে হবে keep অথবা lapse');
    expect((await x.call(support, 'PUT', path, { onSuspend: 'lapse', onInplay: 'keep' })).status).toBe(403);
    expect((await x.call(trader, 'PUT', path.replace(market2, marketId), { onSuspend: 'lapse', onInplay: 'keep' })).status).toBe(404);
    const set = await x.call(trader, 'PUT', path, { onSuspend: 'lapse', onInplay: 'keep' }, 'bn');
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ marketId: market2, onSuspend: 'lapse', onInplay: 'keep', set: true });
    expect(set.body.message).toBe('অর্ডার পারসিস্টেন্স সংরক্ষিত হয়েছে: মার্কেটের পরের স্থগিতাদেশ বা ইন-প্লে শুরু থেকে এটি প্রযোজ্য।');
    const audit = await x.sql.query(
      `SELECT before, after FROM staff_audit_log WHERE action = 'exchange.persistence_set' AND target_id = $1`,
      [market2],
    );
    expect(audit.rows).toEqual([
      {
        before: expect.objectContaining({ onSuspend: 'lapse', onInplay: 'lapse' }),
        after: expect.objectContaining({ onSuspend: 'lapse', onInplay: 'keep' }),
      },
    ]);

    // an unmatched back rests before the start; the market turns in play: it stays, and so does its hold
    const player = await makePlayer(100_000n);
    const runner = (await x.call(null, 'GET', `/api/match-odds/${market2}`)).body as unknown as MatchOddsAnswer;
    const kept = await orderOn(player, market2, runner[0]!.runners[1]!.selectionId, 900, '50.00');
    expect(kept.body).toMatchObject({ order: { status: 'open' }, exposure: '50.00' });
    feed.emitAt(game.startMs + ball / 2);
    const snapshots = x.app.app.get(ExchangeSnapshots);
    expect(snapshots.market(market2)).toMatchObject({ inplay: true });
    expect(await x.app.app.get(LapseOrders).catchUp([market2])).toBe(0);
    const mine = (await call(player, 'GET', `/api/exchange/orders?market_id=${market2}`)).body as ExchangeMyOrdersAnswer;
    expect(mine).toMatchObject({ exposure: '50.00', orders: [{ status: 'open', remaining: '50.00' }] });
    await exposureMatchesLedger(player, market2, 5_000n);
    expect((await verifyLedger(x.sql)).differences).toEqual([]);

    // a trader suspends it: lapse on suspend, the order goes and its hold comes back
    expect((await x.call(trader, 'POST', `/api/admin/exchange/events/${game.eventId}/markets/${market2}/suspend`)).status).toBe(200);
    await waitFor(async () => (await balances(player)).exposure === 0n);
    const after = (await call(player, 'GET', `/api/exchange/orders?market_id=${market2}`)).body as ExchangeMyOrdersAnswer;
    expect(after).toMatchObject({ exposure: '0.00', orders: [{ status: 'lapsed', remaining: '0.00' }] });
    await exposureMatchesLedger(player, market2, 0n);
    expect(await balances(player)).toMatchObject({ main: 100_000n, exposure: 0n });
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });

  it('lapses at start what should have lapsed while no api process ran', async () => {
    const game = later[1]!;
    const market3 = matchOddsMarketId(game.eventId);
    feed.emitAt(game.startMs - 20 * 60_000);
    const player = await makePlayer(100_000n);
    const runner = ((await x.call(null, 'GET', `/api/match-odds/${market3}`)).body as unknown as MatchOddsAnswer)[0]!.runners[0]!;
    expect((await orderOn(player, market3, runner.selectionId, 900, '30.00')).body).toMatchObject({ order: { status: 'open' } });
    // "no api process runs": nothing watches the markets while the game turns in play
    const lapses = x.app.app.get(LapseOrders);
    lapses.onModuleDestroy();
    feed.emitAt(game.startMs + ball / 2);
    expect(x.app.app.get(ExchangeSnapshots).market(market3)).toMatchObject({ inplay: true });
    expect(await balances(player)).toMatchObject({ exposure: 3_000n });
    // "a process starts": it has seen nothing yet; the feed's first report after it starts catches the lapse up
    const fresh = lapses as unknown as { seen: Map<string, unknown>; caughtUp: boolean };
    fresh.seen.clear();
    fresh.caughtUp = false;
    lapses.onApplicationBootstrap();
    feed.emitAt(game.startMs + ball * 1.5);
    await waitFor(async () => (await balances(player)).exposure === 0n);
    const mine = (await call(player, 'GET', `/api/exchange/orders?market_id=${market3}`)).body as ExchangeMyOrdersAnswer;
    expect(mine).toMatchObject({ exposure: '0.00', orders: [{ status: 'lapsed', remaining: '0.00' }] });
    await exposureMatchesLedger(player, market3, 0n);
    expect(await balances(player)).toMatchObject({ main: 100_000n, exposure: 0n });
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });
});
