import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/user/profile/update: saves the birth date once (spec sections 4 and 5). */
export interface UpdateProfileRequest {
  remote_id: string;
  /** YYYY-MM-DD */
  dofb: string;
}

export function updateProfile(body: UpdateProfileRequest): Promise<{ dofb?: string }> {
  return api.post<{ dofb?: string }>('/api/user/profile/update', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'user'] }),
  });
}
