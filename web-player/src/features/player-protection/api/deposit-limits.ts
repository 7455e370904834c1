import type { DepositLimitChangeAnswer, DepositLimitPeriod, DepositLimitsAnswer } from '@khela/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export type { DepositLimitChangeAnswer, DepositLimitPeriod, DepositLimitsAnswer };

const key = ['player-protection', 'deposit-limits'] as const;

/** GET /api/responsible-gaming/deposit-limits (bearer): the three limits, their windows now, pending changes. */
export const depositLimitsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<DepositLimitsAnswer>('/api/responsible-gaming/deposit-limits', { signal }),
  });

export function useDepositLimits() {
  const token = useSessionToken();
  return useQuery({ ...depositLimitsQueryOptions(), enabled: Boolean(token) });
}

/** The answer of a change carries the limits after it: the page shows them without asking again. */
function useLimitsMutation<V>(call: (variables: V) => Promise<DepositLimitChangeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) =>
      queryClient.setQueryData<DepositLimitsAnswer>(key, {
        limits: answer.limits,
        cooling_off_hours: answer.cooling_off_hours,
        now: answer.now,
      }),
  });
}

/** PUT /api/responsible-gaming/deposit-limits: `limit` null asks for no limit. */
export const useSetDepositLimit = () =>
  useLimitsMutation((body: { period: DepositLimitPeriod; limit: string | null }) =>
    api.put<DepositLimitChangeAnswer>('/api/responsible-gaming/deposit-limits', body),
  );

/** POST /api/responsible-gaming/deposit-limits/confirm: a pending increase or removal, after its cooling-off. */
export const useConfirmDepositLimit = () =>
  useLimitsMutation((period: DepositLimitPeriod) =>
    api.post<DepositLimitChangeAnswer>('/api/responsible-gaming/deposit-limits/confirm', { period }),
  );
