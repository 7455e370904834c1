import type { ExclusionAnswer, ExclusionChangeAnswer, ExclusionKind } from '@khela/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export type { ExclusionAnswer, ExclusionChangeAnswer, ExclusionKind };

const path = '/api/responsible-gaming/exclusion';
const key = ['player-protection', 'exclusion'] as const;

/** GET /api/responsible-gaming/exclusion (bearer): the latest time-out or self-exclusion and the lengths on offer. */
export const exclusionQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => api.get<ExclusionAnswer>(path, { signal }) });

export function useExclusion() {
  const token = useSessionToken();
  return useQuery({ ...exclusionQueryOptions(), enabled: Boolean(token) });
}

export type ExclusionRequest = { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number };

function useExclusionMutation<V>(call: (variables: V) => Promise<ExclusionChangeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ outcome: _outcome, message: _message, ...answer }) => queryClient.setQueryData<ExclusionAnswer>(key, answer),
  });
}

/** POST /api/responsible-gaming/exclusion: starts or extends one (the player confirmed on the page); ends every session. */
export const useStartExclusion = () =>
  useExclusionMutation((request: ExclusionRequest) => api.post<ExclusionChangeAnswer>(path, { ...request, confirm: true }));

/** POST /api/responsible-gaming/exclusion/end: asks to end a self-exclusion whose period is over, or confirms after the cooling-off. */
export const useEndExclusion = () => useExclusionMutation(() => api.post<ExclusionChangeAnswer>(`${path}/end`));
