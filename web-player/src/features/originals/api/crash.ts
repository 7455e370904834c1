import type { CrashBetRequest, CrashMyBetAnswer, CrashMyBetsAnswer, CrashSnapshotAnswer, FairVerifyAnswer } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/** GET /api/originals/crash (public): the live round, its bets, the history strip and the chain. */
export const useCrashSnapshot = () =>
  useQuery({
    queryKey: ['originals', 'crash', 'snapshot'],
    queryFn: ({ signal }) => api.get<CrashSnapshotAnswer>('/api/originals/crash', { signal }),
    select: (answer) => answer.data,
  });

/** GET /api/originals/crash/bets (bearer): the caller's latest crash bets (the page finds its bet in the live round). */
export function useMyCrashBets() {
  const token = useSessionToken();
  return useQuery({
    queryKey: ['originals', 'crash', 'mine'],
    queryFn: ({ signal }) => api.get<CrashMyBetsAnswer>('/api/originals/crash/bets', { signal }),
    select: (answer) => answer.data,
    enabled: Boolean(token),
  });
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>) => {
  void queryClient.invalidateQueries({ queryKey: ['account'] });
  void queryClient.invalidateQueries({ queryKey: ['originals', 'crash', 'mine'] });
};

/** POST /api/originals/crash/bets. */
export function useCrashBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CrashBetRequest) => api.post<CrashMyBetAnswer>('/api/originals/crash/bets', body),
    onSettled: () => refresh(queryClient),
  });
}

/** POST /api/originals/crash/cashout. */
export function useCrashCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roundId: string) => api.post<CrashMyBetAnswer>('/api/originals/crash/cashout', { round_id: roundId }),
    onSettled: () => refresh(queryClient),
  });
}

/** GET /api/fair/verify?game=crash (public): the code that decided the round recomputes its point and chain link. */
export function verifyCrashRound(hash: string, salt: string) {
  const query = new URLSearchParams({ game: 'crash', hash, salt });
  return api.get<FairVerifyAnswer>(`/api/fair/verify?${query.toString()}`);
}
