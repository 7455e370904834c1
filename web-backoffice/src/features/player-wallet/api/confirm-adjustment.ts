import type { StaffAdjustmentAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency-key';

/**
 * POST /api/admin/adjustments/:id/confirm: a different finance user confirms and the money moves (409
 * otherwise). The key stays the same for every click on one adjustment's Confirm, so it applies once.
 */
export function confirmAdjustment({ id, idempotencyKey }: { id: string; idempotencyKey: string }): Promise<StaffAdjustmentAnswer> {
  return api.post<StaffAdjustmentAnswer>(`/api/admin/adjustments/${encodeURIComponent(id)}/confirm`, undefined, {
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Done or refused, the player's wallet views are fetched again. */
export function useConfirmAdjustment(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['player-wallet', playerId] }),
  });
}
