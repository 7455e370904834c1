import type { StaffPlayerProtection } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/responsible-gaming/players/:id: limits, exclusion, their history and reality-check answers. */
export function getPlayerProtection(id: string, signal?: AbortSignal): Promise<StaffPlayerProtection> {
  return api.get<StaffPlayerProtection>(`/api/admin/responsible-gaming/players/${encodeURIComponent(id)}`, { signal });
}

export const playerProtectionQueryKey = (id: string) => ['responsible-gaming', 'player', id] as const;

export function usePlayerProtection(id: string) {
  return useQuery(queryOptions({ queryKey: playerProtectionQueryKey(id), queryFn: ({ signal }) => getPlayerProtection(id, signal) }));
}
