import type { StaffProtectionChangeAnswer, StaffSetLimitRequest } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerProtectionQueryKey } from './get-player-protection';

/** PUT /api/admin/responsible-gaming/players/:id/limits: a stricter limit with a reason (the API refuses a looser one). */
export function setStricterLimit({ playerId, ...body }: StaffSetLimitRequest & { playerId: string }): Promise<StaffProtectionChangeAnswer> {
  return api.put<StaffProtectionChangeAnswer>(`/api/admin/responsible-gaming/players/${encodeURIComponent(playerId)}/limits`, body);
}

export function useSetStricterLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStricterLimit,
    onSuccess: ({ message: _message, ...protection }, { playerId }) => {
      queryClient.setQueryData(playerProtectionQueryKey(playerId), protection);
    },
  });
}
