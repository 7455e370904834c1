import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readToken, StorageKeys, useSessionToken, writeStored } from '@/lib/session';

/** Spec section 9: the balance is polled every 10 s. */
export const BALANCE_POLL_MS = 10_000;

export interface BalanceResponse {
  /** Decimal string, e.g. "2500.00". */
  balance: string;
}

/** POST /api/balance (bearer). The last value is also kept under the `balance` storage key. */
export async function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  const token = readToken();
  const answer = await api.post<BalanceResponse>('/api/balance', undefined, { signal });
  // An answer that arrives after logout (or another login) must not write into the next session.
  if (token && readToken() === token) writeStored(StorageKeys.balance, answer.balance);
  return answer;
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'balance'],
    queryFn: ({ signal }) => getBalance(signal),
    refetchInterval: BALANCE_POLL_MS,
    staleTime: 0,
  });

/** Runs only while a session exists: a component still mounted during logout must not poll without a token. */
export function useBalance() {
  const token = useSessionToken();
  return useQuery({ ...balanceQueryOptions(), enabled: Boolean(token) });
}
