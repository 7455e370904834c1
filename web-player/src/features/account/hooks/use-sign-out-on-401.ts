import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { clearAllStorage } from '@/lib/session';

/** A revoked or expired token (401) clears all local storage and goes home (spec section 4, balance call). */
export function useSignOutOn401(error: unknown) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unauthorized = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!unauthorized) return;
    clearAllStorage();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
    navigate('/', { replace: true });
  }, [unauthorized, navigate, queryClient]);
}
