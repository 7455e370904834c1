import type { MarketBlock } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/market/block (spec section 6): which sections the upline has closed. */
export function getMarketBlock(signal?: AbortSignal): Promise<MarketBlock> {
  return api.get<MarketBlock>('/api/market/block', { signal });
}

export const marketBlockQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'market-block'],
    queryFn: ({ signal }) => getMarketBlock(signal),
    staleTime: 60_000,
  });

export function useMarketBlock() {
  return useQuery(marketBlockQueryOptions());
}

export type BlockableSection = 'exchange' | 'games';

/** Spec section 6: a market value of 0 blocks its section unless the block's status is 'active'. */
export function isSectionBlocked(block: MarketBlock | undefined, section: BlockableSection): boolean {
  if (!block || block.status === 'active') return false;
  return (section === 'exchange' ? block.exchange_market : block.cs_market) === 0;
}
