import type { GameCategoryType, StaffGameItem } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface GamesFilter {
  type: GameCategoryType | '';
  /** A provider platform code, or '' for all. */
  system: string;
}

/** GET /api/admin/catalogue/games?type&system: disabled games included. */
export function listGames(filter: GamesFilter, signal?: AbortSignal): Promise<StaffGameItem[]> {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.system) params.set('system', JSON.stringify([filter.system]));
  const query = params.size ? `?${params}` : '';
  return api.get<StaffGameItem[]>(`/api/admin/catalogue/games${query}`, { signal });
}

export const gamesQueryOptions = (filter: GamesFilter) =>
  queryOptions({
    queryKey: ['catalogue', 'games', filter],
    queryFn: ({ signal }) => listGames(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useGames(filter: GamesFilter) {
  return useQuery(gamesQueryOptions(filter));
}
