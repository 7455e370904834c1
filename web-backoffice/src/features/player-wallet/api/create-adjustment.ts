import type { StaffAdjustmentAnswer, StaffAdjustmentRequest } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/players/:id/adjustments {amount, reason}: applied at once below the checker
 * threshold, else pending a second finance user. Refusals come back as ApiError with the message.
 */
export function createAdjustment({ playerId, ...body }: StaffAdjustmentRequest & { playerId: string }): Promise<StaffAdjustmentAnswer> {
  return api.post<StaffAdjustmentAnswer>(`/api/admin/players/${encodeURIComponent(playerId)}/adjustments`, body);
}

/** Afterwards the player's balances, statement and pending list are fetched again. */
export function useCreateAdjustment(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAdjustmentRequest) => createAdjustment({ playerId, ...body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player-wallet', playerId] }),
  });
}
