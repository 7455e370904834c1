import type { StaffRole, StaffUserView } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type StaffChange =
  | { kind: 'roles'; id: string; roles: StaffRole[] }
  | { kind: 'disable'; id: string }
  | { kind: 'enable'; id: string }
  | { kind: 'reset-2fa'; id: string };

/** The admin actions on one account: PUT roles, POST disable / enable / reset-2fa. */
export function changeStaff(change: StaffChange): Promise<StaffUserView> {
  const base = `/api/admin/staff/${encodeURIComponent(change.id)}`;
  if (change.kind === 'roles') return api.put<StaffUserView>(`${base}/roles`, { roles: change.roles });
  return api.post<StaffUserView>(`${base}/${change.kind}`);
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
