import { describe, expect, it } from '@jest/globals';
import { effectiveLevel, heldLevelChange, progressOnHeld, thresholdMessages, thresholdsRefusal, type VipLevel } from './vip-levels.js';

const level = (code: string, rank: number, thresholdPoints: number): VipLevel => ({
  code,
  rank,
  nameEn: code,
  nameBn: code,
  thresholdPoints,
  conversionMinorPerVp: 100n,
  weeklyCashbackBp: 0,
  withdrawalDailyLimitMinor: 1n,
  withdrawalDailyCount: 1,
});
const before = [level('beginner', 0, 0), level('advanced-1', 1, 100), level('expert-1', 2, 1000)];
// staff raised Advanced I from 100 to 500 VP and lowered Expert I from 1000 to 800 VP
const after = [level('beginner', 0, 0), level('advanced-1', 1, 500), level('expert-1', 2, 800)];

describe('held VIP level when thresholds change (issue 21)', () => {
  it('a raised threshold never demotes a player whose points did not fall', () => {
    const held = { code: 'advanced-1', reachedAtThreshold: 100 };
    expect(heldLevelChange(held, 150, false, after)).toBeNull();
    expect(progressOnHeld('advanced-1', 150, after)).toMatchObject({
      level: { code: 'advanced-1' },
      next: { code: 'expert-1' },
      pointsToNext: 650,
    });
  });

  it('a rollback demotes only below the threshold the level had when reached, to what the points give today', () => {
    const held = { code: 'advanced-1', reachedAtThreshold: 100 };
    expect(heldLevelChange(held, 120, true, after)).toBeNull(); // fell, but still above the 100 it was reached at
    expect(heldLevelChange(held, 99, true, after)).toMatchObject({ to: { code: 'beginner' }, direction: 'down' });
    expect(heldLevelChange({ code: 'expert-1', reachedAtThreshold: 1000 }, 999, true, before)).toMatchObject({
      to: { code: 'advanced-1' },
      direction: 'down',
    });
  });

  it('a lowered threshold promotes at the next evaluation', () => {
    expect(heldLevelChange({ code: 'advanced-1', reachedAtThreshold: 100 }, 850, false, before)).toBeNull();
    expect(heldLevelChange({ code: 'advanced-1', reachedAtThreshold: 100 }, 850, false, after)).toMatchObject({
      to: { code: 'expert-1' },
      direction: 'up',
    });
  });

  it('the level a player has is the higher of the held one and the one the points give', () => {
    expect(effectiveLevel('advanced-1', 150, after).code).toBe('advanced-1'); // raised threshold: held is the floor
    expect(effectiveLevel('advanced-1', 850, after).code).toBe('expert-1'); // lowered threshold counts at once
    expect(effectiveLevel('unknown', 150, before).code).toBe('advanced-1');
  });

  it('progress never counts below 0 VP to the next level and is 100% at the top', () => {
    expect(progressOnHeld('advanced-1', 900, after)).toMatchObject({ pointsToNext: 0, percent: 100 });
    expect(progressOnHeld('expert-1', 10, after)).toMatchObject({ next: null, pointsToNext: 0, percent: 100 });
  });

  it('thresholds must start at 0 and rise strictly by rank', () => {
    expect(thresholdsRefusal(after)).toBeNull();
    expect(
      thresholdsRefusal([
        { rank: 0, thresholdPoints: 5 },
        { rank: 1, thresholdPoints: 10 },
      ]),
    ).toBe(thresholdMessages.lowest);
    expect(
      thresholdsRefusal([
        { rank: 1, thresholdPoints: 100 },
        { rank: 0, thresholdPoints: 0 },
        { rank: 2, thresholdPoints: 100 },
      ]),
    ).toBe(thresholdMessages.rising);
    expect(
      thresholdsRefusal([
        { rank: 0, thresholdPoints: 0 },
        { rank: 1, thresholdPoints: 200 },
        { rank: 2, thresholdPoints: 150 },
      ]),
    ).toBe(thresholdMessages.rising);
  });
});
