import type { StaffIpAllowListRequest, StaffRoleView } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rolesQueryKey } from './list-roles';

/** PUT /api/admin/roles/:key/ip-allowlist (staff.roles): an empty list adds no restriction. */
export function setRoleIpAllowlist(input: { key: string } & StaffIpAllowListRequest): Promise<StaffRoleView> {
  return api.put<StaffRoleView>(`/api/admin/roles/${encodeURIComponent(input.key)}/ip-allowlist`, { cidrs: input.cidrs });
}

export function useSetRoleIpAllowlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRoleIpAllowlist, onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }) });
}
