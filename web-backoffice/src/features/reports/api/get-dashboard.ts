import type { StaffDashboard } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How often the home page's tiles are read again. */
export const dashboardRefreshMs = 30_000;

/** GET /api/admin/dashboard: the home page's tiles the signed-in member may see (absent when not); every 30 s. */
export function useDashboard() {
  return useQuery({
    queryKey: ['reports', 'dashboard'],
    queryFn: ({ signal }) => api.get<StaffDashboard>('/api/admin/dashboard', { signal }),
    refetchInterval: dashboardRefreshMs,
  });
}
