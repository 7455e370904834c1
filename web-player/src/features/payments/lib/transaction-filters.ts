import type { TransactionRecord } from '@khela/contracts';
import { DISPLAY_TIME_ZONE } from '@/lib/format';

export type StatusFilter = 'all' | 'pending' | 'fail' | 'success';
export type TypeFilter = 'all' | 'deposit' | 'withdraw';
export type DateFilter = 'today' | 'yesterday' | 'last7' | 'all';

export interface TransactionFilters {
  status: StatusFilter;
  type: TypeFilter;
  date: DateFilter;
}

/** Spec section 2.3: Date defaults to Today; the others to All. */
export const defaultFilters: TransactionFilters = { status: 'all', type: 'all', date: 'today' };

/** Transaction key of spec section 4: "0" pending, "1" success, "2" fail. */
const keyOfStatus: Record<Exclude<StatusFilter, 'all'>, TransactionRecord['key']> = { pending: '0', success: '1', fail: '2' };

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Asia/Dhaka calendar day (YYYY-MM-DD) of an instant. */
export function dhakaDay(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

/** The Dhaka day `days` before the one of `now`. Dhaka has no daylight saving, so 24 h steps are days. */
export function dhakaDayBefore(now: Date, days: number): string {
  return dhakaDay(new Date(now.getTime() - days * 86_400_000));
}

export function filterTransactions(
  records: readonly TransactionRecord[],
  filters: TransactionFilters,
  now: Date = new Date(),
): TransactionRecord[] {
  const today = dhakaDay(now);
  const yesterday = dhakaDayBefore(now, 1);
  const weekStart = dhakaDayBefore(now, 6);
  return records.filter((record) => {
    if (filters.status !== 'all' && record.key !== keyOfStatus[filters.status]) return false;
    if (filters.type !== 'all' && record.action !== filters.type) return false;
    const day = dhakaDay(record.created_at);
    if (filters.date === 'today') return day === today;
    if (filters.date === 'yesterday') return day === yesterday;
    if (filters.date === 'last7') return day >= weekStart && day <= today;
    return true;
  });
}

export interface DayGroup {
  /** Dhaka calendar day, YYYY-MM-DD. */
  day: string;
  records: TransactionRecord[];
}

/** Groups by Dhaka day, newest day first; each day's records newest first. */
export function groupByDay(records: readonly TransactionRecord[]): DayGroup[] {
  const sorted = [...records].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const groups: DayGroup[] = [];
  for (const record of sorted) {
    const day = dhakaDay(record.created_at);
    const last = groups.at(-1);
    if (last && last.day === day) last.records.push(record);
    else groups.push({ day, records: [record] });
  }
  return groups;
}
