import type { PromotionItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/promotion: promotions players may see (status active and display). */
export function getPromotions(signal?: AbortSignal): Promise<PromotionItem[]> {
  return api.get<PromotionItem[]>('/api/promotion', { signal });
}

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['promotions', 'list'],
    queryFn: ({ signal }) => getPromotions(signal),
  });

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
