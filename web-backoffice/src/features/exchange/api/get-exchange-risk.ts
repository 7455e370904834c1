import type { ExchangeLiabilityAnswer, ExchangeStaffBetsAnswer, ExchangeStaffBetStatus } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface BetsSearch {
  player_id?: string;
  event_id?: string;
  market_id?: string;
  status?: ExchangeStaffBetStatus;
  from: string;
  to: string;
}

/** GET /api/admin/exchange/bets: players' exchange bets by player, event, market, status and Dhaka days. */
export function useExchangeBets(search: BetsSearch) {
  const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return useQuery({
    queryKey: ['exchange', 'bets', query.toString()],
    queryFn: ({ signal }) => api.get<ExchangeStaffBetsAnswer>(`/api/admin/exchange/bets?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/exchange/liability: the house's worst case per open market and event (read again every 10 s). */
export function useHouseLiability() {
  return useQuery({
    queryKey: ['exchange', 'liability'],
    queryFn: ({ signal }) => api.get<ExchangeLiabilityAnswer>('/api/admin/exchange/liability', { signal }),
    refetchInterval: 10_000,
  });
}
