import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Where an e-wallet payment stands: created (not paid yet), paid (credited), failed or expired. */
export interface EwalletConfirmAnswer {
  success?: boolean;
  status: 'created' | 'paid' | 'failed' | 'expired';
  /** Taka with two decimals, e.g. "500.00". */
  amount?: string;
  message?: string;
}

/** POST /api/ewa/confirm (bearer): the player is back from the gateway's page; answers for the caller's own payment only. */
export function confirmEwallet(trxId: string): Promise<EwalletConfirmAnswer> {
  return api.post<EwalletConfirmAnswer>('/api/ewa/confirm', { trx_id: trxId, trxid: trxId });
}

/** Asks again every 2 seconds while the gateway's callback has not arrived yet. */
export function useEwalletConfirm(trxId: string) {
  return useQuery({
    queryKey: ['payments', 'ewallet', trxId],
    queryFn: () => confirmEwallet(trxId),
    enabled: trxId !== '',
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'created' ? 2000 : false),
  });
}
