import type { PendingAgeReport } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/payments/reports/pending: pending deposits and withdrawals by age. */
export function getPendingReport(signal?: AbortSignal): Promise<PendingAgeReport> {
  return api.get<PendingAgeReport>('/api/admin/payments/reports/pending', { signal });
}

export function usePendingReport() {
  return useQuery({ queryKey: ['payments', 'reports', 'pending'], queryFn: ({ signal }) => getPendingReport(signal) });
}
