import { describe, expect, it } from '@jest/globals';
import { cricketTiming } from './cricket.js';
import { fancyResultsOf } from './fancy-results.js';
import { dhakaDayNumber, scheduleForDay } from './schedule.js';
import { simulateEvent } from './simulate-event.js';

const seed = 'spec-seed';
const plan = scheduleForDay(seed, dhakaDayNumber(Date.parse('2026-11-20T06:00:00Z'))).find(
  (p) => p.sport === 'cricket' && p.format === 'T20',
)!;
const progress = (runsAfterBall: number[], ballRuns: number[], wicketRuns: number[], complete: boolean) => ({
  runsAfterBall,
  ballRuns,
  wicketRuns,
  complete,
});
const results = (p: ReturnType<typeof progress>[]) => new Map(fancyResultsOf('E', 'T20', p).map((r) => [r.id, r.runs]));

describe('fancy results from the innings', () => {
  it('decides a session at its over on the runs after that legal ball, every session tab alike', () => {
    // 36 legal balls of 1 run each, then 4 more balls: the 6-over session ends on 36
    const after = Array.from({ length: 41 }, (_, i) => i);
    const r = results([progress(after, Array(40).fill(1), [], false)]);
    for (const tab of ['fancy', 'khadda', 'lottery', 'oddeven']) expect(r.get(`E-0-${tab}-6`)).toBe(36);
    expect(r.has('E-0-fancy-10')).toBe(false);
    expect(r.get('E-0-ball-40')).toBe(1);
    expect(r.has('E-0-ball-41')).toBe(false);
  });

  it('gives sessions the innings total when it ended before their over, and the next wicket that never fell the total', () => {
    const r = results([progress([0, 4, 4, 10], [4, 0, 6], [4], true)]);
    expect(r.get('E-0-fancy-6')).toBe(10);
    expect(r.get('E-0-fancy-20')).toBe(10);
    expect(r.get('E-0-fancy-fow1')).toBe(4);
    expect(r.get('E-0-fancy-fow2')).toBe(10);
    expect(r.has('E-0-fancy-fow3')).toBe(false);
    expect(r.get('E-0-ball-2')).toBe(0);
  });

  it('leaves undecided lines out and names the second innings 1', () => {
    const r = results([progress([0, 1], [1], [], true), progress([0, 2], [2], [], false)]);
    expect(r.get('E-1-ball-1')).toBe(2);
    expect(r.has('E-1-fancy-6')).toBe(false);
    expect(r.has('E-1-fancy-fow1')).toBe(false);
  });

  it('matches what the simulator showed: every line it offered gets the result its score reached, once decided', () => {
    const step = cricketTiming.T20.deliveryMs;
    const offered = new Map<string, { tab: string }>();
    let end = simulateEvent(seed, plan, plan.startMs);
    for (let t = plan.startMs; end.status !== 'closed'; t += step) {
      end = simulateEvent(seed, plan, t);
      for (const f of end.fancy) offered.set(f.id, f);
    }
    const final = new Map((end.fancyResults ?? []).map((r) => [r.id, r.runs]));
    const score = end.score.kind === 'cricket' ? end.score : undefined;
    // every session and wicket line offered is decided at the end; ball lines too (each was for a ball then bowled)
    for (const [id] of offered) expect(final.has(id)).toBe(true);
    // the last session of the first innings settles on at most the innings' total
    expect(final.get(`${plan.eventId}-0-fancy-20`)).toBe(score!.innings[0]!.runs);
    // the same state again gives the same results (pure)
    expect(simulateEvent(seed, plan, plan.startMs + 5 * 3_600_000).fancyResults).toEqual(end.fancyResults);
  });
});
