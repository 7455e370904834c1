import { describe, expect, it } from '@jest/globals';
import { dhakaRange, isReportRange, mondayOf, periodsOf, type DailyFigures } from './loyalty-report.js';

const figures = (day: string, cashback: bigint): DailyFigures => ({
  day,
  pointsIssuedMilli: 1000n,
  pointsConverted: 10,
  conversionsPaidMinor: 100n,
  cashbackPaidMinor: cashback,
  referralPaidMinor: 5n,
});

describe('VIP/referral report periods (issue 21)', () => {
  it('a Dhaka day runs from 18:00 UTC the day before to 18:00 UTC', () => {
    expect(dhakaRange('2026-11-23', '2026-11-23')).toEqual({
      start: new Date('2026-11-22T18:00:00Z'),
      end: new Date('2026-11-23T18:00:00Z'),
    });
    expect(dhakaRange('2026-11-01', '2026-11-30').end).toEqual(new Date('2026-11-30T18:00:00Z'));
  });

  it('weeks start on Monday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23'); // across a month
  });

  it('lists every period of the range, empty ones too, and sums the days into weeks', () => {
    const days = [figures('2026-11-22', 100n), figures('2026-11-23', 200n), figures('2026-11-29', 300n), figures('2026-12-01', 999n)];
    expect(periodsOf('2026-11-22', '2026-11-24', 'day', days).map((p) => [p.period, p.cashbackPaidMinor])).toEqual([
      ['2026-11-22', 100n],
      ['2026-11-23', 200n],
      ['2026-11-24', 0n],
    ]);
    const weeks = periodsOf('2026-11-22', '2026-11-30', 'week', days);
    expect(weeks.map((p) => [p.period, p.cashbackPaidMinor, p.pointsConverted])).toEqual([
      ['2026-11-16', 100n, 10],
      ['2026-11-23', 500n, 20],
      ['2026-11-30', 0n, 0], // 2026-12-01 is outside the range
    ]);
  });

  it('refuses unreal dates, reversed ranges and more than 92 days', () => {
    expect(isReportRange('2026-11-01', '2026-11-30')).toBe(true);
    expect(isReportRange('2026-02-30', '2026-03-01')).toBe(false);
    expect(isReportRange('2026-11-30', '2026-11-01')).toBe(false);
    expect(isReportRange('2026-01-01', '2026-04-03')).toBe(false); // 93 days, both ends included
    expect(isReportRange('2026-01-01', '2026-04-02')).toBe(true); // 92 days
  });
});
