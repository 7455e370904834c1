import type { WalletResponse } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/players/:id/wallet: main, held, bonus and cash-reward balances. */
export function getPlayerWallet(id: string, signal?: AbortSignal): Promise<WalletResponse> {
  return api.get<WalletResponse>(`/api/admin/players/${encodeURIComponent(id)}/wallet`, { signal });
}

export const playerWalletKey = (id: string) => ['player-wallet', id, 'balances'] as const;

export function usePlayerWallet(id: string) {
  return useQuery({ queryKey: playerWalletKey(id), queryFn: ({ signal }) => getPlayerWallet(id, signal) });
}
