import type { EwalletConfirmAnswer } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { EwalletConfirmAnswer };

/** While the gateway's callback has not arrived. */
const CALLBACK_POLL_MS = 2000;
/** Paid, and the settlement job is about to credit it: the player is watching, so ask often. */
const CREDIT_POLL_MS = 1500;
/** Paid, and the credit is overdue (queue backlog, worker down): keep an eye on it, gently. */
const OVERDUE_CREDIT_POLL_MS = 15_000;

const ewalletConfirmKey = (trxId: string) => ['payments', 'ewallet', trxId] as const;

export const isEwalletConfirmKey = (key: readonly unknown[]) => key[0] === 'payments' && key[1] === 'ewallet';

/** POST /api/ewa/confirm (bearer): the player is back from the gateway's page; answers for the caller's own payment only. */
export function confirmEwallet(trxId: string): Promise<EwalletConfirmAnswer> {
  return api.post<EwalletConfirmAnswer>('/api/ewa/confirm', { trx_id: trxId, trxid: trxId });
}

/**
 * Asks again while the answer can still change: until the gateway's callback arrives (created), then
 * until the settlement job has credited the paid deposit (`credited`), more slowly once that is overdue.
 */
export function useEwalletConfirm(trxId: string, { creditOverdue = false }: { creditOverdue?: boolean } = {}) {
  return useQuery({
    queryKey: ewalletConfirmKey(trxId),
    queryFn: () => confirmEwallet(trxId),
    enabled: trxId !== '',
    retry: false,
    refetchInterval: (query) => {
      const answer = query.state.data;
      if (answer?.status === 'created') return CALLBACK_POLL_MS;
      if (answer?.status === 'paid' && !answer.credited) return creditOverdue ? OVERDUE_CREDIT_POLL_MS : CREDIT_POLL_MS;
      return false;
    },
  });
}
