import { describe, expect, it, jest } from '@jest/globals';
import type { EventDetail, ExchangeHubAnswer, FancyBet } from '@khela/contracts';
import { useExchangeApp, type FixturePlayer } from '../../../test/exchange/exchange-fixture.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { hangBound } from '../../../test/test-env.js';
import { verifyLedger } from '../ledger/index.js';
import { cricketTiming } from './domain/cricket.js';
import { fancyBetResult, type FancySide } from './domain/fancy/fancy-bet.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { simulateEvent } from './domain/simulate-event.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';
import { VoidUnresultedFancyJob } from './jobs/void-unresulted-fancy.job.js';
import { FeedFancyResults } from './persistence/feed-fancy-results.js';

jest.setTimeout(hangBound(180_000));

/**
 * Fancy results from the feed (issue 18): the simulator decides a Ball by Ball line, the exchange records the
 * feed's result and the settle job pays it exactly once (the feed reporting it again moves nothing); a trader's
 * correction afterwards moves only the difference; a trader's result entered before the feed's stands; a line
 * still without a result when its event has ended is voided by the job once the grace has passed.
 */
describe('exchange: fancy results from the feed', () => {
  const seed = 'fancyfeed';
  const deposit = 500_000n;
  const x = useExchangeApp({ seed, tag: 'xff' });
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  let keySeq = 0;

  const bet = (player: FixturePlayer, line: FancyBet, side: FancySide, stake: string) =>
    x.call(player.token, 'POST', '/api/exchange/fancy-bets', {
      event_id: plan.eventId,
      fancy_id: line.id,
      side,
      line: side === 'yes' ? line.yes : line.no,
      rate: side === 'yes' ? line.yes_rate : line.no_rate,
      stake,
      idempotency_key: `ffr-${x.prefix}-${++keySeq}`,
    });
  const feed = () => x.app.app.get(SimulatedExchangeFeed);
  const openBall = (e: EventDetail) => e.fancy2.find((f) => f.tab === 'ballbyball' && f.suspended === 0 && f.ball_running === 0);
  const findBall = async (fromMs: number): Promise<{ ms: number; line: FancyBet }> => {
    for (let ms = fromMs; ms < plan.startMs + 60 * 60_000; ms += 1_000) {
      feed().emitAt(ms);
      const line = openBall(await x.event(plan.eventId));
      if (line) return { ms, line };
    }
    throw new Error('no open ball line');
  };
  const resultRow = async (marketId: string) =>
    (
      await x.sql.query<{ version: number; settled_version: number; source: string; winners: number[] }>(
        `SELECT version, settled_version, source, winners FROM exchange_market_results WHERE market_id = $1`,
        [marketId],
      )
    ).rows[0];
  const settledAt = (marketId: string, version: number) =>
    waitFor(async () => (await resultRow(marketId))?.settled_version === version, hangBound(30_000));
  /** What the simulator decides the line on, a few balls after `ms`. */
  const feedRuns = (lineId: string, ms: number) => {
    const r = simulateEvent(seed, plan, ms).fancyResults?.find((f) => f.id === lineId);
    if (!r) throw new Error(`line ${lineId} not decided at ${ms}`);
    return r.runs;
  };
  const expected = (line: FancyBet, side: FancySide, stake: bigint, runs: number) =>
    fancyBetResult(
      { side, tab: line.tab, line: side === 'yes' ? line.yes : line.no, rate: side === 'yes' ? line.yes_rate : line.no_rate, stake },
      { kind: 'runs', runs },
    );

  it('settles a line once on the feed’s result, and a trader’s correction moves only the difference', async () => {
    const { ms, line } = await findBall(plan.startMs + 60_000);
    const a = await x.makePlayer(deposit);
    const b = await x.makePlayer(deposit);
    expect((await bet(a, line, 'yes', '200.00')).status).toBe(200);
    expect((await bet(b, line, 'no', '100.00')).status).toBe(200);

    // two deliveries on, the ball is bowled: the feed reports the line's runs
    const later = ms + 2 * cricketTiming.T20.deliveryMs;
    feed().emitAt(later);
    const runs = feedRuns(line.id, later);
    const marketId = `fancy:${line.id}`;
    await settledAt(marketId, 1);
    expect(await resultRow(marketId)).toMatchObject({ version: 1, source: 'feed', winners: [runs] });
    const afterFeed = { a: deposit + expected(line, 'yes', 20_000n, runs), b: deposit + expected(line, 'no', 10_000n, runs) };
    expect(await x.balances(a.id)).toMatchObject({ main: afterFeed.a, exposure: 0n });
    expect(await x.balances(b.id)).toMatchObject({ main: afterFeed.b, exposure: 0n });

    // the feed keeps reporting the result: nothing more is recorded or moved
    feed().emitAt(later + 5_000);
    feed().emitAt(later + 3 * cricketTiming.T20.deliveryMs);
    await new Promise((r) => setTimeout(r, 500));
    expect(await resultRow(marketId)).toMatchObject({ version: 1, settled_version: 1 });
    expect(await x.balances(a.id)).toMatchObject({ main: afterFeed.a });

    // a trader corrects it to the other side of the line: only the difference moves
    const corrected = runs >= 1 ? 0 : 4;
    const trader = await x.staffToken('trader');
    const path = `/api/admin/exchange/events/${plan.eventId}/fancy/${line.id}/result`;
    expect((await x.call(trader, 'POST', path, { outcome: 'runs', runs: corrected, reason: 'Scorer: leg byes, not runs.' })).status).toBe(
      200,
    );
    await settledAt(marketId, 2);
    expect(await resultRow(marketId)).toMatchObject({ version: 2, source: 'trader', winners: [corrected] });
    expect(await x.balances(a.id)).toMatchObject({ main: deposit + expected(line, 'yes', 20_000n, corrected), exposure: 0n });
    expect(await x.balances(b.id)).toMatchObject({ main: deposit + expected(line, 'no', 10_000n, corrected), exposure: 0n });
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });

  it('keeps a trader’s result entered before the feed’s', async () => {
    const { ms, line } = await findBall(plan.startMs + 20 * 60_000);
    const a = await x.makePlayer(deposit);
    expect((await bet(a, line, 'yes', '100.00')).status).toBe(200);
    const trader = await x.staffToken('trader');
    const path = `/api/admin/exchange/events/${plan.eventId}/fancy/${line.id}/result`;
    const later = ms + 2 * cricketTiming.T20.deliveryMs;
    const traderRuns = feedRuns(line.id, later) >= 1 ? 0 : 6;
    expect((await x.call(trader, 'POST', path, { outcome: 'runs', runs: traderRuns, reason: 'Entered early.' })).status).toBe(200);
    const marketId = `fancy:${line.id}`;
    await settledAt(marketId, 1);
    feed().emitAt(later);
    await new Promise((r) => setTimeout(r, 500));
    expect(await resultRow(marketId)).toMatchObject({ version: 1, settled_version: 1, source: 'trader', winners: [traderRuns] });
    expect(await x.balances(a.id)).toMatchObject({ main: deposit + expected(line, 'yes', 10_000n, traderRuns), exposure: 0n });
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });

  it('voids a line still without a result after its event ended and the grace passed, every stake back', async () => {
    const { line } = await findBall(plan.startMs + 30 * 60_000);
    const a = await x.makePlayer(deposit);
    expect((await bet(a, line, 'yes', '100.00')).status).toBe(200);
    expect(await x.balances(a.id)).toMatchObject({ main: deposit - 10_000n, exposure: 10_000n });
    // from here on a feed that reports no fancy results: the line is never decided
    const recorder = x.app.app.get(FeedFancyResults);
    const record = recorder.record.bind(recorder);
    recorder.record = () => Promise.resolve();
    try {
      feed().emitAt(plan.startMs + 5 * 3_600_000); // the match is over
      await waitFor(
        async () => (await x.sql.query(`SELECT 1 FROM exchange_event_results WHERE event_id = $1`, [plan.eventId])).rowCount === 1,
        hangBound(30_000),
      );
      const marketId = `fancy:${line.id}`;
      const job = x.app.app.get(VoidUnresultedFancyJob);
      // within the grace (60 minutes by default): still open
      expect(await job.run()).toEqual({ voided: 0 });
      expect(await resultRow(marketId)).toBeUndefined();
      // the grace passed (none here): voided once, the stake back through the void path
      expect(await job.run({ graceMinutes: 0 })).toEqual({ voided: 1 });
      expect(await job.run({ graceMinutes: 0 })).toEqual({ voided: 0 });
      await settledAt(marketId, 1);
      const voided = (
        await x.sql.query<{ outcome: string; decided_by: string }>(
          `SELECT outcome, decided_by FROM exchange_market_results WHERE market_id = $1`,
          [marketId],
        )
      ).rows[0];
      expect(voided).toEqual({ outcome: 'void', decided_by: 'exchange.void-unresulted-fancy' });
      expect(await x.balances(a.id)).toMatchObject({ main: deposit, exposure: 0n });
      // the player sees it as any void: the bet's record is VOID
      const hub = (await x.call(a.token, 'GET', '/api/exchange-hub?records=today')).body as unknown as ExchangeHubAnswer;
      expect(hub.data.records!.filter((r) => r.market_id === marketId).map((r) => r.status)).toEqual(['VOID']);
      expect((await verifyLedger(x.sql)).differences).toEqual([]);
    } finally {
      recorder.record = record;
    }
  });
});
