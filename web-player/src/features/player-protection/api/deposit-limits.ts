import type { DepositLimitChangeAnswer, DepositLimitPeriod, DepositLimitsAnswer, LimitKind } from '@khela/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export type { DepositLimitChangeAnswer, DepositLimitPeriod, DepositLimitsAnswer, LimitKind };

/** Deposit, wager and loss limits share their rules and their answers' shape; each kind has its routes. */
const path = (kind: LimitKind) => `/api/responsible-gaming/${kind}-limits`;
const keyOf = (kind: LimitKind) => ['player-protection', `${kind}-limits`] as const;

/** GET /api/responsible-gaming/{kind}-limits (bearer): the three limits, their windows now, pending changes. */
export const limitsQueryOptions = (kind: LimitKind) =>
  queryOptions({
    queryKey: keyOf(kind),
    queryFn: ({ signal }) => api.get<DepositLimitsAnswer>(path(kind), { signal }),
  });
export const depositLimitsQueryOptions = () => limitsQueryOptions('deposit');

export function useLimits(kind: LimitKind) {
  const token = useSessionToken();
  return useQuery({ ...limitsQueryOptions(kind), enabled: Boolean(token) });
}
export const useDepositLimits = () => useLimits('deposit');

/** The answer of a change carries the limits after it: the page shows them without asking again. */
function useLimitsMutation<V>(kind: LimitKind, call: (variables: V) => Promise<DepositLimitChangeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) =>
      queryClient.setQueryData<DepositLimitsAnswer>(keyOf(kind), {
        limits: answer.limits,
        cooling_off_hours: answer.cooling_off_hours,
        now: answer.now,
      }),
  });
}

/** PUT /api/responsible-gaming/{kind}-limits: `limit` null asks for no limit. */
export const useSetLimit = (kind: LimitKind) =>
  useLimitsMutation(kind, (body: { period: DepositLimitPeriod; limit: string | null }) =>
    api.put<DepositLimitChangeAnswer>(path(kind), body),
  );
export const useSetDepositLimit = () => useSetLimit('deposit');

/** POST /api/responsible-gaming/{kind}-limits/confirm: a pending increase or removal, after its cooling-off. */
export const useConfirmLimit = (kind: LimitKind) =>
  useLimitsMutation(kind, (period: DepositLimitPeriod) => api.post<DepositLimitChangeAnswer>(`${path(kind)}/confirm`, { period }));
export const useConfirmDepositLimit = () => useConfirmLimit('deposit');
