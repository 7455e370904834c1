import type { StaffLoginHistoryPage } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const LOGINS_PER_PAGE = 10;

/** GET /api/admin/players/{id}/logins (players.read): log-in attempts, newest first, paged. */
export function useLoginHistory(playerId: string, page: number) {
  return useQuery({
    queryKey: ['player-360', 'logins', playerId, page],
    queryFn: ({ signal }) =>
      api.get<StaffLoginHistoryPage>(`/api/admin/players/${encodeURIComponent(playerId)}/logins?page=${page}&per_page=${LOGINS_PER_PAGE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
