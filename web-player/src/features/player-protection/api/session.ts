import type { RealityCheckAction, RealityCheckAnswer, SessionSettingsAnswer } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';
import { sessionStatusKey } from './session-status';

export type { RealityCheckAction, RealityCheckAnswer, SessionSettingsAnswer };
export { useSessionStatus, type SessionStatusAnswer } from './session-status';

const settingsPath = '/api/responsible-gaming/session-settings';
const settingsKey = ['player-protection', 'session-settings'] as const;

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
