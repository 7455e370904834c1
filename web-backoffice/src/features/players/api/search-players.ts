import type { StaffPlayerPage } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PlayerSearch {
  /** Username or e-mail prefix, digits of a phone, or a remote id; empty lists the newest players. */
  q: string;
  /** Only players carrying this staff tag (issue 22); empty: any. */
  tag?: string;
  page: number;
}

export const PLAYERS_PER_PAGE = 25;

/** GET /api/admin/players?q&tag&page&per_page, newest first. */
export function searchPlayers(search: PlayerSearch, signal?: AbortSignal): Promise<StaffPlayerPage> {
  const params = new URLSearchParams({ page: String(search.page), per_page: String(PLAYERS_PER_PAGE) });
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.tag) params.set('tag', search.tag);
  return api.get<StaffPlayerPage>(`/api/admin/players?${params}`, { signal });
}

export const playerSearchQueryOptions = (search: PlayerSearch) =>
  queryOptions({
    queryKey: ['players', 'search', search],
    queryFn: ({ signal }) => searchPlayers(search, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchPlayers(search: PlayerSearch) {
  return useQuery(playerSearchQueryOptions(search));
}
