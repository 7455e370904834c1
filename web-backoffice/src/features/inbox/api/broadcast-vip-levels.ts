import type { BroadcastVipLevelsAnswer } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/inbox/broadcasts/vip-levels: the VIP levels a segment may name, lowest first. */
export function listBroadcastVipLevels(signal?: AbortSignal): Promise<BroadcastVipLevelsAnswer> {
  return api.get<BroadcastVipLevelsAnswer>('/api/admin/inbox/broadcasts/vip-levels', { signal });
}

export function useBroadcastVipLevels() {
  return useQuery(
    queryOptions({
      queryKey: ['inbox', 'broadcast-vip-levels'] as const,
      queryFn: ({ signal }) => listBroadcastVipLevels(signal),
      // levels change rarely (staff edit rates, not codes)
      staleTime: 5 * 60_000,
    }),
  );
}
