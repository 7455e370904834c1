import type { GameCategoryType, GameItem, GamesResponse } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface GamesFilter {
  type?: GameCategoryType;
  /** Platform codes; sent as the comma list /games?system= carries. */
  systems?: readonly string[];
  /** The home page's featured row. */
  featured?: boolean;
}

function gamesPath({ type, systems, featured }: GamesFilter): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (systems && systems.length > 0) query.set('system', systems.join(','));
  if (featured) query.set('featured', '1');
  const search = query.toString();
  return search ? `/api/get-games?${search}` : '/api/get-games';
}

/** GET /api/get-games?type&system(&featured=1): no auth. */
export function getGames(filter: GamesFilter, signal?: AbortSignal): Promise<GamesResponse> {
  return api.get<GamesResponse>(gamesPath(filter), { signal });
}

export const gamesQueryOptions = (filter: GamesFilter) =>
  queryOptions({
    queryKey: ['catalogue', 'games', filter.type ?? '', [...(filter.systems ?? [])].sort().join(','), Boolean(filter.featured)],
    queryFn: ({ signal }) => getGames(filter, signal),
    select: (answer): GameItem[] => answer.games,
  });

export function useGames(filter: GamesFilter, enabled = true) {
  return useQuery({ ...gamesQueryOptions(filter), enabled });
}
