import { describe, expect, it } from '@jest/globals';
import { msToReach, multiplierAt } from './crash-curve.js';
import { cashOutMultiplier, interruptedOnTakeover, nextStep, type RoundView } from './crash-round.js';

const betting: RoundView = { state: 'betting', bettingEndsAtMs: 5_000, startedAtMs: null, crashPoint: 250 };
const running = (crashPoint: number): RoundView => ({ state: 'running', bettingEndsAtMs: 5_000, startedAtMs: 10_000, crashPoint });

describe('the crash curve', () => {
  it('grows as bustabit draws it: 1.00x at the start, e^(0.00006 ms) in hundredths rounded down', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    expect(multiplierAt(1_000)).toBe(106); // e^0.06 = 1.0618
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    expect(multiplierAt(38_376)).toBe(999);
    expect(multiplierAt(38_377)).toBe(1000);
  });

  it('finds the first millisecond that shows a multiplier, for every point from 1.01x to 100x and beyond', () => {
    for (let h = 101; h <= 10_000; h += 1) {
      const ms = msToReach(h);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(h);
      expect(multiplierAt(ms - 1)).toBeLessThan(h);
    }
    expect(msToReach(100)).toBe(0);
    expect(multiplierAt(msToReach(100_000_000))).toBeGreaterThanOrEqual(100_000_000);
  });
});

describe('the round state machine', () => {
  it('waits through the betting phase, then starts', () => {
    expect(nextStep(betting, 4_999)).toEqual({ kind: 'wait', untilMs: 5_000 });
    expect(nextStep(betting, 5_000)).toEqual({ kind: 'start' });
  });

  it('ticks the multiplier while below the point and crashes the moment the curve reaches it', () => {
    const round = running(250);
    expect(nextStep(round, 10_000)).toEqual({ kind: 'tick', multiplier: 100 });
    const crashAt = 10_000 + msToReach(250);
    expect(nextStep(round, crashAt - 1)).toEqual({ kind: 'tick', multiplier: 249 });
    expect(nextStep(round, crashAt)).toEqual({ kind: 'crash' });
    expect(nextStep({ ...round, state: 'crashed' }, crashAt)).toEqual({ kind: 'next-round' });
  });

  it('a 1.00x round crashes at its first step', () => {
    expect(nextStep(running(100), 10_000)).toEqual({ kind: 'crash' });
  });

  it('answers a cash-out only while running and below the point, decided by the clock not by the ticks', () => {
    const round = running(300);
    expect(cashOutMultiplier(betting, 6_000)).toBeNull();
    expect(cashOutMultiplier(round, 10_000 + 1_000)).toBe(106);
    expect(cashOutMultiplier(round, 10_000 + msToReach(300) - 1)).toBe(299);
    expect(cashOutMultiplier(round, 10_000 + msToReach(300))).toBeNull();
    expect(cashOutMultiplier({ ...round, state: 'crashed' }, 11_000)).toBeNull();
  });

  it('on takeover, a running round whose point passed meanwhile was interrupted; one still below it goes on', () => {
    const round = running(200);
    expect(interruptedOnTakeover(round, 10_000 + msToReach(200) - 1)).toBe(false);
    expect(interruptedOnTakeover(round, 10_000 + msToReach(200))).toBe(true);
    expect(interruptedOnTakeover(betting, 1e12)).toBe(false);
  });
});
