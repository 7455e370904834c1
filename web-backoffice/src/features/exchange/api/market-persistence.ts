import type { ExchangeMarketPersistenceView, ExchangePersistenceRule } from '@khela/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const path = (eventId: string, marketId: string) =>
  `/api/admin/exchange/events/${encodeURIComponent(eventId)}/markets/${encodeURIComponent(marketId)}/persistence`;
const key = (marketId: string) => ['exchange', 'persistence', marketId] as const;

/** GET .../markets/{marketId}/persistence: keep or lapse unmatched orders on suspend and on in-play. */
export function useMarketPersistence(eventId: string, marketId: string) {
  return useQuery(
    queryOptions({
      queryKey: key(marketId),
      queryFn: ({ signal }) => api.get<ExchangeMarketPersistenceView>(path(eventId, marketId), { signal }),
    }),
  );
}

/** PUT .../markets/{marketId}/persistence (exchange.trade; audited). */
export function useSetMarketPersistence(eventId: string, marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { onSuspend: ExchangePersistenceRule; onInplay: ExchangePersistenceRule }) =>
      api.put<ExchangeMarketPersistenceView>(path(eventId, marketId), body),
    onSuccess: (answer) => queryClient.setQueryData(key(marketId), answer),
  });
}
