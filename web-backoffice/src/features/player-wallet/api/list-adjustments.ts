import type { StaffAdjustmentList } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/adjustments?status=pending&player_id: adjustments awaiting a second finance user. */
export function listPendingAdjustments(playerId: string, signal?: AbortSignal): Promise<StaffAdjustmentList> {
  const search = new URLSearchParams({ status: 'pending', player_id: playerId });
  return api.get<StaffAdjustmentList>(`/api/admin/adjustments?${search.toString()}`, { signal });
}

export const pendingAdjustmentsKey = (playerId: string) => ['player-wallet', playerId, 'pending-adjustments'] as const;

export function usePendingAdjustments(playerId: string) {
  return useQuery({ queryKey: pendingAdjustmentsKey(playerId), queryFn: ({ signal }) => listPendingAdjustments(playerId, signal) });
}
