import type { BettingRecordsAnswer, GameCategoryType } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/** The query GET /api/betting-record takes: Dhaka days from and to (inclusive), and optional filters. */
export interface BettingRecordQuery {
  from: string;
  to: string;
  platform: string | null;
  gameType: GameCategoryType | null;
}

export function bettingRecordsPath(query: BettingRecordQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.platform) params.set('platform', query.platform);
  if (query.gameType) params.set('game_type', query.gameType);
  return `/api/betting-record?${params.toString()}`;
}

/** GET /api/betting-record (bearer): the player's settled rounds. */
export function getBettingRecords(query: BettingRecordQuery, signal?: AbortSignal): Promise<BettingRecordsAnswer> {
  return api.get<BettingRecordsAnswer>(bettingRecordsPath(query), { signal });
}

export const bettingRecordsQueryOptions = (query: BettingRecordQuery) =>
  queryOptions({
    queryKey: ['betting', 'records', query],
    queryFn: ({ signal }) => getBettingRecords(query, signal),
    select: (answer) => answer.data ?? [],
  });

export function useBettingRecords(query: BettingRecordQuery) {
  const token = useSessionToken();
  // The last list stays on screen while a new filter loads.
  return useQuery({ ...bettingRecordsQueryOptions(query), enabled: Boolean(token), placeholderData: keepPreviousData });
}
