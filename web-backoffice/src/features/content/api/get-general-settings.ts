import type { GeneralSettings } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const generalSettingsQueryKey = ['content', 'general'] as const;

/** GET /api/admin/content/general: site status, withdrawal status, title, support links, live-chat ids. */
export function getGeneralSettings(signal?: AbortSignal): Promise<GeneralSettings> {
  return api.get<GeneralSettings>('/api/admin/content/general', { signal });
}

export const generalSettingsQueryOptions = () =>
  queryOptions({ queryKey: generalSettingsQueryKey, queryFn: ({ signal }) => getGeneralSettings(signal), staleTime: 0 });

export function useGeneralSettings() {
  return useQuery(generalSettingsQueryOptions());
}
