import type { DailyPaymentsReport } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/payments/reports/daily?from&to (Asia/Dhaka days; the server defaults to the last 7). */
export function getDailyReport(range: { from: string; to: string }, signal?: AbortSignal): Promise<DailyPaymentsReport> {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const search = params.toString();
  return api.get<DailyPaymentsReport>(`/api/admin/payments/reports/daily${search ? `?${search}` : ''}`, { signal });
}

export function useDailyReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['payments', 'reports', 'daily', range],
    queryFn: ({ signal }) => getDailyReport(range, signal),
    placeholderData: keepPreviousData,
  });
}
