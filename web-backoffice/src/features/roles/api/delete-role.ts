import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rolesQueryKey } from './list-roles';

/** DELETE /api/admin/roles/:key (staff.roles): a created role nobody holds; default roles stay. */
export function deleteRole(key: string): Promise<{ key: string; deleted: true }> {
  return api.delete<{ key: string; deleted: true }>(`/api/admin/roles/${encodeURIComponent(key)}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }) });
}
