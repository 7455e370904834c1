import type { NoticesView } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const noticesQueryKey = ['content', 'notices'] as const;

/** GET /api/admin/content/notices: the marquee lines and the (sanitised) system notice HTML. */
export function getNotices(signal?: AbortSignal): Promise<NoticesView> {
  return api.get<NoticesView>('/api/admin/content/notices', { signal });
}

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: noticesQueryKey, queryFn: ({ signal }) => getNotices(signal), staleTime: 0 });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
