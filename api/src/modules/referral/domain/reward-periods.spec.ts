import { describe, expect, it } from '@jest/globals';
import { nextPeriodStart, parsePeriod, periodBounds, periodRewardId, periodStartOf, previousPeriod } from './reward-periods.js';

describe('referral reward periods', () => {
  it('a week starts on Monday 00:00 Dhaka (Sunday 18:00 UTC), a month on the 1st', () => {
    expect(periodStartOf('week', '2026-11-26')).toBe('2026-11-23');
    expect(periodStartOf('week', '2026-11-23')).toBe('2026-11-23');
    expect(periodStartOf('week', '2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(periodStartOf('month', '2026-11-26')).toBe('2026-11-01');
    expect(periodBounds('week', '2026-11-23')).toEqual({ start: new Date('2026-11-22T18:00:00Z'), end: new Date('2026-11-29T18:00:00Z') });
    expect(periodBounds('month', '2026-12-01')).toEqual({ start: new Date('2026-11-30T18:00:00Z'), end: new Date('2026-12-31T18:00:00Z') });
    expect(periodBounds('day', '2026-11-23')).toEqual({ start: new Date('2026-11-22T18:00:00Z'), end: new Date('2026-11-23T18:00:00Z') });
    expect(nextPeriodStart('month', '2026-12-01')).toBe('2027-01-01');
  });

  it('a run pays the last period that has ended in Dhaka', () => {
    // Monday 00:50 Dhaka is Sunday 18:50 UTC
    expect(previousPeriod('week', new Date('2026-11-22T18:50:00Z'))).toBe('2026-11-16');
    expect(previousPeriod('week', new Date('2026-11-22T17:50:00Z'))).toBe('2026-11-09');
    expect(previousPeriod('month', new Date('2026-11-30T19:00:00Z'))).toBe('2026-11-01'); // 1 December 01:00 Dhaka
    expect(previousPeriod('month', new Date('2026-11-30T17:00:00Z'))).toBe('2026-10-01');
    expect(previousPeriod('day', new Date('2026-11-22T18:40:00Z'))).toBe('2026-11-22');
  });

  it('parses a period only where one starts', () => {
    expect(parsePeriod('week', '2026-11-23')).toBe('2026-11-23');
    expect(parsePeriod('week', '2026-11-24')).toBeNull();
    expect(parsePeriod('month', '2026-11')).toBe('2026-11-01');
    expect(parsePeriod('month', '2026-11-01')).toBe('2026-11-01');
    expect(parsePeriod('month', '2026-11-02')).toBeNull();
    expect(parsePeriod('day', '2026-02-30')).toBeNull();
  });

  it("reward ids: a day's as before, weeks and months named apart", () => {
    expect(periodRewardId('day', '7', '2026-11-23')).toBe('referral-2026-11-23-7');
    expect(periodRewardId('week', '7', '2026-11-23')).toBe('referral-week-2026-11-23-7');
    expect(periodRewardId('month', '7', '2026-11-01')).toBe('referral-month-2026-11-7');
  });
});
