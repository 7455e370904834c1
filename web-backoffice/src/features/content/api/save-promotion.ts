import type { BonusTarget, PromotionStatus, StaffPromotionItem } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { promotionsQueryKey } from './list-promotions';

/** The body of POST /api/admin/content/promotions (PATCH takes any subset). */
export interface PromotionInput {
  name: string;
  /** Bangla of name and description; empty: players reading Bangla see the English. */
  name_bn: string;
  description: string;
  description_bn: string;
  image: string;
  /** YYYY-MM-DD, an Asia/Dhaka calendar day. */
  start_date: string;
  end_date: string;
  status: PromotionStatus;
  deposit_bonus_percent: number;
  /** Decimal string: bonus = min(deposit x percent, max_bonus). */
  max_bonus: string;
  /** Decimal string: the smallest deposit that gets the bonus ("0.00": the site minimum). */
  min_deposit: string;
  turnover_multiplier: number;
  bonus_target: BonusTarget;
  /** Category ids of spec section 2.1. */
  categories: number[];
}

export interface SavePromotionInput {
  /** null creates a promotion. */
  id: number | null;
  fields: PromotionInput;
}

/**
 * POST /api/admin/content/promotions or PATCH /api/admin/content/promotions/{id}. The answer's
 * pending_change is set when money terms went to finance for approval instead of applying.
 */
export function savePromotion({ id, fields }: SavePromotionInput): Promise<StaffPromotionItem> {
  return id === null
    ? api.post<StaffPromotionItem>('/api/admin/content/promotions', fields)
    : api.patch<StaffPromotionItem>(`/api/admin/content/promotions/${id}`, fields);
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePromotion, onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey }) });
}
