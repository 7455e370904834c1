import type { GeneralSettings } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/general: site title, status, notice list and support settings. */
export function getGeneral(signal?: AbortSignal): Promise<GeneralSettings> {
  return api.get<GeneralSettings>('/api/general', { signal });
}

export const generalQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'general'],
    queryFn: ({ signal }) => getGeneral(signal),
    // Staff change these rarely; five minutes keeps page changes from refetching.
    staleTime: 5 * 60_000,
  });

export function useGeneral() {
  return useQuery(generalQueryOptions());
}
