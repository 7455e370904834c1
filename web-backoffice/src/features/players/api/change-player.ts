import type { StaffPlayerActionResponse } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerQueryKey } from './get-player';

/** The account actions staff take with a reason (3-500 characters), each audited by the API. */
export type PlayerAction = 'lock' | 'unlock' | 'mark-phone-verified';

export interface PlayerChange {
  id: string;
  action: PlayerAction;
  reason: string;
}

/** POST /api/admin/players/:id/{lock|unlock|mark-phone-verified} { reason } */
export function changePlayer({ id, action, reason }: PlayerChange): Promise<StaffPlayerActionResponse> {
  return api.post<StaffPlayerActionResponse>(`/api/admin/players/${encodeURIComponent(id)}/${action}`, { reason });
}

export function useChangePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlayer,
    onSuccess: (answer, change) => {
      queryClient.setQueryData(playerQueryKey(change.id), answer.player);
      return queryClient.invalidateQueries({ queryKey: ['players', 'search'] });
    },
  });
}
