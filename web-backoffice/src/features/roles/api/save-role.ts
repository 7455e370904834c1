import type { StaffRoleRequest, StaffRoleView } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth/api/get-me';
import { api } from '@/lib/api-client';
import { rolesQueryKey } from './list-roles';

/** POST /api/admin/roles (new: no key) or PUT /api/admin/roles/:key (staff.roles). */
export function saveRole(input: StaffRoleRequest & { key?: string | undefined }): Promise<StaffRoleView> {
  const body: StaffRoleRequest = { name: input.name, description: input.description, permissions: input.permissions };
  return input.key
    ? api.put<StaffRoleView>(`/api/admin/roles/${encodeURIComponent(input.key)}`, body)
    : api.post<StaffRoleView>('/api/admin/roles', body);
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rolesQueryKey });
      // an edit of a role one holds changes one's own permissions (and so the navigation)
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
