import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession } from '@/lib/session';
import { useLogoutRequest } from '../api/logout';

/**
 * Log out (spec section 4): ask the server to revoke the token, then clear the session keys and go home
 * whatever it answered, so a player is never stuck logged in on a dead network.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useLogoutRequest();
  const { mutateAsync } = request;
  const logout = useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      // Revoked, expired or offline: the local session ends all the same.
    } finally {
      endSession();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
      navigate('/', { replace: true });
    }
  }, [mutateAsync, navigate, queryClient]);
  return { logout, isPending: request.isPending };
}
