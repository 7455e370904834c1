import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, storeToken } from '@/lib/api-client';

/** POST /api/admin/auth/logout ends the session on the server; the token is dropped either way. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/admin/auth/logout'),
    onSettled: () => {
      storeToken(null);
      queryClient.clear();
    },
  });
}
