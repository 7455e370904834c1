import type { PromotionItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/promotions/{id}: one promotion, for the Details pop-up. */
export function getPromotion(id: number, signal?: AbortSignal): Promise<PromotionItem> {
  return api.get<PromotionItem>(`/api/promotions/${id}`, { signal });
}

export const promotionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['promotions', 'detail', id],
    queryFn: ({ signal }) => getPromotion(id, signal),
  });

export function usePromotion(id: number, placeholder?: PromotionItem) {
  return useQuery({ ...promotionQueryOptions(id), placeholderData: placeholder });
}
