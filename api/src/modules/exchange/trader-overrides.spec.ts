import { describe, expect, it } from '@jest/globals';
import { cricketTiming } from './domain/cricket.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { bookmakerMarketId, simulateEvent } from './domain/simulate-event.js';
import { applyTraderOverrides, decideTraderChange, noOverrides, type TraderChange } from './domain/trader-overrides.js';

const seed = 'trader-spec';
const plan = scheduleForDay(seed, dhakaDayNumber(Date.parse('2026-11-20T06:00:00Z'))).find((p) => p.format === 'T20')!;
const feed = simulateEvent(seed, plan, plan.startMs + 30.5 * cricketTiming.T20.deliveryMs);
const marketId = feed.matchOdds.marketId;
const bookmakerId = bookmakerMarketId(feed.eventId);

/** Decides and, when accepted, returns the new overrides; else the refusal. */
function decide(change: TraderChange, current = noOverrides()) {
  const decision = decideTraderChange(applyTraderOverrides(feed, current), current, change);
  return decision.ok ? decision.overrides : decision.refusal;
}

describe('trader overrides', () => {
  it('suspends a market over the feed (no prices) and a resume lifts only that', () => {
    const suspended = decide({ kind: 'suspend', marketId });
    expect(suspended).toMatchObject({ markets: { [marketId]: 'SUSPENDED' } });
    const shown = applyTraderOverrides(feed, suspended as ReturnType<typeof noOverrides>);
    expect(shown.matchOdds.status).toBe('SUSPENDED');
    expect(shown.matchOdds.runners.every((r) => r.back.length === 0 && r.lay.length === 0)).toBe(true);
    expect(feed.matchOdds.runners[0]!.back.length).toBeGreaterThan(0); // the feed's state is untouched
    expect(decide({ kind: 'suspend', marketId }, suspended as ReturnType<typeof noOverrides>)).toBe('alreadySuspended');
    expect(decide({ kind: 'resume', marketId }, suspended as ReturnType<typeof noOverrides>)).toEqual(noOverrides());
    expect(decide({ kind: 'resume', marketId })).toBe('notSuspendedByTrader');
  });

  it('closes a market for good and drops a closed bookmaker market', () => {
    const closed = decide({ kind: 'close', marketId: bookmakerId }) as ReturnType<typeof noOverrides>;
    expect(applyTraderOverrides(feed, closed).bookmaker).toEqual([]);
    expect(decide({ kind: 'resume', marketId: bookmakerId }, closed)).toBe('marketClosed');
    expect(decide({ kind: 'close', marketId: bookmakerId }, closed)).toBe('marketClosed');
    expect(decide({ kind: 'suspend', marketId: '1.999999' })).toBe('marketNotFound');
  });

  it('sets a result: the event closes with its winner and takes no more changes', () => {
    const winner = feed.matchOdds.runners[0]!;
    expect(decide({ kind: 'result', winnerSelectionId: 4242 })).toBe('unknownRunner');
    const result = decide({ kind: 'result', winnerSelectionId: winner.selectionId }) as ReturnType<typeof noOverrides>;
    const shown = applyTraderOverrides(feed, result);
    expect(shown).toMatchObject({ status: 'closed', inplay: false, result: `${winner.name} won (result set by the trader)`, fancy: [] });
    expect(shown.matchOdds.runners.map((r) => r.status)).toEqual(['WINNER', 'LOSER']);
    expect(decide({ kind: 'suspend', marketId }, result)).toBe('eventClosed');
  });

  it('prices bookmaker and fancy lines over the feed and refuses nonsense', () => {
    const runners = feed.bookmaker[0]!.runners.map((r) => ({ selectionId: r.selectionId, backPrice: 50, layPrice: 52 }));
    const change = { kind: 'bookmaker' as const, marketId: bookmakerId, minStake: '500.00', maxStake: '9000.00', runners };
    const priced = applyTraderOverrides(feed, decide(change) as ReturnType<typeof noOverrides>);
    expect(priced.bookmaker[0]).toMatchObject({ minStake: '500.00', maxStake: '9000.00' });
    expect(decide({ ...change, runners: runners.slice(1) })).toBe('runnersMismatch');
    expect(decide({ ...change, minStake: '9999.00' })).toBe('stakeRange');
    expect(decide({ ...change, runners: runners.map((r) => ({ ...r, layPrice: 10 })) })).toBe('layBelowBack');

    const line = feed.fancy[0]!;
    const fancy = {
      kind: 'fancy' as const,
      fancyId: line.id,
      no: 50,
      no_rate: 90,
      yes: 51,
      yes_rate: 110,
      minStake: '100.00',
      maxStake: '200.00',
    };
    expect(applyTraderOverrides(feed, decide(fancy) as ReturnType<typeof noOverrides>).fancy[0]).toMatchObject({
      no: 50,
      yes: 51,
      maxStake: '200.00',
    });
    expect(decide({ ...fancy, no: 52 })).toBe('noBelowYes');
    expect(decide({ ...fancy, fancyId: 'nope' })).toBe('fancyNotFound');
  });
});
