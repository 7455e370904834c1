/** The VIP/referral staff report's periods: pure rules, no I/O. Asia/Dhaka is UTC+6 all year. */

const dayMs = 24 * 3600_000;
const dhakaOffsetMs = 6 * 3600_000;

export interface DailyFigures {
  /** Asia/Dhaka date, YYYY-MM-DD. */
  day: string;
  pointsIssuedMilli: bigint;
  pointsConverted: number;
  conversionsPaidMinor: bigint;
  cashbackPaidMinor: bigint;
  referralPaidMinor: bigint;
}

export type PeriodFigures = Omit<DailyFigures, 'day'> & { period: string };

/** The first instant of Dhaka day `from` and the first instant after Dhaka day `to` (both included). */
export function dhakaRange(from: string, to: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${from}T00:00:00Z`) - dhakaOffsetMs);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) - dhakaOffsetMs + dayMs);
  return { start, end };
}

/** The Monday (Dhaka) of the week a Dhaka date falls in. */
export function mondayOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/** Every period from `from` to `to` (days, or the Mondays of the weeks they touch), with the figures summed. */
export function periodsOf(from: string, to: string, by: 'day' | 'week', days: readonly DailyFigures[]): PeriodFigures[] {
  const key = (day: string) => (by === 'day' ? day : mondayOf(day));
  const periods = new Map<string, PeriodFigures>();
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += dayMs) {
    const period = key(new Date(at).toISOString().slice(0, 10));
    if (!periods.has(period))
      periods.set(period, {
        period,
        pointsIssuedMilli: 0n,
        pointsConverted: 0,
        conversionsPaidMinor: 0n,
        cashbackPaidMinor: 0n,
        referralPaidMinor: 0n,
      });
  }
  for (const d of days) {
    if (d.day < from || d.day > to) continue; // a week at the range's edge counts only the range's days
    const p = periods.get(key(d.day));
    if (!p) continue;
    p.pointsIssuedMilli += d.pointsIssuedMilli;
    p.pointsConverted += d.pointsConverted;
    p.conversionsPaidMinor += d.conversionsPaidMinor;
    p.cashbackPaidMinor += d.cashbackPaidMinor;
    p.referralPaidMinor += d.referralPaidMinor;
  }
  return [...periods.values()];
}

/** Whether a report request spans a real range of at most `maxDays` Dhaka days. */
export function isReportRange(from: string, to: string, maxDays = 92): boolean {
  const real = (d: string) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
  try {
    if (!real(from) || !real(to)) return false;
  } catch {
    return false;
  }
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs;
  return span >= 0 && span < maxDays;
}
