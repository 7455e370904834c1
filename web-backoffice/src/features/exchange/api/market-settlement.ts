import type { ExchangeSettlementAnswer, ExchangeSettlementView } from '@khela/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

const path = (marketId: string) => `/api/admin/exchange/markets/${encodeURIComponent(marketId)}/settlement`;
export const settlementQueryKey = (marketId: string) => ['exchange', 'settlement', marketId] as const;

/** GET .../markets/:marketId/settlement: the market's result and settlement; null while it has none (404). */
export function useMarketSettlement(marketId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: settlementQueryKey(marketId),
      queryFn: async ({ signal }): Promise<ExchangeSettlementView | null> => {
        try {
          return await api.get<ExchangeSettlementView>(path(marketId), { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      enabled,
      // the settle job runs moments after a result or a correction: refreshed until it has
      refetchInterval: (query) => (query.state.data && query.state.data.settledVersion < query.state.data.version ? 1000 : 10_000),
    }),
  );
}

export interface SettlementChange {
  outcome: 'winners' | 'void';
  winner_selection_ids?: number[];
  reason: string;
}

/** POST .../markets/:marketId/settlement: a corrected result or a void (audited; settled as the difference). */
export function useResettle(marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SettlementChange) => api.post<ExchangeSettlementAnswer>(path(marketId), change),
    onSuccess: ({ message: _message, ...view }) => queryClient.setQueryData(settlementQueryKey(marketId), view),
  });
}
