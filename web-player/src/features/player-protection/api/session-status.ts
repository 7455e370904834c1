import type { SessionStatusAnswer } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export type { SessionStatusAnswer };

const sessionPath = '/api/responsible-gaming/session';
export const sessionStatusKey = ['player-protection', 'session'] as const;

/**
 * How often the session status is asked for anyway, as a safety net: the host asks at the next check's and
 * the limit's own times, and on focus (a change made in another tab); each ask reads the database.
 */
export const SESSION_POLL_MS = 5 * 60_000;

/**
 * GET /api/responsible-gaming/session (bearer): the session clock, the next reality check and its net,
 * and the time limit. The server keeps the truth; the site asks again when the next check or the limit
 * falls due (reality-check-host.tsx), on focus, and every few minutes.
 */
export function useSessionStatus() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...sessionStatusKey, token],
    queryFn: ({ signal }) => api.get<SessionStatusAnswer>(sessionPath, { signal }),
    enabled: Boolean(token),
    refetchInterval: SESSION_POLL_MS,
    staleTime: 5_000,
  });
}
