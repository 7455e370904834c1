import type { ExchangeOrderAnswer, PlaceExchangeOrderRequest } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myOrdersQueryKey } from './get-my-orders';

/** POST /api/exchange/orders (issue 18): matched at once as far as the book allows; in play after the bet delay. */
export function placeOrder(request: PlaceExchangeOrderRequest): Promise<ExchangeOrderAnswer> {
  return api.post<ExchangeOrderAnswer>('/api/exchange/orders', request);
}

export function usePlaceOrder(marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey(marketId) }),
  });
}
