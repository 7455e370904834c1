import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec section 7: POST /api/ewa/request. */
export interface EwalletRequestPayload {
  /** Whole taka as typed, e.g. "2000". */
  amount: string;
  /** The gateway (pg) name, e.g. "bKash"; the api reads provider, or type when provider is empty. */
  type: string;
  provider: string;
  promotion: number | null;
}

/** The gateway's payment page (url) and, when the gateway gives them, the details shown on /make-payment. */
export interface EwalletRequestAnswer {
  url?: string;
  amount?: string;
  transaction?: string;
  number?: string;
  /** Minutes. */
  timer?: number;
  message?: string;
}

/** POST /api/ewa/request (bearer): starts an e-wallet payment; 4xx answers carry `message`. */
export function requestEwallet(payload: EwalletRequestPayload): Promise<EwalletRequestAnswer> {
  return api.post<EwalletRequestAnswer>('/api/ewa/request', payload);
}

export function useRequestEwallet() {
  return useMutation({ mutationFn: requestEwallet });
}
