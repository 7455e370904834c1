import type { StaffMe, StaffPermission } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/me: who is signed in, their roles and the permissions those grant. */
export function getMe(signal?: AbortSignal): Promise<StaffMe> {
  return api.get<StaffMe>('/api/admin/me', { signal });
}

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), staleTime: 5 * 60_000 });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}

export function can(me: StaffMe | undefined, permission: StaffPermission): boolean {
  return !!me?.permissions.includes(permission);
}
