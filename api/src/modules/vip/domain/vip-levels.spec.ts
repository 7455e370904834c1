import { describe, expect, it } from '@jest/globals';
import { levelChange, levelFor, progressOf, type VipLevel } from './vip-levels.js';

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
// given out of order on purpose: thresholds decide, not the list's order
const levels = [level('expert-3', 2, 5000), level('beginner', 0, 0), level('expert-1', 1, 1000)];

describe('VIP levels', () => {
  it('reaches a level exactly at its threshold', () => {
    expect(levelFor(0, levels).code).toBe('beginner');
    expect(levelFor(999, levels).code).toBe('beginner');
    expect(levelFor(1000, levels).code).toBe('expert-1');
    expect(levelFor(4999, levels).code).toBe('expert-1');
    expect(levelFor(5000, levels).code).toBe('expert-3');
    expect(levelFor(1_000_000, levels).code).toBe('expert-3');
  });

  it('shows the progress to the next level, and 100% at the top', () => {
    expect(progressOf(250, levels)).toMatchObject({ next: { code: 'expert-1' }, pointsToNext: 750, percent: 25 });
    expect(progressOf(3000, levels)).toMatchObject({ level: { code: 'expert-1' }, pointsToNext: 2000, percent: 50 });
    expect(progressOf(9000, levels)).toMatchObject({ level: { code: 'expert-3' }, next: null, pointsToNext: 0, percent: 100 });
  });

  it('names a change of level up or down, and none when it stays', () => {
    expect(levelChange('beginner', 1200, levels)).toMatchObject({ from: { code: 'beginner' }, to: { code: 'expert-1' }, direction: 'up' });
    expect(levelChange('expert-3', 1200, levels)).toMatchObject({ to: { code: 'expert-1' }, direction: 'down' });
    expect(levelChange('expert-1', 1200, levels)).toBeNull();
  });
});
