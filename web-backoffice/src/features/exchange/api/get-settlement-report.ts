import type { ExchangeSettlementReport } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/exchange/settlements?from&to: settled markets with house result and commission, and totals. */
export function useSettlementReport(from: string, to: string) {
  return useQuery({
    queryKey: ['exchange', 'settlements', from, to],
    queryFn: ({ signal }) =>
      api.get<ExchangeSettlementReport>(`/api/admin/exchange/settlements?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
