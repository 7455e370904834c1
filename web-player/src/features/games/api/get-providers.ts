import type { ProviderItem, ProvidersResponse } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/get-provider?system=["RTG","PDL"]: the spec sends the system list as JSON. */
export function getProviders(systems: readonly string[], signal?: AbortSignal): Promise<ProvidersResponse> {
  return api.get<ProvidersResponse>(`/api/get-provider?system=${encodeURIComponent(JSON.stringify(systems))}`, {
    signal,
  });
}

export const providersQueryOptions = (systems: readonly string[]) =>
  queryOptions({
    queryKey: ['catalogue', 'providers', [...systems].sort()],
    queryFn: ({ signal }) => getProviders(systems, signal),
    select: (answer): ProviderItem[] => answer.data,
  });

export function useProviders(systems: readonly string[] | undefined) {
  return useQuery({
    ...providersQueryOptions(systems ?? []),
    enabled: systems !== undefined && systems.length > 0,
  });
}
