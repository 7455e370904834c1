import type { FavoritesResponse, GameItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/** GET /api/favorites (bearer): the player's favourite games, newest first. */
export function getFavorites(signal?: AbortSignal): Promise<FavoritesResponse> {
  return api.get<FavoritesResponse>('/api/favorites', { signal });
}

export const favoritesQueryKey = ['games', 'favorites'] as const;

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: favoritesQueryKey,
    queryFn: ({ signal }) => getFavorites(signal),
    select: (answer): GameItem[] => answer.favorites,
  });

/** Only asked when a session exists; guests have no favourites. */
export function useFavorites() {
  const loggedIn = Boolean(useSessionToken());
  return useQuery({ ...favoritesQueryOptions(), enabled: loggedIn });
}
