import type { StaffVipCashbackRun, StaffVipLevel, StaffVipLevelChange } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/vip/levels (loyalty.manage): the levels with their rates. */
export const useVipLevels = () =>
  useQuery({ queryKey: ['vip-levels'], queryFn: ({ signal }) => api.get<StaffVipLevel[]>('/api/admin/vip/levels', { signal }) });

/** GET /api/admin/vip/cashback-runs: the weekly cash-back runs, newest first. */
export const useCashbackRuns = () =>
  useQuery({
    queryKey: ['vip-cashback-runs'],
    queryFn: ({ signal }) => api.get<StaffVipCashbackRun[]>('/api/admin/vip/cashback-runs', { signal }),
  });

/** PATCH /api/admin/vip/levels/:code: a level's conversion rate and weekly cash-back; audited. */
export function useChangeVipLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, change }: { code: string; change: StaffVipLevelChange }) =>
      api.patch<StaffVipLevel>(`/api/admin/vip/levels/${encodeURIComponent(code)}`, change),
    onSettled: () => client.invalidateQueries({ queryKey: ['vip-levels'] }),
  });
}
