/**
 * Reward periods (issue 21): a Dhaka day, a Monday-to-Sunday Dhaka week or a Dhaka calendar month. Asia/Dhaka is
 * UTC+6 all year, so each is a fixed span of UTC. A period is named by its first day (YYYY-MM-DD); the API also
 * takes a month as YYYY-MM. Pure.
 */
import { dhakaDate, dhakaDayBounds, isCalendarDate } from './dhaka-day.js';

export type PeriodKind = 'day' | 'week' | 'month';
export const periodKinds: readonly PeriodKind[] = ['day', 'week', 'month'];

const dayMs = 24 * 3600_000;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The first day of the period of `kind` that Dhaka date `day` falls in. */
export function periodStartOf(kind: PeriodKind, day: string): string {
  if (kind === 'day') return day;
  if (kind === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the period after the one starting on `start`. */
export function nextPeriodStart(kind: PeriodKind, start: string): string {
  if (kind === 'day') return addDays(start, 1);
  if (kind === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The last whole period of `kind` before the one `now` falls in. */
export function previousPeriod(kind: PeriodKind, now: Date): string {
  const current = periodStartOf(kind, dhakaDate(now));
  return periodStartOf(kind, addDays(current, -1));
}

/** [start, end) of a period in UTC. */
export function periodBounds(kind: PeriodKind, start: string): { start: Date; end: Date } {
  return { start: dhakaDayBounds(start).start, end: dhakaDayBounds(nextPeriodStart(kind, start)).start };
}

/**
 * A period as the job or staff name it: a day YYYY-MM-DD, a week by its Monday, a month YYYY-MM (or its first day).
 * Null when it names no period of that kind.
 */
export function parsePeriod(kind: PeriodKind, text: string): string | null {
  const day = kind === 'month' && /^\d{4}-\d{2}$/.test(text) ? `${text}-01` : text;
  if (!isCalendarDate(day)) return null;
  return periodStartOf(kind, day) === day ? day : null;
}

/** The ledger's reward id of a referrer's period: the same on every run, so it pays once. A day's stays as it was. */
export function periodRewardId(kind: PeriodKind, referrerId: string, start: string): string {
  if (kind === 'day') return `referral-${start}-${referrerId}`;
  return `referral-${kind}-${kind === 'month' ? start.slice(0, 7) : start}-${referrerId}`;
}
