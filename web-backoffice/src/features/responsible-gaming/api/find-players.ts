import type { StaffPlayerPage } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/players?q: the players search (risk staff hold players.read), first 25 matches. */
export function findPlayers(q: string, signal?: AbortSignal): Promise<StaffPlayerPage> {
  const params = new URLSearchParams({ q, page: '1', per_page: '25' });
  return api.get<StaffPlayerPage>(`/api/admin/players?${params}`, { signal });
}

/** Searches only once something was typed. */
export function useFindPlayers(q: string) {
  return useQuery({
    queryKey: ['responsible-gaming', 'find', q],
    queryFn: ({ signal }) => findPlayers(q, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
