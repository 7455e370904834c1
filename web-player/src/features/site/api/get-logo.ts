import type { LogoItem } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/logo answers a list; clients use only the first item (spec section 3). */
export function getLogo(signal?: AbortSignal): Promise<LogoItem[]> {
  return api.get<LogoItem[]>('/api/logo', { signal });
}

export const logoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'logo'],
    queryFn: ({ signal }) => getLogo(signal),
    staleTime: 5 * 60_000,
    select: (items): LogoItem | null => items[0] ?? null,
  });

export function useLogo() {
  return useQuery(logoQueryOptions());
}
