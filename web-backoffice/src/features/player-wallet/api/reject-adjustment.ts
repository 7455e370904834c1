import type { StaffAdjustmentAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency-key';

/** POST /api/admin/adjustments/:id/reject {reason} with the dialog's Idempotency-Key: nothing moves (409 when already decided). */
export function rejectAdjustment({
  id,
  reason,
  idempotencyKey,
}: {
  id: string;
  reason: string;
  idempotencyKey: string;
}): Promise<StaffAdjustmentAnswer> {
  return api.post<StaffAdjustmentAnswer>(
    `/api/admin/adjustments/${encodeURIComponent(id)}/reject`,
    { reason },
    {
      headers: idempotencyHeaders(idempotencyKey),
    },
  );
}

export function useRejectAdjustment(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdjustment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['player-wallet', playerId] }),
  });
}
