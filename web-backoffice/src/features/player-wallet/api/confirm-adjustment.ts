import type { StaffAdjustmentAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/adjustments/:id/confirm: a different finance user confirms and the money moves (409 otherwise). */
export function confirmAdjustment(id: string): Promise<StaffAdjustmentAnswer> {
  return api.post<StaffAdjustmentAnswer>(`/api/admin/adjustments/${encodeURIComponent(id)}/confirm`);
}

/** Done or refused, the player's wallet views are fetched again. */
export function useConfirmAdjustment(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['player-wallet', playerId] }),
  });
}
