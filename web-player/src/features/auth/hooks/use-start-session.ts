import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { startSession, type SessionGrant } from '@/lib/session';

/** Stores the session (spec section 4), forgets any previous player's data, and goes home. */
export function useStartSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (grant: SessionGrant, via: 'login' | 'signup') => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
      startSession(grant, via);
      navigate('/', { replace: true });
    },
    [navigate, queryClient],
  );
}
