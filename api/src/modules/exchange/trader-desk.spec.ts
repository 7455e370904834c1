import { describe, expect, it } from '@jest/globals';
import { ManualClock } from '../../platform/clock/clock.js';
import { cricketTiming } from './domain/cricket.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { simulateEvent } from './domain/simulate-event.js';
import { noOverrides } from './domain/trader-overrides.js';
import { ExchangeSnapshots } from './store/exchange-snapshots.js';
import { TraderDesk } from './store/trader-desk.js';

const seed = 'desk-spec';
const plan = scheduleForDay(seed, dhakaDayNumber(Date.parse('2026-11-20T06:00:00Z'))).find((p) => p.format === 'T20')!;
const ball = cricketTiming.T20.deliveryMs;
const at = (balls: number) => simulateEvent(seed, plan, plan.startMs + (balls + 0.5) * ball);

function desk() {
  const clock = new ManualClock(plan.startMs);
  const snapshots = new ExchangeSnapshots(clock);
  return { clock, snapshots, desk: new TraderDesk(snapshots, clock) };
}

describe('trader desk', () => {
  it('applies overrides over every feed report, and tells feed health per event', () => {
    const { clock, snapshots, desk: d } = desk();
    d.receive([at(10)]);
    d.override(plan.eventId, { overrides: { ...noOverrides(), markets: { [at(10).matchOdds.marketId]: 'SUSPENDED' } }, version: 1 });
    expect(snapshots.market(at(10).matchOdds.marketId)!.status).toBe('SUSPENDED');
    clock.set(plan.startMs + 3_000);
    expect(d.feedAgeMs(plan.eventId)).toBe(3_000);
    d.receive([at(11)]);
    expect(d.feedAgeMs(plan.eventId)).toBe(0);
    expect(snapshots.market(at(11).matchOdds.marketId)!.status).toBe('SUSPENDED');
    expect(d.feedAgeMs('12345678')).toBeNull();
  });

  it('keeps newer overrides over older ones arriving late', () => {
    const { snapshots, desk: d } = desk();
    d.receive([at(10)]);
    const marketId = at(10).matchOdds.marketId;
    d.override(plan.eventId, { overrides: { ...noOverrides(), markets: { [marketId]: 'SUSPENDED' } }, version: 2 });
    d.override(plan.eventId, { overrides: noOverrides(), version: 1 });
    expect(snapshots.market(marketId)!.status).toBe('SUSPENDED');
  });

  it('freezes an event a trader settled: the feed playing on changes nothing players see', () => {
    const { snapshots, desk: d } = desk();
    d.receive([at(10)]);
    const winner = at(10).matchOdds.runners[0]!;
    d.override(plan.eventId, {
      overrides: { ...noOverrides(), result: { winnerSelectionId: winner.selectionId, line: 'x won' } },
      version: 1,
    });
    const seq = snapshots.event(plan.eventId)!.seq;
    expect(d.receive([at(11), at(12)])).toEqual([]);
    expect(snapshots.event(plan.eventId)!.seq).toBe(seq);
    expect(snapshots.event(plan.eventId)!.status).toBe('closed');
  });
});
