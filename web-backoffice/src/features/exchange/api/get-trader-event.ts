import type { ExchangeTraderEventView } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/exchange/events/:eventId: the event as players see it, feed health and what traders changed. */
export function getTraderEvent(eventId: string, signal?: AbortSignal): Promise<ExchangeTraderEventView> {
  return api.get<ExchangeTraderEventView>(`/api/admin/exchange/events/${encodeURIComponent(eventId)}`, { signal });
}

export const traderEventQueryKey = (eventId: string) => ['exchange', 'event', eventId] as const;

/** Refreshed every second, as players' screens are. */
export function useTraderEvent(eventId: string) {
  return useQuery(
    queryOptions({
      queryKey: traderEventQueryKey(eventId),
      queryFn: ({ signal }) => getTraderEvent(eventId, signal),
      refetchInterval: 1000,
    }),
  );
}
