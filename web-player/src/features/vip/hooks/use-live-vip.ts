import type { PlayerProfile } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '@/features/account/api/get-user';
import { usePlayerEvent } from '@/lib/use-player-event';

/** The `vip` push (points rolled up, a conversion) updates the VIP card at once; the 1 s poll stays as the backstop. */
export function useLiveVip(remoteId: string | null): void {
  const queryClient = useQueryClient();
  usePlayerEvent('vip', (push) => {
    if (!remoteId || typeof push?.vip_coin !== 'number') return;
    queryClient.setQueryData<PlayerProfile>(userQueryOptions(remoteId).queryKey, (user) =>
      user ? { ...user, vip_coin: push.vip_coin, vip: push } : user,
    );
  });
}
