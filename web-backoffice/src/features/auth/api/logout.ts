import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endSession, forgetSession } from '@/lib/api-client';

/** POST /api/admin/auth/logout ends the session on the server and clears its cookies; this app forgets it either way. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Queries in flight are cancelled and nothing is asked after the sign-out is sent: a poll answered after
    // the session ended was a 401 in the browser's console, seconds before the page went to sign-in.
    onMutate: () => queryClient.cancelQueries(),
    mutationFn: () => {
      const signedOut = api.post<void>('/api/admin/auth/logout');
      endSession();
      return signedOut;
    },
    onSettled: () => {
      forgetSession();
      queryClient.clear();
    },
  });
}
