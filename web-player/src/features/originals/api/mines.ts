import type { MinesCurrentAnswer, MinesGameAnswer, MinesGamesAnswer, MinesStartRequest } from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const currentKey = ['originals', 'mines', 'current'] as const;

/** GET /api/originals/mines/games/current (bearer): the game in play (null when none), never its board. */
export const useCurrentMines = () =>
  useQuery({
    queryKey: currentKey,
    queryFn: ({ signal }) => api.get<MinesCurrentAnswer>('/api/originals/mines/games/current', { signal }),
    select: (answer) => answer.data,
  });

/** GET /api/originals/mines/games (bearer): the latest finished games, with their boards (for /fairness). */
export const useFinishedMines = () =>
  useQuery({
    queryKey: ['originals', 'mines', 'finished'],
    queryFn: ({ signal }) => api.get<MinesGamesAnswer>('/api/originals/mines/games', { signal }),
    select: (answer) => answer.data,
  });

/** A move answers the game as it now stands: it becomes the current game (or none when over); the balance refetches. */
function useMinesMove<T>(send: (input: T) => Promise<MinesGameAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData<MinesCurrentAnswer>(currentKey, { success: true, data: answer.data.status === 'open' ? answer.data : null });
      if (answer.data.status !== 'open') void queryClient.invalidateQueries({ queryKey: ['originals'] });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}

/** POST /api/originals/mines/games. */
export const useStartMines = () => useMinesMove((body: MinesStartRequest) => api.post<MinesGameAnswer>('/api/originals/mines/games', body));

/** POST /api/originals/mines/games/current/reveal. */
export const useRevealTile = () =>
  useMinesMove((tile: number) => api.post<MinesGameAnswer>('/api/originals/mines/games/current/reveal', { tile }));

/** POST /api/originals/mines/games/current/cash-out. */
export const useCashOutMines = () => useMinesMove(() => api.post<MinesGameAnswer>('/api/originals/mines/games/current/cash-out'));
