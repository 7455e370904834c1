import type { StaffAdjustmentAnswer, StaffAdjustmentRequest } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency-key';

/** One submit of the adjust dialog: the key is the dialog's, the same on every submit of it. */
export type CreateAdjustmentInput = StaffAdjustmentRequest & { idempotencyKey: string };

/**
 * POST /api/admin/players/:id/adjustments {amount, reason} with the dialog's Idempotency-Key: applied
 * at once below the checker threshold, else pending a second finance user; a repeat of the key answers
 * the first result. Refusals come back as ApiError with the message.
 */
export function createAdjustment({
  playerId,
  idempotencyKey,
  ...body
}: CreateAdjustmentInput & { playerId: string }): Promise<StaffAdjustmentAnswer> {
  return api.post<StaffAdjustmentAnswer>(`/api/admin/players/${encodeURIComponent(playerId)}/adjustments`, body, {
    headers: idempotencyHeaders(idempotencyKey),
  });
}

/** Afterwards the player's balances, statement and pending list are fetched again. */
export function useCreateAdjustment(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdjustmentInput) => createAdjustment({ playerId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player-wallet', playerId] }),
  });
}
