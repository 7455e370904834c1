import type { TransactionRecord } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export type { TransactionRecord };

/** GET /api/transaction/show (bearer): the player's deposits, withdrawals and bonuses, newest first. */
export function getTransactions(remoteId: string | null, signal?: AbortSignal): Promise<{ transactions: TransactionRecord[] }> {
  const query = remoteId ? `?remote_id=${encodeURIComponent(remoteId)}` : '';
  return api.get<{ transactions: TransactionRecord[] }>(`/api/transaction/show${query}`, { signal });
}

export const transactionsQueryOptions = (remoteId: string | null) =>
  queryOptions({
    queryKey: ['payments', 'transactions', remoteId],
    queryFn: ({ signal }) => getTransactions(remoteId, signal),
    select: (answer) => answer.transactions ?? [],
    staleTime: 0,
  });

export function useTransactions(remoteId: string | null) {
  const token = useSessionToken();
  return useQuery({ ...transactionsQueryOptions(remoteId), enabled: Boolean(token) });
}
