import { parseMoney, type BettingRecord, type GameCategoryType } from '@khela/contracts';
import { dhakaDay, dhakaDayBefore } from '@/features/payments/lib/transaction-filters';
import type { BettingRecordQuery } from '../api/get-betting-records';

export type DateRange = 'today' | 'yesterday' | 'last7';

export interface BettingFilters {
  /** null is All. */
  platform: string | null;
  gameType: GameCategoryType | null;
  date: DateRange;
}

export const defaultBettingFilters: BettingFilters = { platform: null, gameType: null, date: 'today' };

/** The Dhaka days a date choice covers, as the api's from/to query. */
export function toRecordQuery(filters: BettingFilters, now: Date): BettingRecordQuery {
  const today = dhakaDay(now);
  const [from, to] =
    filters.date === 'today'
      ? [today, today]
      : filters.date === 'yesterday'
        ? [dhakaDayBefore(now, 1), dhakaDayBefore(now, 1)]
        : [dhakaDayBefore(now, 6), today];
  return { from, to, platform: filters.platform, gameType: filters.gameType };
}

/** Settled rounds of one Dhaka day, platform and game type (spec section 2.3). Money in poisha. */
export interface RecordGroup {
  key: string;
  /** YYYY-MM-DD in Asia/Dhaka. */
  day: string;
  platform: string;
  gameType: GameCategoryType;
  /** Sum of stakes. */
  turnover: bigint;
  /** Sum of wins minus stakes. */
  profitLoss: bigint;
  /** Newest first. */
  records: BettingRecord[];
}

const minor = (amount: string) => parseMoney(amount) ?? 0n;

/** A round's profit or loss: what it paid minus what it took. */
export function recordProfitLoss(record: BettingRecord): bigint {
  return minor(record.winAmount) - minor(record.bet_amount);
}

/** Groups per Dhaka day (newest first), then platform and game type (alphabetical). */
export function groupRecords(records: readonly BettingRecord[]): RecordGroup[] {
  const groups = new Map<string, RecordGroup>();
  const newestFirst = [...records].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  for (const record of newestFirst) {
    const day = dhakaDay(record.created_at);
    const key = `${day}|${record.platform}|${record.game_type}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, day, platform: record.platform, gameType: record.game_type, turnover: 0n, profitLoss: 0n, records: [] };
      groups.set(key, group);
    }
    group.turnover += minor(record.bet_amount);
    group.profitLoss += recordProfitLoss(record);
    group.records.push(record);
  }
  return [...groups.values()].sort(
    (a, b) => b.day.localeCompare(a.day) || a.platform.localeCompare(b.platform) || a.gameType.localeCompare(b.gameType),
  );
}
