import type { StaffProviderItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const providersQueryKey = ['catalogue', 'providers'] as const;

/** GET /api/admin/catalogue/providers: every provider, disabled included. */
export async function listProviders(signal?: AbortSignal): Promise<StaffProviderItem[]> {
  const list = await api.get<StaffProviderItem[]>('/api/admin/catalogue/providers', { signal });
  return [...list].sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: providersQueryKey, queryFn: ({ signal }) => listProviders(signal), staleTime: 0 });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
