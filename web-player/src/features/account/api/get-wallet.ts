import type { WalletResponse } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';
import { BALANCE_POLL_MS } from './get-balance';

/** GET /api/wallet (bearer): every account of the wallet; the player site shows its bonus beside the balance. */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'wallet'],
    queryFn: ({ signal }) => api.get<WalletResponse>('/api/wallet', { signal }),
    refetchInterval: BALANCE_POLL_MS,
    staleTime: 0,
  });

export function useWallet() {
  const token = useSessionToken();
  return useQuery({ ...walletQueryOptions(), enabled: Boolean(token) });
}
