import { useSessionToken } from '@/lib/session';
import type { PlayerProfile } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** session_id 1 means the phone is verified (the spec's odd name, kept at the edge). */
export const PHONE_VERIFIED = 1;

/** GET /api/user/show (spec section 3, "User profile"); the api answers only for the caller's own remote_id. */
export function getUser(remoteId: string, signal?: AbortSignal): Promise<PlayerProfile> {
  return api.get<PlayerProfile>(`/api/user/show?remote_id=${encodeURIComponent(remoteId)}`, { signal });
}

export const userQueryOptions = (remoteId: string) =>
  queryOptions({
    queryKey: ['account', 'user', remoteId],
    queryFn: ({ signal }) => getUser(remoteId, signal),
    staleTime: 30_000,
  });

export function useUser(remoteId: string | null) {
  const token = useSessionToken();
  return useQuery({ ...userQueryOptions(remoteId ?? ''), enabled: Boolean(remoteId && token) });
}
