import { describe, expect, it } from '@jest/globals';
import { cricketTiming } from './domain/cricket.js';
import { isLadderPrice } from './domain/price-ladder.js';
import { dhakaDayNumber, scheduleForDay, type EventPlan } from './domain/schedule.js';
import { simulateEvent } from './domain/simulate-event.js';

const seed = 'spec-seed';
const day = dhakaDayNumber(Date.parse('2026-11-20T06:00:00Z'));
const plans = scheduleForDay(seed, day);
const first = (sport: string, format?: string): EventPlan => plans.find((p) => p.sport === sport && (!format || p.format === format))!;
const minute = 60_000;

/** Every state of an event from its start to its end, one per `stepMs`. */
function timeline(plan: EventPlan, stepMs: number, hours = 5) {
  const out = [];
  for (let t = plan.startMs - minute; t <= plan.startMs + hours * 3_600_000; t += stepMs)
    out.push({ t, event: simulateEvent(seed, plan, t) });
  return out;
}

describe('simulated feed: schedule', () => {
  it('is the same for the same seed and day, and another for another seed', () => {
    expect(scheduleForDay(seed, day)).toEqual(plans);
    expect(scheduleForDay('other', day).map((p) => p.sides)).not.toEqual(plans.map((p) => p.sides));
  });

  it('plays cricket (T20 and ODI), soccer and tennis on a Dhaka day, with unique ids, in start order', () => {
    const sports = new Set(plans.map((p) => `${p.sport}${p.format ?? ''}`));
    expect([...sports].sort()).toEqual(['cricketODI', 'cricketT20', 'soccer', 'tennis']);
    expect(new Set(plans.map((p) => p.eventId)).size).toBe(plans.length);
    expect(new Set([...plans, ...scheduleForDay(seed, day + 1)].map((p) => p.eventId)).size).toBe(plans.length * 2);
    for (let i = 1; i < plans.length; i++) expect(plans[i]!.startMs).toBeGreaterThanOrEqual(plans[i - 1]!.startMs);
    for (const p of plans) expect(p.sides[0]).not.toBe(p.sides[1]);
  });
});

describe('simulated feed: determinism with a seed', () => {
  it('gives the same event for the same seed and time, in any order of asking', () => {
    const plan = first('cricket', 'T20');
    const times = [plan.startMs + 17 * minute + 1234, plan.startMs + 3 * minute, plan.startMs + 55 * minute];
    const once = times.map((t) => simulateEvent(seed, plan, t));
    const again = [...times]
      .reverse()
      .map((t) => simulateEvent(seed, plan, t))
      .reverse();
    expect(again).toEqual(once);
    expect(simulateEvent('another-seed', plan, times[0]!)).not.toEqual(once[0]);
  });
});

describe('simulated feed: cricket ball by ball', () => {
  const plan = first('cricket', 'T20');
  const states = timeline(plan, cricketTiming.T20.deliveryMs / 5, 2);

  it('goes upcoming, in play, closed with a result, and never goes back', () => {
    const statuses = states.map((s) => s.event.status);
    const order = ['upcoming', 'inplay', 'closed'];
    for (let i = 1; i < statuses.length; i++) expect(order.indexOf(statuses[i]!)).toBeGreaterThanOrEqual(order.indexOf(statuses[i - 1]!));
    expect(statuses[0]).toBe('upcoming');
    const last = states[states.length - 1]!.event;
    expect(last.status).toBe('closed');
    expect(last.inplay).toBe(false);
    expect(last.result).toMatch(/won by|tied/);
    expect(last.matchOdds.status).toBe('CLOSED');
    expect(last.matchOdds.runners.map((r) => r.status).sort()).toEqual(
      last.result!.includes('tied') ? ['LOSER', 'LOSER'] : ['LOSER', 'WINNER'],
    );
    expect(last.fancy).toEqual([]);
  });

  it('keeps a sane score: overs within 20, at most 10 wickets, runs never fall, the chase stops at the target', () => {
    let lastRuns = 0;
    for (const { event } of states) {
      const score = event.score;
      if (score.kind !== 'cricket') throw new Error('not cricket');
      for (const inn of score.innings) {
        expect(inn.balls).toBeLessThanOrEqual(120);
        expect(inn.wickets).toBeLessThanOrEqual(10);
      }
      const total = score.innings.reduce((sum, inn) => sum + inn.runs, 0);
      expect(total).toBeGreaterThanOrEqual(lastRuns);
      lastRuns = total;
      if (score.target !== null && score.innings[1]) expect(score.innings[1].runs).toBeLessThanOrEqual(score.target + 5);
    }
  });

  it('suspends match odds, bookmaker and fancy while a wicket shows, flags the bookmaker and fancy while a ball runs', () => {
    const wicket = states.find(
      ({ event }) =>
        event.score.kind === 'cricket' &&
        event.inplay &&
        event.score.phase === 'between_balls' &&
        event.score.recentBalls.at(-1) === 'W' &&
        event.matchOdds.status === 'SUSPENDED',
    );
    expect(wicket).toBeDefined();
    expect(wicket!.event.bookmaker[0]!.runners.every((r) => r.suspended === 1)).toBe(true);
    expect(wicket!.event.fancy.every((f) => f.suspended === 1)).toBe(true);
    expect(wicket!.event.matchOdds.runners.every((r) => r.back.length === 0 && r.lay.length === 0)).toBe(true);
    const boundary = states.find(
      ({ event }) =>
        event.score.kind === 'cricket' &&
        event.inplay &&
        ['4', '6'].includes(event.score.recentBalls.at(-1) ?? '') &&
        event.score.phase === 'between_balls' &&
        event.bookmaker[0]!.runners[0]!.suspended === 1,
    );
    expect(boundary).toBeDefined();
    expect(boundary!.event.fancy.every((f) => f.suspended === 1)).toBe(true);
    const running = states.find(({ event }) => event.score.kind === 'cricket' && event.score.phase === 'ball_running');
    expect(running!.event.bookmaker[0]!.runners.every((r) => r.ball_running === 1)).toBe(true);
    expect(running!.event.fancy.length).toBeGreaterThan(0);
    expect(running!.event.fancy.every((f) => f.ball_running === 1)).toBe(true);
    const quiet = states.find(
      ({ event }) =>
        event.inplay &&
        event.score.kind === 'cricket' &&
        event.score.phase === 'between_balls' &&
        event.matchOdds.status === 'OPEN' &&
        event.bookmaker[0]!.runners.some((r) => r.suspended === 0),
    );
    expect(quiet!.event.fancy.every((f) => f.suspended === 0 && f.ball_running === 0)).toBe(true);
  });

  it('offers fancy on every tab in play, and three levels of back and lay on the ladder, back below lay', () => {
    const inplay = states.filter(({ event }) => event.inplay && event.fancy.length > 0);
    const tabs = new Set(inplay.flatMap(({ event }) => event.fancy.map((f) => f.tab)));
    expect([...tabs].sort()).toEqual(['ballbyball', 'fancy', 'khadda', 'lottery', 'oddeven']);
    for (const { event } of states.filter((s) => s.event.matchOdds.status === 'OPEN')) {
      for (const runner of event.matchOdds.runners) {
        expect(runner.back).toHaveLength(3);
        expect(runner.lay).toHaveLength(3);
        for (const level of [...runner.back, ...runner.lay]) expect(isLadderPrice(level.price) && level.size > 0).toBe(true);
        expect(runner.back[0]!.price).toBeLessThan(runner.lay[0]!.price);
        expect(runner.back[0]!.price).toBeGreaterThan(runner.back[1]!.price);
        expect(runner.lay[1]!.price).toBeGreaterThan(runner.lay[0]!.price);
      }
    }
  });

  it('moves prices with the game: the favourite changes or the price moves over the match', () => {
    const prices = new Set(
      states.filter((s) => s.event.matchOdds.status === 'OPEN').map((s) => s.event.matchOdds.runners[0]!.back[0]!.price),
    );
    expect(prices.size).toBeGreaterThan(10);
  });

  it('plays an ODI to a result too', () => {
    const odi = first('cricket', 'ODI');
    const end = simulateEvent(seed, odi, odi.startMs + 5 * 3_600_000);
    expect(end.status).toBe('closed');
    expect(end.score.kind === 'cricket' && end.score.format).toBe('ODI');
  });
});

describe('simulated feed: soccer and tennis', () => {
  it('plays soccer with three runners (home, away, the draw) to a result', () => {
    const plan = first('soccer');
    const states = timeline(plan, 20_000, 2);
    expect(states.some((s) => s.event.inplay)).toBe(true);
    const last = states[states.length - 1]!.event;
    expect(last.status).toBe('closed');
    expect(last.matchOdds.runners.map((r) => r.name)).toEqual([...plan.sides, 'The Draw']);
    expect(last.matchOdds.runners.filter((r) => r.status === 'WINNER')).toHaveLength(1);
    expect(last.bookmaker).toEqual([]);
  });

  it('plays tennis to a winner of two sets', () => {
    const plan = first('tennis');
    const last = simulateEvent(seed, plan, plan.startMs + 3 * 3_600_000);
    expect(last.status).toBe('closed');
    expect(last.score.kind === 'tennis' && last.score.sets.length).toBeGreaterThanOrEqual(2);
    expect(last.result).toMatch(/won/);
  });
});
