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
    // Read afresh each time a deposit or withdrawal page opens: finance may have switched a method off
    // (issue 22), and the page must stop offering it at once (the cached list shows while the new one loads).
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
