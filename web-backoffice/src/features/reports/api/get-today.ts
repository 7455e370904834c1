import type { MoneyReport, PendingAgeReport } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const dhakaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's Dhaka day (YYYY-MM-DD), the day the home page's figures cover. */
export const todayInDhaka = (now = new Date()): string => dhakaDay.format(now);

/** GET /api/admin/reports for today only (reports.read): today's cash and GGR; refreshed every minute. */
export function useTodayMoney(enabled: boolean) {
  const today = todayInDhaka();
  return useQuery({
    queryKey: ['reports', 'money', 'today', today],
    queryFn: ({ signal }) => api.get<MoneyReport>(`/api/admin/reports?from=${today}&to=${today}`, { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

/** GET /api/admin/payments/reports/pending (payments.read): the finance queue by age; refreshed every 30 s. */
export function usePendingQueue(enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'pending-queue'],
    queryFn: ({ signal }) => api.get<PendingAgeReport>('/api/admin/payments/reports/pending', { signal }),
    enabled,
    refetchInterval: 30_000,
  });
}
