import type { ExchangeMyOrdersAnswer } from '@khela/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myOrdersQueryKey = (marketId: string) => ['exchange', 'orders', marketId] as const;

/** GET /api/exchange/orders?market_id= : the player's orders on a market, exposure and position per runner. */
export function getMyOrders(marketId: string, signal?: AbortSignal): Promise<ExchangeMyOrdersAnswer> {
  return api.get<ExchangeMyOrdersAnswer>(`/api/exchange/orders?market_id=${encodeURIComponent(marketId)}`, { signal });
}

/** Refreshed every 5 s while shown: a resting order is matched by other players' orders meanwhile. */
export const myOrdersQueryOptions = (marketId: string) =>
  queryOptions({
    queryKey: myOrdersQueryKey(marketId),
    queryFn: ({ signal }) => getMyOrders(marketId, signal),
    refetchInterval: 5000,
  });
