import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, forgetSession } from '@/lib/api-client';

/** POST /api/admin/auth/logout ends the session on the server and clears its cookies; this app forgets it either way. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/admin/auth/logout'),
    onSettled: () => {
      forgetSession();
      queryClient.clear();
    },
  });
}
