import { describe, expect, it, jest } from '@jest/globals';
import type { ExchangeLiabilityAnswer, ExchangeStaffBetsAnswer } from '@khela/contracts';
import { useExchangeApp } from '../../../test/exchange/exchange-fixture.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { hangBound } from '../../../test/test-env.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { bookmakerMarketId, simulateEvent } from './domain/simulate-event.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';

jest.setTimeout(hangBound(180_000));

/**
 * Back-office exchange risk views (issue 18): players' bets searched by player, event, market, status and
 * Dhaka days, and the house's liability per market and event on what is not settled yet, for traders, risk
 * and admins (exchange.view), refused to other staff and to players; bad input refused with its message.
 */
describe('exchange: bets search and house liability', () => {
  const seed = 'risk';
  const x = useExchangeApp({ seed, tag: 'xr' });
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  const ball = 15_000;
  let moment = plan.startMs + 10 * ball + (ball * 3) / 4;
  const openLine = (ms: number) =>
    simulateEvent(seed, plan, ms).fancy.find((f) => f.tab === 'fancy' && f.suspended === 0 && f.ball_running === 0);
  const openRunner = (ms: number) =>
    simulateEvent(seed, plan, ms).bookmaker[0]?.runners.find((r) => r.suspended === 0 && r.ball_running === 0);
  while (!openLine(moment) || !openRunner(moment)) moment += ball;
  const line = openLine(moment)!;
  const runner = openRunner(moment)!;
  const bookmaker = bookmakerMarketId(plan.eventId);
  const fancy = `fancy:${line.id}`;
  let key = 0;

  it('finds bets by player, market and status, and shows the house’s worst case per market and event', async () => {
    x.app.app.get(SimulatedExchangeFeed).emitAt(moment);
    const a = await x.makePlayer(500_000n);
    const b = await x.makePlayer(500_000n);
    const place = (token: string, path: string, body: Record<string, unknown>) =>
      x.call(token, 'POST', path, { ...body, idempotency_key: `xr-${x.prefix}-${++key}` });
    const fancyBet = (side: 'yes' | 'no', stake: string) => ({
      event_id: plan.eventId,
      fancy_id: line.id,
      side,
      line: side === 'yes' ? line.yes : line.no,
      rate: side === 'yes' ? line.yes_rate : line.no_rate,
      stake,
    });
    expect(
      (
        await place(a.token, '/api/exchange/bookmaker-bets', {
          market_id: bookmaker,
          selection_id: runner.selectionId,
          side: 'back',
          rate: runner.backPrice,
          stake: '200.00',
        })
      ).status,
    ).toBe(200);
    expect((await place(a.token, '/api/exchange/fancy-bets', fancyBet('no', '100.00'))).status).toBe(200);
    expect((await place(b.token, '/api/exchange/fancy-bets', fancyBet('yes', '300.00'))).status).toBe(200);

    const trader = await x.staffToken('trader');
    const risk = await x.staffToken('risk');
    const finance = await x.staffToken('finance');
    const search = async (token: string, query: string) =>
      (await x.call(token, 'GET', `/api/admin/exchange/bets?${query}`)).body as ExchangeStaffBetsAnswer;
    const byA = await search(risk, `player_id=${a.id}`);
    expect(byA.bets.map((bet) => [bet.market_name, bet.bet_type, bet.stake, bet.status, bet.player_id]).sort()).toEqual([
      ['Bookmaker', 'back', '200.00', 'open', a.id],
      ['Fancy', 'no', '100.00', 'open', a.id],
    ]);
    expect((await search(trader, `market_id=${encodeURIComponent(fancy)}`)).bets.map((bet) => bet.player_id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect((await search(trader, `event_id=${plan.eventId}&status=open`)).bets).toHaveLength(3);
    expect((await search(trader, `event_id=${plan.eventId}&status=settled`)).bets).toHaveLength(0);

    // the house: pays 200 x rate / 100 if the backed runner wins; on the fancy line (rates 100) it pays 300 and takes 100 at or over Yes
    const liability = (await x.call(risk, 'GET', `/api/admin/exchange/liability?event_id=${plan.eventId}`)).body as ExchangeLiabilityAnswer;
    const bm = liability.markets.find((m) => m.market_id === bookmaker)!;
    expect(bm).toMatchObject({ market_name: 'Bookmaker', worst: `${2 * runner.backPrice}.00`, players: 1, stake: '200.00' });
    expect(bm.outcomes.find((o) => o.selection_id === runner.selectionId)).toMatchObject({
      name: runner.runner,
      house_pnl: `-${2 * runner.backPrice}.00`,
    });
    const fl = liability.markets.find((m) => m.market_id === fancy)!;
    expect(fl).toMatchObject({ market_name: 'Fancy', title: line.title, worst: '200.00', players: 2, stake: '400.00' });
    expect(fl.outcomes.find((o) => o.selection_id === line.yes)).toMatchObject({ house_pnl: '-200.00' });
    expect(fl.outcomes.find((o) => o.selection_id === line.no)).toMatchObject({ house_pnl: '400.00' });
    expect(liability.events).toEqual([
      { event_id: plan.eventId, event_name: expect.any(String), worst: `${2 * runner.backPrice + 200}.00`, markets: 2 },
    ]);

    // the line settles at the Yes line: off the liability; B's bet found as won, A's as lost
    const path = `/api/admin/exchange/events/${plan.eventId}/fancy/${line.id}/result`;
    expect((await x.call(trader, 'POST', path, { outcome: 'runs', runs: line.yes, reason: 'Session done.' })).status).toBe(200);
    await waitFor(
      async () =>
        (await x.sql.query(`SELECT 1 FROM exchange_market_results WHERE market_id = $1 AND settled_version = 1`, [fancy])).rowCount === 1,
      hangBound(30_000),
    );
    const after = (await x.call(trader, 'GET', '/api/admin/exchange/liability')).body as ExchangeLiabilityAnswer;
    expect(after.markets.map((m) => m.market_id)).not.toContain(fancy);
    expect((await search(trader, `event_id=${plan.eventId}&status=won`)).bets.map((bet) => [bet.player_id, bet.net_profit_loss])).toEqual([
      [b.id, '300.00'],
    ]);
    expect((await search(trader, `event_id=${plan.eventId}&status=lost`)).bets.map((bet) => [bet.player_id, bet.net_profit_loss])).toEqual([
      [a.id, '-100.00'],
    ]);

    // who may look, and bad input
    expect((await x.call(finance, 'GET', '/api/admin/exchange/bets')).status).toBe(403);
    expect((await x.call(finance, 'GET', '/api/admin/exchange/liability')).status).toBe(403);
    expect((await x.call(a.token, 'GET', '/api/admin/exchange/bets')).status).toBe(401);
    expect((await x.call(trader, 'GET', '/api/admin/exchange/bets?status=maybe')).body.message).toBe(
      'status must be one of open, settled, won, lost, void',
    );
    expect((await x.call(trader, 'GET', '/api/admin/exchange/bets?from=2026-11-20&to=2026-11-01')).body).toEqual({
      message: 'from must not be after to, and the range at most 31 days',
    });
    expect((await x.call(trader, 'GET', '/api/admin/exchange/bets?from=2026-13-45', undefined, 'bn')).status).toBe(400);
    expect((await x.call(trader, 'GET', '/api/admin/exchange/bets?market_id=x', undefined, 'bn')).body.message).toBe(
      'market_id একটি মার্কেট আইডি হতে হবে, যেমন 1.34112345, 2.34112345 অথবা fancy:34112345-0-fancy-10',
    );
  });
});
