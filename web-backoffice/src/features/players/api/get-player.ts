import type { StaffPlayerView } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/players/:id: profile, account state, verification, extra phones, referrer, sign-up data, balances. */
export function getPlayer(id: string, signal?: AbortSignal): Promise<StaffPlayerView> {
  return api.get<StaffPlayerView>(`/api/admin/players/${encodeURIComponent(id)}`, { signal });
}

export const playerQueryKey = (id: string) => ['players', 'detail', id] as const;

export const playerQueryOptions = (id: string) =>
  queryOptions({ queryKey: playerQueryKey(id), queryFn: ({ signal }) => getPlayer(id, signal) });

export function usePlayer(id: string) {
  return useQuery(playerQueryOptions(id));
}
