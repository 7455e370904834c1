import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/logout (bearer) revokes the session on the server. */
export function logout(): Promise<unknown> {
  return api.post<unknown>('/api/logout');
}

export function useLogoutRequest() {
  return useMutation({ mutationFn: logout });
}
