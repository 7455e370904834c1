import { describe, expect, it, jest } from '@jest/globals';
import { useExchangeApp } from '../../../test/exchange/exchange-fixture.js';
import { hangBound } from '../../../test/test-env.js';
import { verifyLedger } from '../ledger/index.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { bookmakerMarketId } from './domain/simulate-event.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';

jest.setTimeout(hangBound(120_000));

/**
 * The house's cap on a bookmaker market (issue 18): a bet that would take the house's worst case on the market
 * beyond `EXCHANGE_BOOKMAKER_HOUSE_MARKET_LIMIT` is refused naming the most it takes now (en + bn), with nothing
 * written; exactly that much is taken; a bet on the other side, which lowers the house's worst case, still is.
 */
describe('exchange: the house’s cap on a bookmaker market', () => {
  const seed = 'bmcap';
  const x = useExchangeApp({ seed, tag: 'xc', env: { EXCHANGE_BOOKMAKER_HOUSE_MARKET_LIMIT: '500' } });
  const day = dhakaDayNumber(Date.parse('2026-11-21T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-21T00:00:00Z'))!;
  const marketId = bookmakerMarketId(plan.eventId);
  let key = 0;

  it('refuses a bet beyond the cap naming what is left, takes exactly that, and still takes the other side', async () => {
    x.app.app.get(SimulatedExchangeFeed).emitAt(plan.startMs - 20 * 60_000);
    const market = (await x.event(plan.eventId)).bookmaker[marketId]!;
    const runner = market.runners[0]!;
    const player = await x.makePlayer(1_000_000n);
    const back = (stake: string, language?: string) =>
      x.call(
        player.token,
        'POST',
        '/api/exchange/bookmaker-bets',
        {
          market_id: marketId,
          selection_id: runner.selectionId,
          side: 'back',
          rate: runner.backPrice,
          stake,
          idempotency_key: `xc-${x.prefix}-${++key}`,
        },
        language,
      );
    const orders = async () =>
      Number((await x.sql.query<{ n: string }>(`SELECT count(*) AS n FROM exchange_orders WHERE player_id = $1`, [player.id])).rows[0]!.n);

    // the house pays stake x rate / 100 if the runner wins: at most 500.00 in all
    const most = (50_000n * 100n) / BigInt(runner.backPrice); // poisha of stake whose payout is 500.00 or less
    const money = (poisha: bigint) => `${poisha / 100n}.${String(poisha % 100n).padStart(2, '0')}`;
    const refused = await back(money(most + 1n));
    expect(refused).toEqual({
      status: 409,
      body: { message: `The bookmaker takes at most ${money(most)} more on this runner at this rate now.` },
    });
    expect((await back(money(most + 1n), 'bn')).body.message).toBe(`বুকমেকার এখন এই রেটে এই রানারে সর্বোচ্চ আরও ${money(most)} নিচ্ছে।`);
    expect(await orders()).toBe(0);
    expect((await back(money(most))).status).toBe(200);
    expect((await back('100.00')).body.message).toBe('The bookmaker takes at most 0.00 more on this runner at this rate now.');
    // a lay on the same runner lowers the house's worst case: taken
    const lay = await x.call(player.token, 'POST', '/api/exchange/bookmaker-bets', {
      market_id: marketId,
      selection_id: runner.selectionId,
      side: 'lay',
      rate: runner.layPrice,
      stake: '100.00',
      idempotency_key: `xc-${x.prefix}-${++key}`,
    });
    expect(lay.status).toBe(200);
    expect(await orders()).toBe(2);
    expect((await verifyLedger(x.sql)).differences).toEqual([]);
  });
});
