import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type {
  ExchangePnlAnswer,
  ExchangeRecord,
  ExchangeSettlementReport,
  ExchangeSettlementView,
  MatchOddsAnswer,
} from '@khela/contracts';
import { useExchangeApp, type FixturePlayer } from '../../../test/exchange/exchange-fixture.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { hangBound } from '../../../test/test-env.js';
import { verifyLedger } from '../ledger/index.js';
import { SettleMarket } from './commands/settle-market/settle-market.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { matchOddsMarketId } from './domain/simulate-event.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';
import { SettleMarketJob } from './jobs/settle-market.job.js';

jest.setTimeout(hangBound(180_000));

/**
 * Settlement (issue 18, part 2): 24 players trade a T20's match odds with each other (the house market
 * maker's limit is 0, so it fills nothing), one order is left unmatched; the feed plays the match to its end,
 * the result event starts the settle job (reactor -> BullMQ), and every balance is checked against a
 * result worked here from each bet: winnings less 5% commission, losses, every hold returned. The job run
 * again moves nothing; a trader's corrected result moves only the difference, a void returns every stake;
 * the ledger is verified.
 */
describe('exchange: settlement', () => {
  const seed = 'settle';
  const deposit = 1_000_000n; // 10,000.00
  const x = useExchangeApp({ seed, tag: 'xs', env: { EXCHANGE_HOUSE_MARKET_LIMIT: '0' } });
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  const marketId = matchOddsMarketId(plan.eventId);
  let runners: number[] = [];
  let keySeq = 0;
  const tokens = new Map<string, string>();

  type Player = FixturePlayer;
  interface Bet {
    playerId: string;
    side: 'back' | 'lay';
    selectionId: number;
    priceH: number;
    stake: bigint;
  }
  const bets: Bet[] = [];
  const players: Player[] = [];

  const makePlayer = (): Promise<Player> => x.makePlayer(deposit);
  const call = (token: string | null, method: string, path: string, body?: unknown, language?: string) =>
    x.call(token, method, path, body, language);
  const order = async (player: Player, side: 'back' | 'lay', selectionId: number, priceH: number, stake: bigint) => {
    const answer = await call(player.token, 'POST', '/api/exchange/orders', {
      market_id: marketId,
      selection_id: selectionId,
      side,
      price: priceH / 100,
      stake: `${stake / 100n}.${String(stake % 100n).padStart(2, '0')}`,
      idempotency_key: `key-${x.prefix}-${++keySeq}`,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const accountBalances = (playerId: string) => x.balances(playerId);
  const houseTotal = async (name: string) => {
    const { rows } = await x.sql.query<{ total: string | null }>(
      `SELECT sum(p.amount)::text AS total FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.owner_kind = 'house' AND a.kind = 'provider' AND a.owner_id = $1`,
      [name],
    );
    return BigInt(rows[0]!.total ?? '0');
  };
  const settledVersion = async () =>
    (await x.sql.query<{ settled_version: number }>(`SELECT settled_version FROM exchange_market_results WHERE market_id = $1`, [marketId]))
      .rows[0]?.settled_version ?? 0;
  const settlementEvents = async () =>
    Number((await x.sql.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_events WHERE type = 'ExchangeMarketSettled'`)).rows[0]!.n);

  /** Each player's result on an outcome, worked here bet by bet (dead heat: n winners share). */
  const expected = (winners: number[] | 'void') => {
    const pnl = new Map<string, bigint>(players.map((p) => [p.id, 0n]));
    if (winners === 'void') return { pnl, commission: new Map(players.map((p) => [p.id, 0n])) };
    const n = BigInt(winners.length);
    const units = new Map<string, bigint>(players.map((p) => [p.id, 0n]));
    for (const bet of bets) {
      const back = winners.includes(bet.selectionId) ? bet.stake * BigInt(bet.priceH) - 100n * n * bet.stake : -100n * n * bet.stake;
      units.set(bet.playerId, units.get(bet.playerId)! + (bet.side === 'back' ? back : -back));
    }
    const commission = new Map<string, bigint>();
    for (const [id, u] of units) {
      const d = 100n * n;
      const value = u >= 0n ? u / d : -((-u + d - 1n) / d);
      pnl.set(id, value);
      commission.set(id, value > 0n ? (value * 500n) / 10_000n : 0n);
    }
    return { pnl, commission };
  };
  const expectBalances = async (outcome: number[] | 'void') => {
    const { pnl, commission } = expected(outcome);
    for (const p of players) {
      const b = await accountBalances(p.id);
      expect({ player: p.id, main: b.main, exposure: b.exposure }).toEqual({
        player: p.id,
        main: deposit + pnl.get(p.id)! - commission.get(p.id)!,
        exposure: 0n,
      });
    }
    const totalCommission = [...commission.values()].reduce((a, b) => a + b, 0n);
    expect(await houseTotal('exchange-commission')).toBe(totalCommission);
    // the house filled nothing: the players' results cancel out on the clearing account
    expect(await houseTotal('exchange')).toBe(-[...pnl.values()].reduce((a, b) => a + b, 0n));
    return totalCommission;
  };

  beforeAll(async () => {
    x.app.app.get(SimulatedExchangeFeed).emitAt(plan.startMs - 20 * 60_000);
    const market = ((await call(null, 'GET', `/api/match-odds/${marketId}`)).body as unknown as MatchOddsAnswer)[0]!;
    expect(market).toMatchObject({ status: 'OPEN', inplay: false });
    runners = market.runners.map((r) => r.selectionId);
    for (const role of ['trader', 'risk']) tokens.set(role, await x.staffToken(role));
  }, hangBound(120_000));

  it('24 players trade, the feed ends the match, the settle job pays winners less commission and returns every hold', async () => {
    for (let i = 0; i < 24; i += 1) players.push(await makePlayer());
    const prices = [200, 250, 300, 150];
    for (let k = 0; k < 12; k += 1) {
      const backer = players[2 * k]!;
      const layer = players[2 * k + 1]!;
      const selectionId = runners[k % 3 === 2 ? 1 : 0]!;
      const priceH = prices[k % 4]!;
      const stake = BigInt(k + 1) * 1000n;
      expect((await order(backer, 'back', selectionId, priceH, stake)).order.matched).toBe('0.00');
      expect((await order(layer, 'lay', selectionId, priceH, stake)).order.matched).toBe(`${k + 1}0.00`);
      bets.push(
        { playerId: backer.id, side: 'back', selectionId, priceH, stake },
        { playerId: layer.id, side: 'lay', selectionId, priceH, stake },
      );
    }
    // one order nobody takes: it lapses when the market closes and its hold comes back too
    expect((await order(players[0]!, 'back', runners[1]!, 1000, 5000n)).order.status).toBe('open');
    expect((await accountBalances(players[0]!.id)).exposure).toBeGreaterThan(0n);

    const closed = x.app.app.get(SimulatedExchangeFeed).emitAt(plan.startMs + 6 * 3_600_000);
    const event = closed.find((e) => e.eventId === plan.eventId)!;
    expect(event.status).toBe('closed');
    const winners = event.matchOdds.runners.filter((r) => r.status === 'WINNER').map((r) => r.selectionId);
    const outcome = winners.length > 0 ? winners : runners; // a tie: dead heat

    await waitFor(async () => (await settledVersion()) === 1, hangBound(30_000));
    const commission = await expectBalances(outcome);
    expect(commission).toBeGreaterThan(0n);
    const view = (await call(tokens.get('trader')!, 'GET', `/api/admin/exchange/markets/${marketId}/settlement`))
      .body as ExchangeSettlementView;
    expect(view).toMatchObject({
      marketId,
      eventId: plan.eventId,
      outcome: 'winners',
      winners: [...outcome].sort(),
      version: 1,
      settledVersion: 1,
    });
    expect(view.players).toHaveLength(24);
    expect(view.commission).toBe(`${commission / 100n}.${String(commission % 100n).padStart(2, '0')}`);
    // the commission / house result report lists the market with the same figures
    const report = (await call(tokens.get('trader')!, 'GET', '/api/admin/exchange/settlements')).body as ExchangeSettlementReport;
    expect(report.markets.find((m) => m.marketId === marketId)).toMatchObject({
      players: 24,
      commission: view.commission,
      housePnl: view.housePnl,
    });
    expect(report.commission).toBe(view.commission);
    expect((await call(tokens.get('trader')!, 'GET', '/api/admin/exchange/settlements?from=yesterday')).status).toBe(400);
    expect((await verifyLedger(x.sql)).differences).toEqual([]);

    // the player's records (spec 3, GET /api/exchange-hub?records=): the matched back with its own result, the lapsed order void
    const records = (await call(players[0]!.token, 'GET', '/api/exchange-hub?records=today')).body.data.records as ExchangeRecord[];
    expect(records).toHaveLength(2);
    const [lapsed, matched] = records;
    expect(lapsed).toMatchObject({ status: 'VOID', matched: '0.00', net_profit_loss: '0.00', bet_type: 'back', odds: 10 });
    const won = outcome.includes(bets[0]!.selectionId);
    expect(matched).toMatchObject({
      market_id: marketId,
      market_name: 'Match Odds',
      event_name: event.name,
      bet_type: 'back',
      odds: 2,
      stake: '10.00',
      status: outcome.length > 1 ? expect.any(String) : won ? 'WON' : 'LOST',
      potential_profit: '10.00',
      potential_liability: '10.00',
    });
    if (outcome.length === 1) expect(matched!.net_profit_loss).toBe(won ? '10.00' : '-10.00');
    expect((await call(players[0]!.token, 'GET', '/api/exchange-hub?records=forever')).status).toBe(400);
    expect((await call(players[0]!.token, 'GET', '/api/exchange-hub')).body.data.records).toBeUndefined();

    // Profit & Loss by day and market (GET /api/exchange/pnl): the market's result less commission
    const money = (minor: bigint) =>
      `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;
    const { pnl: expectedPnl, commission: expectedCommission } = expected(outcome);
    for (const player of players.slice(0, 4)) {
      const answer = (await call(player.token, 'GET', '/api/exchange/pnl?range=today')).body as ExchangePnlAnswer;
      const net = expectedPnl.get(player.id)! - expectedCommission.get(player.id)!;
      expect(answer.days).toHaveLength(1);
      expect(answer.days[0]!.markets).toEqual([
        expect.objectContaining({
          market_id: marketId,
          event_name: event.name,
          pnl: money(expectedPnl.get(player.id)!),
          commission: money(expectedCommission.get(player.id)!),
          net: money(net),
        }),
      ]);
      expect(answer.net).toBe(money(net));
    }
    expect((await call(players[0]!.token, 'GET', '/api/exchange/pnl?range=ever')).status).toBe(400);
  });

  it('the settle job run again (and the command) moves nothing more', async () => {
    const before = await settlementEvents();
    const balances = await Promise.all(players.map((p) => accountBalances(p.id)));
    expect(await x.app.app.get(SettleMarketJob).run({ marketId, version: 1 })).toEqual({ settled: false });
    expect(await x.app.app.get(SettleMarket).settle(marketId)).toEqual({ settled: false, reason: 'already_settled' });
    expect(await settlementEvents()).toBe(before);
    expect(await Promise.all(players.map((p) => accountBalances(p.id)))).toEqual(balances);
  });

  it("a trader's corrected result moves only the difference; a void returns every stake; refusals in en + bn", async () => {
    const trader = tokens.get('trader')!;
    const path = `/api/admin/exchange/markets/${marketId}/settlement`;
    const current = ((await call(trader, 'GET', path)).body as ExchangeSettlementView).winners;
    const other = runners.find((r) => !current.includes(r))!;

    // refusals first: nothing written
    expect((await call(tokens.get('risk')!, 'POST', path, { outcome: 'void', reason: 'no rights' })).status).toBe(403);
    expect((await call(trader, 'POST', path, { outcome: 'maybe', reason: 'bad' })).body.message).toBe('outcome must be winners or void');
    expect((await call(trader, 'POST', path, { outcome: 'void', winner_selection_ids: [other], reason: 'mixed up' })).status).toBe(400);
    expect((await call(trader, 'POST', path, { outcome: 'winners', winner_selection_ids: [999_999], reason: 'typo' })).body).toEqual({
      message: 'Each winner must be one of the market’s runners.',
    });
    expect((await call(trader, 'POST', path, { outcome: 'winners', winner_selection_ids: current, reason: 'again' })).status).toBe(409);
    const unknown = await call(
      trader,
      'POST',
      '/api/admin/exchange/markets/1.999999999/settlement',
      { outcome: 'void', reason: 'none' },
      'bn',
    );
    expect(unknown).toEqual({ status: 409, body: { message: 'এই মার্কেটের এখনো কোনো ফলাফল নেই: আগে ইভেন্টের ফলাফল দিন।' } });
    expect(await settledVersion()).toBe(1);

    // the correction: the other runner won
    const eventsBefore = await settlementEvents();
    const corrected = await call(trader, 'POST', path, {
      outcome: 'winners',
      winner_selection_ids: [other],
      reason: 'Result corrected by the scorer.',
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ version: 2, winners: [other], source: 'trader' });
    await waitFor(async () => (await settledVersion()) === 2, hangBound(30_000));
    await expectBalances([other]);
    // only players whose result changed moved (each once)
    const changed = players.filter((p) => expected([other]).pnl.get(p.id) !== expected(current).pnl.get(p.id)).length;
    expect((await settlementEvents()) - eventsBefore).toBe(changed);

    // void: every stake back
    expect((await call(trader, 'POST', path, { outcome: 'void', reason: 'Match abandoned after review.' })).status).toBe(200);
    await waitFor(async () => (await settledVersion()) === 3, hangBound(30_000));
    await expectBalances('void');
    const { rows } = await x.sql.query<{ action: string }>(
      `SELECT action FROM staff_audit_log WHERE target_kind = 'exchange_market' AND target_id = $1 ORDER BY id`,
      [marketId],
    );
    expect(rows.map((r) => r.action)).toEqual(['exchange.market_resettled', 'exchange.market_voided']);
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });
});
