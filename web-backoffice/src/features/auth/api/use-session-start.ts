import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from './get-me';

/**
 * After a completed sign-in: drops whatever the previous session had cached. The session itself needs no
 * keeping here: the API set it as an HttpOnly cookie the browser sends to the staff API by itself.
 */
export function useSessionStart() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: meQueryKey });
  }, [queryClient]);
}
