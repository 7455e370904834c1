import type { StaffRoleView } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/roles: every role, its permissions and how many active staff hold it (staff.read). */
export function listRoles(signal?: AbortSignal): Promise<StaffRoleView[]> {
  return api.get<StaffRoleView[]>('/api/admin/roles', { signal });
}

export const rolesQueryKey = ['roles'] as const;

export const rolesQueryOptions = () => queryOptions({ queryKey: rolesQueryKey, queryFn: ({ signal }) => listRoles(signal) });

export function useRoles(enabled = true) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}
