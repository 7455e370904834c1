import type { PromotionChangeDecision } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { promotionChangesKey } from './list-promotion-changes';

export type PromotionChangeAction = { action: 'approve'; id: string } | { action: 'reject'; id: string; reason: string };

/**
 * POST /api/admin/promotion-changes/{id}/approve (the promotion gets the requested terms) or /reject
 * {reason} (it keeps its terms). 409 when already decided or when it is your own request.
 */
export function decidePromotionChange(decision: PromotionChangeAction): Promise<PromotionChangeDecision> {
  const path = `/api/admin/promotion-changes/${encodeURIComponent(decision.id)}/${decision.action}`;
  return decision.action === 'approve'
    ? api.post<PromotionChangeDecision>(path)
    : api.post<PromotionChangeDecision>(path, { reason: decision.reason });
}

/** Decided or refused, the list is fetched again. */
export function useDecidePromotionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePromotionChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionChangesKey }),
  });
}
