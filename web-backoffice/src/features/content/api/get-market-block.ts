import type { MarketBlock } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const marketBlockQueryKey = ['content', 'market-block'] as const;

/** GET /api/admin/content/market-block: exchange_market, cs_market, status. */
export function getMarketBlock(signal?: AbortSignal): Promise<MarketBlock> {
  return api.get<MarketBlock>('/api/admin/content/market-block', { signal });
}

export const marketBlockQueryOptions = () =>
  queryOptions({ queryKey: marketBlockQueryKey, queryFn: ({ signal }) => getMarketBlock(signal), staleTime: 0 });

export function useMarketBlock() {
  return useQuery(marketBlockQueryOptions());
}
