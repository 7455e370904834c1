import type { StaffLinkedAccounts } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/players/{id}/linked-accounts (players.read): players sharing an IP, phone or e-mail with this one. */
export function useLinkedAccounts(playerId: string) {
  return useQuery({
    queryKey: ['player-360', 'linked', playerId],
    queryFn: ({ signal }) => api.get<StaffLinkedAccounts>(`/api/admin/players/${encodeURIComponent(playerId)}/linked-accounts`, { signal }),
  });
}
