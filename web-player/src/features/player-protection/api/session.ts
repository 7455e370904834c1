import type { RealityCheckAction, RealityCheckAnswer, SessionSettingsAnswer, SessionStatusAnswer } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export type { RealityCheckAction, RealityCheckAnswer, SessionSettingsAnswer, SessionStatusAnswer };

const sessionPath = '/api/responsible-gaming/session';
const settingsPath = '/api/responsible-gaming/session-settings';
export const sessionStatusKey = ['player-protection', 'session'] as const;
const settingsKey = ['player-protection', 'session-settings'] as const;

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

/**
 * POST /api/responsible-gaming/reality-check: the player's answer to the check due now. `token` is passed
 * for log out, sent after the local session has already ended (as use-logout.ts does), so no poll goes
 * out with a token the server is about to revoke.
 */
export function useAnswerRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, token }: { action: RealityCheckAction; token?: string }) =>
      api.post<RealityCheckAnswer>(
        '/api/responsible-gaming/reality-check',
        { action },
        token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
      ),
    onSuccess: (answer) => {
      if (!answer.logged_out) void queryClient.invalidateQueries({ queryKey: sessionStatusKey });
    },
  });
}

/** GET /api/responsible-gaming/session-settings: how often checks show and the session time limit. */
export function useSessionSettings() {
  const token = useSessionToken();
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<SessionSettingsAnswer>(settingsPath, { signal }),
    enabled: Boolean(token),
  });
}

export interface SessionSettingsChange {
  reality_check_minutes?: number;
  session_limit_hours?: number | null;
}

/** PUT /api/responsible-gaming/session-settings: applies at once (the session status is asked again). */
export function useSaveSessionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SessionSettingsChange) => api.put<SessionSettingsAnswer>(settingsPath, change),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey, answer);
      void queryClient.invalidateQueries({ queryKey: sessionStatusKey });
    },
  });
}
