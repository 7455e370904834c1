import type { HarmReviewActionRequest, StaffProtectionChangeAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerProtectionQueryKey } from './get-player-protection';
import { reviewQueueQueryKey } from './get-review-queue';

/** POST /api/admin/responsible-gaming/players/:id/review-actions: a note, a call or a message, kept in the player's history. */
export function recordReviewAction({
  playerId,
  ...body
}: HarmReviewActionRequest & { playerId: string }): Promise<StaffProtectionChangeAnswer> {
  return api.post<StaffProtectionChangeAnswer>(
    `/api/admin/responsible-gaming/players/${encodeURIComponent(playerId)}/review-actions`,
    body,
  );
}

export function useRecordReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordReviewAction,
    onSuccess: ({ message: _message, ...protection }, { playerId }) => {
      queryClient.setQueryData(playerProtectionQueryKey(playerId), protection);
      void queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey });
    },
  });
}
