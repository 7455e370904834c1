import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '@/features/account/api/get-user';
import { useSessionToken } from '@/lib/session';

/** Spec section 9: the VIP page reads the player's data (GET /api/user/show) every second. */
export const VIP_POLL_MS = 1000;

/** The profile, polled every second while the VIP page is open; the `vip` push updates it sooner. */
export function useVipUser(remoteId: string | null) {
  const token = useSessionToken();
  return useQuery({ ...userQueryOptions(remoteId ?? ''), enabled: Boolean(remoteId && token), refetchInterval: VIP_POLL_MS });
}
