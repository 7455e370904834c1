/**
 * A report's range in Dhaka days and its grouping (pure). Days are ISO dates (YYYY-MM-DD) read as Dhaka
 * calendar days; a week starts on Monday (ISO), a month on its first day. A period at the range's edge is cut
 * to the range, so a week report from a Wednesday starts its first week on that Wednesday.
 */
export const reportGroupings = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** The longest range one request may ask for: two years of days (a daily report of that is 731 rows). */
export const maxReportDays = 731;

export type RangeRefusal = 'from_after_to' | 'range_too_long';

const dayMs = 86_400_000;
const dhakaOffsetMs = 6 * 3_600_000;

/** The Dhaka calendar day of an instant (Asia/Dhaka is UTC+6 all year). */
export const dhakaDayOf = (at: Date): string => new Date(at.getTime() + dhakaOffsetMs).toISOString().slice(0, 10);

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / dayMs;

export function checkRange(from: string, to: string): RangeRefusal | undefined {
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return 'from_after_to';
  if (days > maxReportDays) return 'range_too_long';
  return undefined;
}

/** The first day of the period a day falls in. */
export function periodStartOf(day: string, grouping: ReportGrouping): string {
  if (grouping === 'day') return day;
  if (grouping === 'month') return `${day.slice(0, 8)}01`;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10);
}

export interface ReportPeriod {
  /** The period's first day (a week's Monday, a month's first), also when the range cuts it. */
  period: string;
  /** The days of it inside the range. */
  from: string;
  to: string;
}

/** Every period of the range in order, each cut to the range. */
export function periodsOf(from: string, to: string, grouping: ReportGrouping): ReportPeriod[] {
  const periods: ReportPeriod[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n += 1) {
    const day = new Date(n * dayMs).toISOString().slice(0, 10);
    const period = periodStartOf(day, grouping);
    const last = periods[periods.length - 1];
    if (last?.period === period) last.to = day;
    else periods.push({ period, from: day, to: day });
  }
  return periods;
}
