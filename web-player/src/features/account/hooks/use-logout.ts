import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession, readToken } from '@/lib/session';
import { useLogoutRequest } from '../api/logout';

/**
 * Log out (spec section 4): end the local session first (keys cleared, player queries dropped, so no
 * poll can fire with a token about to be revoked), go home, then ask the server to revoke the token.
 * Whatever the server answers, the player is logged out here, even on a dead network.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useLogoutRequest();
  const { mutateAsync } = request;
  const logout = useCallback(async () => {
    const token = readToken();
    const playerQueries = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'site' };
    await queryClient.cancelQueries(playerQueries);
    endSession();
    queryClient.removeQueries(playerQueries);
    navigate('/', { replace: true });
    if (!token) return;
    try {
      await mutateAsync(token);
    } catch {
      // Revoked, expired or offline: the local session has ended all the same.
    }
  }, [mutateAsync, navigate, queryClient]);
  return { logout, isPending: request.isPending };
}
