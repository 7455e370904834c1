import type { StaffPlayerPage } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery, type GridQuery, type GridQuerySpec } from '@/components/data-grid';
import { api } from '@/lib/api-client';

/**
 * The player list's URL (?q&tag&sort&page), which the detail page's "Back" keeps: q is a username or e-mail
 * prefix, digits of a phone, or a remote id; tag keeps players carrying that staff tag.
 */
export const playersGridSpec: GridQuerySpec = {
  filterKeys: ['q', 'tag'],
  sortColumns: ['created_at', 'username', 'id'],
  defaultSort: { column: 'created_at', descending: true },
};

export const PLAYERS_PER_PAGE = 25;
/** The API's largest page, for the CSV export. */
export const PLAYERS_EXPORT_PER_PAGE = 100;

/** GET /api/admin/players?q&tag&sort&page&per_page */
export function searchPlayers(query: GridQuery, page: number, perPage: number, signal?: AbortSignal): Promise<StaffPlayerPage> {
  return api.get<StaffPlayerPage>(`/api/admin/players?${apiQuery(query, page, perPage)}`, { signal });
}

export const playerSearchQueryOptions = (query: GridQuery) =>
  queryOptions({
    queryKey: ['players', 'search', query],
    queryFn: ({ signal }) => searchPlayers(query, query.page, PLAYERS_PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchPlayers(query: GridQuery) {
  return useQuery(playerSearchQueryOptions(query));
}
