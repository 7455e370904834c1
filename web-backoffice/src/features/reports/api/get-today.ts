import type { MoneyReport } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardRefreshMs } from './get-dashboard';

const dhakaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's Dhaka day (YYYY-MM-DD), the day the home page's figures cover. */
export const todayInDhaka = (now = new Date()): string => dhakaDay.format(now);

/** GET /api/admin/reports for today only (reports.read): today's GGR and players; refreshed with the dashboard (30 s). */
export function useTodayMoney(enabled: boolean) {
  const today = todayInDhaka();
  return useQuery({
    queryKey: ['reports', 'money', 'today', today],
    queryFn: ({ signal }) => api.get<MoneyReport>(`/api/admin/reports?from=${today}&to=${today}`, { signal }),
    enabled,
    refetchInterval: dashboardRefreshMs,
  });
}
