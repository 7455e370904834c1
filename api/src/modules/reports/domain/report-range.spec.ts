import { describe, expect, it } from '@jest/globals';
import { checkRange, dhakaDayOf, periodsOf, periodStartOf } from './report-range.js';

describe('report ranges in Dhaka days', () => {
  it('a Dhaka day starts at 18:00 UTC the evening before', () => {
    expect(dhakaDayOf(new Date('2026-11-10T17:59:59.999Z'))).toBe('2026-11-10');
    expect(dhakaDayOf(new Date('2026-11-10T18:00:00Z'))).toBe('2026-11-11');
  });

  it('weeks start on Monday, months on the first, days are themselves', () => {
    expect(periodStartOf('2026-11-11', 'week')).toBe('2026-11-09'); // a Wednesday
    expect(periodStartOf('2026-11-09', 'week')).toBe('2026-11-09');
    expect(periodStartOf('2026-11-15', 'week')).toBe('2026-11-09'); // Sunday ends the week
    expect(periodStartOf('2026-11-30', 'month')).toBe('2026-11-01');
    expect(periodStartOf('2026-11-30', 'day')).toBe('2026-11-30');
  });

  it('cuts the first and last periods to the range', () => {
    expect(periodsOf('2026-11-11', '2026-11-17', 'week')).toEqual([
      { period: '2026-11-09', from: '2026-11-11', to: '2026-11-15' },
      { period: '2026-11-16', from: '2026-11-16', to: '2026-11-17' },
    ]);
    expect(periodsOf('2026-10-30', '2026-11-02', 'month')).toEqual([
      { period: '2026-10-01', from: '2026-10-30', to: '2026-10-31' },
      { period: '2026-11-01', from: '2026-11-01', to: '2026-11-02' },
    ]);
    expect(periodsOf('2026-11-01', '2026-11-03', 'day').map((p) => p.period)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
  });

  it('refuses a range that ends before it starts or is over two years', () => {
    expect(checkRange('2026-11-02', '2026-11-01')).toBe('from_after_to');
    expect(checkRange('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(checkRange('2024-10-31', '2026-11-01')).toBe('range_too_long');
  });
});
