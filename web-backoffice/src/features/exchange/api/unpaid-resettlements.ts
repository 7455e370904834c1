import type { ExchangeShortfallCollectAnswer, ExchangeUnpaidResettlementList } from '@khela/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency-key';

export type UnpaidStatus = 'open' | 'cleared' | 'all';

/** GET /api/admin/exchange/unpaid-resettlements?status: what players owe from corrected exchange results (payments.read). */
export function useUnpaidResettlements(status: UnpaidStatus) {
  return useQuery({
    queryKey: ['exchange', 'unpaid-resettlements', status],
    queryFn: ({ signal }) =>
      api.get<ExchangeUnpaidResettlementList>(`/api/admin/exchange/unpaid-resettlements?status=${status}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/exchange/unpaid-resettlements/:id/collect with the row's Idempotency-Key (wallet.adjust): what the
 * player's main holds now, up to what is owed. Afterwards the lists are fetched again.
 */
export function useCollectUnpaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      api.post<ExchangeShortfallCollectAnswer>(`/api/admin/exchange/unpaid-resettlements/${encodeURIComponent(id)}/collect`, undefined, {
        headers: idempotencyHeaders(idempotencyKey),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['exchange', 'unpaid-resettlements'] }),
  });
}
