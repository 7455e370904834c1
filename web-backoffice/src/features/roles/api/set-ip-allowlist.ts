import type { StaffIpAllowListRequest, StaffUserView } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/admin/staff/:id/ip-allowlist (staff.manage): an empty list admits any address. */
export function setIpAllowlist(input: { id: string } & StaffIpAllowListRequest): Promise<StaffUserView> {
  return api.put<StaffUserView>(`/api/admin/staff/${encodeURIComponent(input.id)}/ip-allowlist`, { cidrs: input.cidrs });
}

export function useSetIpAllowlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setIpAllowlist, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }) });
}
