import type { ExchangeEventStatus, ExchangeSport, ExchangeTraderEventList } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface TraderEventsFilter {
  q: string;
  sport: ExchangeSport | '';
  status: ExchangeEventStatus | '';
}

/** GET /api/admin/exchange/events?q&sport&status: events as players see them, with feed health. */
export function getTraderEvents(filter: TraderEventsFilter, signal?: AbortSignal): Promise<ExchangeTraderEventList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const query = params.toString();
  return api.get<ExchangeTraderEventList>(`/api/admin/exchange/events${query ? `?${query}` : ''}`, { signal });
}

/** Refreshed every 2 s: feed health is an age, and markets change under the trader's eyes. */
export function useTraderEvents(filter: TraderEventsFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['exchange', 'events', filter],
      queryFn: ({ signal }) => getTraderEvents(filter, signal),
      refetchInterval: 2000,
      placeholderData: keepPreviousData,
    }),
  );
}
