import { describe, expect, it, jest } from '@jest/globals';
import type { EventDetail, ExchangeHubAnswer, FancyBet } from '@khela/contracts';
import { useExchangeApp, type FixturePlayer } from '../../../test/exchange/exchange-fixture.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { hangBound } from '../../../test/test-env.js';
import { verifyLedger } from '../ledger/index.js';
import { SettleMarket } from './commands/settle-market/settle-market.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';

jest.setTimeout(hangBound(180_000));

/**
 * Fancy bets (issue 18) on a T20 in play: Yes and No against the house at the line and rate shown, the worst
 * case over every result held (both sides of one line), refusals in en + bn with nothing written,
 * idempotent repeats; a trader enters the line's runs and the settle job pays it exactly once; a correction
 * moves only the difference, a void returns every stake; the bets in the player's Exchange records; ledger verified.
 */
describe('exchange: fancy bets', () => {
  const seed = 'fancy';
  const deposit = 500_000n; // 5,000.00
  const x = useExchangeApp({ seed, tag: 'xf', env: { EXCHANGE_FANCY_PLAYER_MARKET_LIMIT: '1000' } });
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  let keySeq = 0;

  const bet = (
    player: FixturePlayer,
    line: Pick<FancyBet, 'id'>,
    side: 'yes' | 'no',
    at: { line: number; rate: number },
    stake: string,
    options: { key?: string; language?: string } = {},
  ) =>
    x.call(
      player.token,
      'POST',
      '/api/exchange/fancy-bets',
      {
        event_id: plan.eventId,
        fancy_id: line.id,
        side,
        line: at.line,
        rate: at.rate,
        stake,
        idempotency_key: options.key ?? `fb-${x.prefix}-${++keySeq}`,
      },
      options.language,
    );
  const betsOf = async (playerId: string) =>
    Number((await x.sql.query<{ n: string }>(`SELECT count(*) AS n FROM exchange_fancy_bets WHERE player_id = $1`, [playerId])).rows[0]!.n);

  /** Moves the feed in play until `pick` finds a line in the state it wants. */
  const findMoment = (pick: (e: EventDetail) => FancyBet | undefined, fromMs: number): Promise<{ ms: number; line: FancyBet }> => {
    const feed = x.app.app.get(SimulatedExchangeFeed);
    return (async () => {
      for (let ms = fromMs; ms < plan.startMs + 60 * 60_000; ms += 1_000) {
        feed.emitAt(ms);
        const line = pick(await x.event(plan.eventId));
        if (line) return { ms, line };
      }
      throw new Error('no such moment');
    })();
  };
  const open = (tab: FancyBet['tab']) => (e: EventDetail) =>
    e.fancy2.find((f) => f.tab === tab && f.suspended === 0 && f.ball_running === 0);

  it('takes Yes and No at the line shown, holds the worst case, refuses what it must, settles on the runs once, corrects and voids', async () => {
    const { ms, line } = await findMoment(open('fancy'), plan.startMs + 60_000);
    expect(line.no_rate).toBe(100);
    const yes = { line: line.yes, rate: line.yes_rate };
    const no = { line: line.no, rate: line.no_rate };
    const a = await x.makePlayer(deposit);
    const b = await x.makePlayer(deposit);

    // Yes 200.00: the stake is held
    const placed = await bet(a, line, 'yes', yes, '200.00', { key: `fb-${x.prefix}-a1` });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      bet: {
        fancy_id: line.id,
        market_id: `fancy:${line.id}`,
        side: 'yes',
        line: yes.line,
        rate: 100,
        stake: '200.00',
        profit: '200.00',
        liability: '200.00',
      },
      exposure: '200.00',
      balance: '4800.00',
      message: 'Fancy bet placed.',
    });
    expect(await x.balances(a.id)).toMatchObject({ main: deposit - 20_000n, exposure: 20_000n });
    // the same request again places nothing; the key with another stake is refused
    expect((await bet(a, line, 'yes', yes, '200.00', { key: `fb-${x.prefix}-a1` })).body.bet.bet_id).toBe(placed.body.bet.bet_id);
    expect(await bet(a, line, 'yes', yes, '300.00', { key: `fb-${x.prefix}-a1` })).toEqual({
      status: 409,
      body: { message: 'This idempotency key was already used for another bet.' },
    });
    // No 100.00 on the same line: runs on the No line itself (under Yes, not under No) lose both, 300.00 held
    const both = await bet(a, line, 'no', no, '100.00');
    expect(both.body.exposure).toBe('300.00');
    expect(await x.balances(a.id)).toMatchObject({ main: deposit - 30_000n, exposure: 30_000n });
    expect(await betsOf(a.id)).toBe(2);
    // B: No 300.00
    expect((await bet(b, line, 'no', no, '300.00')).status).toBe(200);
    expect(await x.balances(b.id)).toMatchObject({ main: deposit - 30_000n, exposure: 30_000n });

    // refusals, nothing written
    expect((await bet(a, line, 'yes', { line: yes.line + 1, rate: 100 }, '100.00')).body).toEqual({
      message: `The line changed to ${yes.line} at 100; place the bet again at the new line.`,
    });
    expect((await bet(a, line, 'yes', { line: yes.line + 1, rate: 100 }, '100.00', { language: 'bn' })).body.message).toBe(
      `লাইন বদলে 100 রেটে ${yes.line} হয়েছে; নতুন লাইনে আবার বাজি ধরুন।`,
    );
    expect(await bet(a, line, 'yes', yes, '50.00')).toEqual({
      status: 400,
      body: { message: `The stake must be between ${line.minStake} and ${line.maxStake} on this market.` },
    });
    // the player's limit on the line is 1,000.00 (300.00 staked)
    expect(await bet(a, line, 'yes', yes, '800.00')).toEqual({
      status: 409,
      body: { message: 'Your bets on this market may total 1000.00; 700.00 is left.' },
    });
    expect((await bet(a, { id: `${plan.eventId}-0-fancy-99` }, 'yes', yes, '100.00')).status).toBe(404);
    expect((await bet(a, line, 'maybe' as 'yes', yes, '100.00')).body.message).toBe('side must be yes or no');
    expect(await betsOf(a.id)).toBe(2);
    const poor = await x.makePlayer(5_000n);
    const short = await bet(poor, line, 'yes', yes, '100.00');
    expect(short.status).toBe(409);
    expect(short.body.message).toMatch(/^Not enough available balance/);
    expect(await betsOf(poor.id)).toBe(0);
    expect(await x.balances(poor.id)).toMatchObject({ main: 5_000n, exposure: 0n });

    // the trader enters the runs: at the Yes line, A's Yes wins 200 and No loses 100; B's No loses 300
    const trader = await x.staffToken('trader');
    const risk = await x.staffToken('risk');
    const resultPath = `/api/admin/exchange/events/${plan.eventId}/fancy/${line.id}/result`;
    expect((await x.call(risk, 'POST', resultPath, { outcome: 'runs', runs: yes.line, reason: 'Session done.' })).status).toBe(403);
    expect((await x.call(a.token, 'POST', resultPath, { outcome: 'runs', runs: yes.line, reason: 'Session done.' })).status).toBe(401);
    expect((await x.call(trader, 'POST', resultPath, { outcome: 'runs', reason: 'Session done.' })).body.message).toBe(
      'runs must be the line’s result in runs, a whole number from 0 to 10000',
    );
    expect(await x.call(trader, 'POST', resultPath, { outcome: 'runs', runs: yes.line, reason: 'Session done at the Yes line.' })).toEqual({
      status: 200,
      body: { message: 'Fancy result recorded: the market is being settled.' },
    });
    const marketId = `fancy:${line.id}`;
    const settledAt = async (version: number) =>
      waitFor(
        async () =>
          (await x.sql.query(`SELECT 1 FROM exchange_market_results WHERE market_id = $1 AND settled_version = $2`, [marketId, version]))
            .rowCount === 1,
        hangBound(30_000),
      );
    await settledAt(1);
    expect(await x.balances(a.id)).toMatchObject({ main: deposit + 10_000n, exposure: 0n });
    expect(await x.balances(b.id)).toMatchObject({ main: deposit - 30_000n, exposure: 0n });
    // the line has a result: no more bets on it
    expect((await bet(b, line, 'no', no, '100.00')).body).toEqual({ message: 'This fancy market has its result: no more bets are taken.' });
    // the job again moves nothing
    expect(await x.app.app.get(SettleMarket).settle(marketId)).toEqual({ settled: false, reason: 'already_settled' });
    expect(await x.balances(a.id)).toMatchObject({ main: deposit + 10_000n });

    // the player's records: WON / LOST with the line as run
    const hub = (await x.call(a.token, 'GET', '/api/exchange-hub?records=today')).body as unknown as ExchangeHubAnswer;
    const records = hub.data.records!.filter((r) => r.market_id === marketId);
    expect(records.map((r) => [r.bet_type, r.run, r.status, r.net_profit_loss, r.market_name, r.selection_name]).sort()).toEqual(
      [
        ['no', no.line, 'LOST', '-100.00', 'Fancy', line.title],
        ['yes', yes.line, 'WON', '200.00', 'Fancy', line.title],
      ].sort(),
    );

    // corrected under the No line: A nets -100, B wins 300; only the difference moves
    expect((await x.call(trader, 'POST', resultPath, { outcome: 'runs', runs: yes.line, reason: 'again' })).status).toBe(409);
    expect(
      (await x.call(trader, 'POST', resultPath, { outcome: 'runs', runs: no.line - 1, reason: 'Scorer corrected the session.' })).status,
    ).toBe(200);
    await settledAt(2);
    expect(await x.balances(a.id)).toMatchObject({ main: deposit - 10_000n, exposure: 0n });
    expect(await x.balances(b.id)).toMatchObject({ main: deposit + 30_000n, exposure: 0n });
    // void: every stake back
    expect((await x.call(trader, 'POST', resultPath, { outcome: 'void', reason: 'Session not completed.' })).status).toBe(200);
    await settledAt(3);
    expect(await x.balances(a.id)).toMatchObject({ main: deposit, exposure: 0n });
    expect(await x.balances(b.id)).toMatchObject({ main: deposit, exposure: 0n });
    const { rows } = await x.sql.query<{ action: string }>(
      `SELECT action FROM staff_audit_log WHERE target_kind = 'exchange_market' AND target_id = $1 ORDER BY id`,
      [marketId],
    );
    expect(rows.map((r) => r.action)).toEqual(['exchange.fancy_resulted', 'exchange.fancy_resulted', 'exchange.fancy_voided']);
    expect(ms).toBeGreaterThan(plan.startMs);
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });

  it('refuses while the ball runs and where a side is not offered (Lottery has no No)', async () => {
    const p = await x.makePlayer(deposit);
    const { line: running } = await findMoment(
      (e) => e.fancy2.find((f) => f.tab === 'fancy' && f.ball_running === 1 && f.suspended === 0),
      plan.startMs + 10 * 60_000,
    );
    expect(await bet(p, running, 'yes', { line: running.yes, rate: running.yes_rate }, '100.00')).toEqual({
      status: 409,
      body: { message: 'Ball running: bets are taken again when the ball is over.' },
    });
    const { line: lottery } = await findMoment(open('lottery'), plan.startMs + 11 * 60_000);
    expect((await bet(p, lottery, 'no', { line: lottery.no, rate: 1 }, '100.00', { language: 'bn' })).body).toEqual({
      message: 'এই ফ্যান্সি মার্কেটে এই দিকটি দেওয়া হচ্ছে না।',
    });
    expect(await betsOf(p.id)).toBe(0);
    expect(await x.balances(p.id)).toMatchObject({ main: deposit, exposure: 0n });
  });
});
