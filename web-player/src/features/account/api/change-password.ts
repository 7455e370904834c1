import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/user-pwd (bearer): a change revokes every session of the player on the server. */
export interface ChangePasswordRequest {
  old_password: string;
  new_password: string;
  new_password_confirmation: string;
}

export function changePassword(body: ChangePasswordRequest): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/api/user-pwd', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
