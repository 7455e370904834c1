import type { EwalletMethods, PaymentMethodItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PaymentMethodsAnswer {
  success: boolean;
  /** A plain list of channels (one row per method and account type), or the e-wallet form. */
  methods: PaymentMethodItem[] | EwalletMethods;
}

/** GET /api/payment-methods: the active methods. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodsAnswer> {
  return api.get<PaymentMethodsAnswer>('/api/payment-methods', { signal });
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'methods'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 60_000,
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
