import type {
  StaffVipCashbackRun,
  StaffVipLevel,
  StaffVipLevelChange,
  StaffVipPlayerHistory,
  StaffVipReport,
  StaffVipSettings,
} from '@khela/contracts';
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

/** PATCH /api/admin/vip/levels/:code: a level's names, withdrawal limits, threshold and rates; audited. */
export function useChangeVipLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, change }: { code: string; change: StaffVipLevelChange }) =>
      api.patch<StaffVipLevel>(`/api/admin/vip/levels/${encodeURIComponent(code)}`, change),
    // a player's history and the report name levels too: a renamed level shows there at once
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['vip-levels'] }),
        client.invalidateQueries({ queryKey: ['vip-player-history'] }),
        client.invalidateQueries({ queryKey: ['vip-report'] }),
      ]),
  });
}

/** GET /api/admin/vip/settings: the VIP constants staff may change. */
export const useVipSettings = () =>
  useQuery({ queryKey: ['vip-settings'], queryFn: ({ signal }) => api.get<StaffVipSettings>('/api/admin/vip/settings', { signal }) });

/** PUT /api/admin/vip/settings; audited. */
export function useSaveVipSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: StaffVipSettings) => api.put<StaffVipSettings>('/api/admin/vip/settings', settings),
    onSettled: () => client.invalidateQueries({ queryKey: ['vip-settings'] }),
  });
}

export interface VipReportRequest {
  from: string;
  to: string;
  by: 'day' | 'week';
}

/** GET /api/admin/vip/report: per Dhaka day or week; money from the ledger. */
export const useVipReport = (request: VipReportRequest) =>
  useQuery({
    queryKey: ['vip-report', request],
    queryFn: ({ signal }) => api.get<StaffVipReport>(`/api/admin/vip/report?${new URLSearchParams({ ...request }).toString()}`, { signal }),
  });

/** GET /api/admin/vip/players/:id/history, once an id is given. */
export const useVipPlayerHistory = (playerId: string | null) =>
  useQuery({
    queryKey: ['vip-player-history', playerId],
    enabled: playerId !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<StaffVipPlayerHistory>(`/api/admin/vip/players/${encodeURIComponent(playerId ?? '')}/history`, { signal }),
  });
