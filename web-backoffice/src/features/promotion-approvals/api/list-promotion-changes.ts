import type { PromotionChangeView } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const promotionChangesKey = ['promotion-changes', 'pending'] as const;

/** GET /api/admin/promotion-changes?status=pending: money changes of promotions waiting for finance, newest first. */
export function listPendingPromotionChanges(signal?: AbortSignal): Promise<{ data: PromotionChangeView[] }> {
  return api.get<{ data: PromotionChangeView[] }>('/api/admin/promotion-changes?status=pending', { signal });
}

export function usePendingPromotionChanges() {
  return useQuery(queryOptions({ queryKey: promotionChangesKey, queryFn: ({ signal }) => listPendingPromotionChanges(signal) }));
}
