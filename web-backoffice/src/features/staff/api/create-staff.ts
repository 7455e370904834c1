import type { CreateStaffRequest, StaffUserView } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/staff: a new account; its owner enrols 2FA at the first sign-in. */
export function createStaff(input: CreateStaffRequest): Promise<StaffUserView> {
  return api.post<StaffUserView>('/api/admin/staff', input);
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
