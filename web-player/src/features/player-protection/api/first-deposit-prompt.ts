import type { FirstDepositPromptAnswer } from '@khela/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export type { FirstDepositPromptAnswer };

const path = '/api/responsible-gaming/first-deposit-prompt';
const key = ['player-protection', 'first-deposit-prompt'] as const;

/** GET /api/responsible-gaming/first-deposit-prompt (bearer): whether the deposit page offers to set deposit limits. */
export const firstDepositPromptQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => api.get<FirstDepositPromptAnswer>(path, { signal }) });

export function useFirstDepositPrompt() {
  const token = useSessionToken();
  return useQuery({ ...firstDepositPromptQueryOptions(), enabled: Boolean(token) });
}

/** POST .../first-deposit-prompt/skip: remembered on the server, so the offer is not shown again. */
export function useSkipFirstDepositPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<FirstDepositPromptAnswer>(`${path}/skip`),
    onSuccess: (answer) => queryClient.setQueryData<FirstDepositPromptAnswer>(key, answer),
  });
}

/** After limits are set from the offer: it is not shown again (the server answers so once a limit exists). */
export function useCloseFirstDepositPrompt() {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData<FirstDepositPromptAnswer>(key, (old) => ({ show: false, skipped_at: old?.skipped_at ?? null }));
}
