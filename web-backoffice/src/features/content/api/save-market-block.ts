import type { MarketBlock } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketBlockQueryKey } from './get-market-block';

/** PATCH /api/admin/content/market-block */
export function saveMarketBlock(input: Partial<MarketBlock>): Promise<MarketBlock> {
  return api.patch<MarketBlock>('/api/admin/content/market-block', input);
}

export function useSaveMarketBlock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveMarketBlock, onSuccess: (saved) => queryClient.setQueryData(marketBlockQueryKey, saved) });
}
