import type {
  DiceBetRequest,
  FairVerifyAnswer,
  LimboBetRequest,
  OriginalsBetAnswer,
  OriginalsBetsAnswer,
  OriginalsRotateAnswer,
  OriginalsSeedPairAnswer,
} from '@khela/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/originals/seeds (bearer): the hashed server seed, client seed, next nonce. */
export const seedsQueryOptions = () =>
  queryOptions({
    queryKey: ['originals', 'seeds'],
    queryFn: ({ signal }) => api.get<OriginalsSeedPairAnswer>('/api/originals/seeds', { signal }),
    select: (answer) => answer.data,
  });
export const useSeeds = () => useQuery(seedsQueryOptions());

/** GET /api/originals/bets (bearer): the latest 50 bets with their seeds. */
export const useOriginalsBets = () =>
  useQuery({
    queryKey: ['originals', 'bets'],
    queryFn: ({ signal }) => api.get<OriginalsBetsAnswer>('/api/originals/bets', { signal }),
    select: (answer) => answer.data,
  });

/** PUT /api/originals/seeds/client-seed. */
export function useChangeClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => api.put<OriginalsSeedPairAnswer>('/api/originals/seeds/client-seed', { client_seed: clientSeed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['originals'] }),
  });
}

/** POST /api/originals/seeds/rotate: answers the revealed seed. */
export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<OriginalsRotateAnswer>('/api/originals/seeds/rotate'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['originals'] }),
  });
}

/** A new idempotency key per press of Bet: a retried request (the same press) reuses it. */
export const newBetKey = () => `bet-${crypto.randomUUID()}`;

/** POST /api/originals/{dice,limbo}/bets; the balance and the bet list refetch after. */
export function usePlaceBet(game: 'dice' | 'limbo') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiceBetRequest | LimboBetRequest) => api.post<OriginalsBetAnswer>(`/api/originals/${game}/bets`, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void queryClient.invalidateQueries({ queryKey: ['originals'] });
    },
  });
}

/** GET /api/fair/verify (public): the server recomputes a bet from its revealed seeds with the code that decided it. */
export function verifyBet(
  game: 'dice' | 'limbo' | 'slot' | 'mines',
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  mines?: number,
) {
  const query = new URLSearchParams({ game, serverSeed, clientSeed, nonce: String(nonce), ...(mines ? { mines: String(mines) } : {}) });
  return api.get<FairVerifyAnswer>(`/api/fair/verify?${query.toString()}`);
}
