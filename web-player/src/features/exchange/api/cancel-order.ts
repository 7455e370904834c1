import type { ExchangeOrderAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myOrdersQueryKey } from './get-my-orders';

/** POST /api/exchange/orders/{orderId}/cancel: the unmatched rest leaves the book, its exposure is released. */
export function cancelOrder(orderId: string): Promise<ExchangeOrderAnswer> {
  return api.post<ExchangeOrderAnswer>(`/api/exchange/orders/${encodeURIComponent(orderId)}/cancel`);
}

export function useCancelOrder(marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey(marketId) }),
  });
}
