import type { FavoritesResponse } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { favoritesQueryKey } from './get-favorites';

/** DELETE /api/favorites/{code} (bearer): answers the whole new list. */
export function removeFavorite(gameCode: string): Promise<FavoritesResponse & { message: string }> {
  return api.delete(`/api/favorites/${encodeURIComponent(gameCode)}`);
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (answer) => queryClient.setQueryData(favoritesQueryKey, { favorites: answer.favorites }),
  });
}
