import type { LogoItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const logoQueryKey = ['content', 'logo'] as const;

/** GET /api/admin/content/logo: the four site images. */
export function getLogo(signal?: AbortSignal): Promise<LogoItem> {
  return api.get<LogoItem>('/api/admin/content/logo', { signal });
}

export const logoQueryOptions = () => queryOptions({ queryKey: logoQueryKey, queryFn: ({ signal }) => getLogo(signal), staleTime: 0 });

export function useLogo() {
  return useQuery(logoQueryOptions());
}
