import type { MatchOddsAnswer, MatchOddsMarket } from '@khela/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/match-odds/{marketId} (spec section 7): an array whose first item is the market. */
export function getMatchOdds(marketId: string, signal?: AbortSignal): Promise<MatchOddsAnswer> {
  return api.get<MatchOddsAnswer>(`/api/match-odds/${encodeURIComponent(marketId)}`, { signal });
}

/** The market as first shown, and polled at `pollMs` while the socket is down (false: not polled). */
export const matchOddsQueryOptions = (marketId: string, pollMs: number | false) =>
  queryOptions({
    queryKey: ['exchange', 'match-odds', marketId],
    queryFn: ({ signal }) => getMatchOdds(marketId, signal),
    select: (answer): MatchOddsMarket | null => answer[0] ?? null,
    staleTime: 0,
    refetchInterval: pollMs,
  });
