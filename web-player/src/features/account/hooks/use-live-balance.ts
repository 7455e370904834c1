import { useQueryClient } from '@tanstack/react-query';
import { usePlayerEvent } from '@/lib/use-player-event';
import { readToken, StorageKeys, writeStored } from '@/lib/session';
import { balanceQueryOptions, type BalanceResponse } from '../api/get-balance';
import { walletQueryOptions } from '../api/get-wallet';

/** Balance pushes on the player's socket update the shown balance at once; the 10 s poll stays as a backstop. */
export function useLiveBalance(): void {
  const queryClient = useQueryClient();
  usePlayerEvent('balance', (push) => {
    if (!readToken() || typeof push?.balance !== 'string') return;
    queryClient.setQueryData<BalanceResponse>(balanceQueryOptions().queryKey, { balance: push.balance });
    writeStored(StorageKeys.balance, push.balance);
    // A stake may take the bonus and plays down the turnover; a credited deposit may bring both.
    void queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['turnover'] });
  });
}
