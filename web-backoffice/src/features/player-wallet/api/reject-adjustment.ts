import type { StaffAdjustmentAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/adjustments/:id/reject {reason}: nothing moves (409 when already decided). */
export function rejectAdjustment({ id, reason }: { id: string; reason: string }): Promise<StaffAdjustmentAnswer> {
  return api.post<StaffAdjustmentAnswer>(`/api/admin/adjustments/${encodeURIComponent(id)}/reject`, { reason });
}

export function useRejectAdjustment(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['player-wallet', playerId] }),
  });
}
