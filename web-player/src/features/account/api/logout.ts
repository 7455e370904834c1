import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/logout (bearer) revokes the session on the server. The token is passed in because the
 * local session has already ended by the time this request is sent (see use-logout.ts).
 */
export function logout(token: string): Promise<unknown> {
  return api.post<unknown>('/api/logout', undefined, { headers: { Authorization: `Bearer ${token}` } });
}

export function useLogoutRequest() {
  return useMutation({ mutationFn: logout });
}
