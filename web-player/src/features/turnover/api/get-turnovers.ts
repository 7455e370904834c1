import type { TurnoverItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export type { TurnoverItem };

/** GET /api/turnovers (bearer): the player's turnover tickets. */
export function getTurnovers(remoteId: string | null, signal?: AbortSignal): Promise<{ turnover: TurnoverItem[] }> {
  const query = remoteId ? `?remote_id=${encodeURIComponent(remoteId)}` : '';
  return api.get<{ turnover: TurnoverItem[] }>(`/api/turnovers${query}`, { signal });
}

export const turnoversQueryOptions = (remoteId: string | null) =>
  queryOptions({
    queryKey: ['turnover', 'list', remoteId],
    queryFn: ({ signal }) => getTurnovers(remoteId, signal),
    select: (answer) => answer.turnover ?? [],
  });

export function useTurnovers(remoteId: string | null) {
  const token = useSessionToken();
  return useQuery({ ...turnoversQueryOptions(remoteId), enabled: Boolean(token) });
}
