import type { StaffPromotionItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const promotionsQueryKey = ['content', 'promotions'] as const;

/** GET /api/admin/content/promotions: every promotion, inactive ones included. */
export function listPromotions(signal?: AbortSignal): Promise<StaffPromotionItem[]> {
  return api.get<StaffPromotionItem[]>('/api/admin/content/promotions', { signal });
}

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionsQueryKey, queryFn: ({ signal }) => listPromotions(signal), staleTime: 0 });

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
