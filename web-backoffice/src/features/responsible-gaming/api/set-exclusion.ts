import type { StaffProtectionChangeAnswer, StaffSetExclusionRequest } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerProtectionQueryKey } from './get-player-protection';

/** POST /api/admin/responsible-gaming/players/:id/exclusion: a time-out or self-exclusion with a reason (never shorter). */
export function setExclusion({ playerId, ...body }: StaffSetExclusionRequest & { playerId: string }): Promise<StaffProtectionChangeAnswer> {
  return api.post<StaffProtectionChangeAnswer>(`/api/admin/responsible-gaming/players/${encodeURIComponent(playerId)}/exclusion`, body);
}

export function useSetExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExclusion,
    onSuccess: ({ message: _message, ...protection }, { playerId }) => {
      queryClient.setQueryData(playerProtectionQueryKey(playerId), protection);
    },
  });
}
