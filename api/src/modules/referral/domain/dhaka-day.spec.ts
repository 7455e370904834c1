import { describe, expect, it } from '@jest/globals';
import { dhakaDate, dhakaDayBounds, isCalendarDate, previousDhakaDay } from './dhaka-day.js';

/**
 * The referral reward period (issue 21): one Asia/Dhaka calendar day, midnight to midnight Dhaka time, which
 * is 18:00 UTC the day before to 18:00 UTC (Dhaka keeps UTC+6 all year). A stake counts on the Dhaka day it was
 * recorded; the daily run at 00:40 Dhaka pays the day that has just ended.
 */
describe('referral reward days', () => {
  it('a Dhaka day starts at 18:00 UTC the evening before', () => {
    expect(dhakaDate(new Date('2026-11-25T17:59:59.999Z'))).toBe('2026-11-25'); // 23:59:59.999 Dhaka
    expect(dhakaDate(new Date('2026-11-25T18:00:00.000Z'))).toBe('2026-11-26'); // 00:00 Dhaka
    expect(dhakaDayBounds('2026-11-26')).toEqual({
      start: new Date('2026-11-25T18:00:00.000Z'),
      end: new Date('2026-11-26T18:00:00.000Z'),
    });
  });

  it('the run pays the day that has just ended, across a month and a year', () => {
    expect(previousDhakaDay(new Date('2026-11-25T18:40:00Z'))).toBe('2026-11-25'); // 00:40 Dhaka on the 26th
    expect(previousDhakaDay(new Date('2026-11-30T18:40:00Z'))).toBe('2026-11-30'); // 00:40 Dhaka on 1 December
    expect(previousDhakaDay(new Date('2026-12-31T18:40:00Z'))).toBe('2026-12-31'); // 00:40 Dhaka on 1 January
  });

  it('a rerun names a real calendar day', () => {
    expect(isCalendarDate('2026-11-26')).toBe(true);
    expect(isCalendarDate('2026-11-31')).toBe(false);
    expect(isCalendarDate('26-11-2026')).toBe(false);
  });
});
