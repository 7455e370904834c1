import type { PaymentMethodItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/showpayment-menthod (sic, the spec's path): active methods with their channel, for the queue's filter. */
export async function listPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodItem[]> {
  return (await api.get<{ success: boolean; data: PaymentMethodItem[] }>('/api/showpayment-menthod', { signal })).data;
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['payments', 'methods'], queryFn: ({ signal }) => listPaymentMethods(signal), staleTime: 10 * 60_000 });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
