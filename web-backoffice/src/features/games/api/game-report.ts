import type { StaffGameReport } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/game-reports?from&to: closed rounds per Dhaka day, provider and game (server default: the last 7 days). */
export function getGameReport(range: { from: string; to: string }, signal?: AbortSignal): Promise<StaffGameReport> {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const search = params.toString();
  return api.get<StaffGameReport>(`/api/admin/game-reports${search ? `?${search}` : ''}`, { signal });
}

export function useGameReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['game-reports', range],
    queryFn: ({ signal }) => getGameReport(range, signal),
    placeholderData: keepPreviousData,
  });
}
