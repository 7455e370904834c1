import type { FavoritesResponse } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorites';

/** POST /api/favorites (bearer) { game_code }: answers the whole new list. */
export function addFavorite(gameCode: string): Promise<FavoritesResponse & { message: string }> {
  return api.post('/api/favorites', { game_code: gameCode });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: (answer) => queryClient.setQueryData(favoritesQueryKey, { favorites: answer.favorites }),
  });
}
