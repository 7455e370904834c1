import type { StaffSession } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storeToken } from '@/lib/api-client';
import { meQueryKey } from './get-me';

/** Keeps the token of a completed sign-in and drops whatever the previous session had cached. */
export function useSessionStart() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: StaffSession) => {
      storeToken(session.token);
      queryClient.removeQueries({ queryKey: meQueryKey });
    },
    [queryClient],
  );
}
