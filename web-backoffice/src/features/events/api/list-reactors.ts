import type { ReactorView } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/events/reactors: every reactor with its checkpoint and lag per source. */
export function listReactors(signal?: AbortSignal): Promise<{ data: ReactorView[] }> {
  return api.get<{ data: ReactorView[] }>('/api/admin/events/reactors', { signal });
}

export const reactorsQueryOptions = () =>
  queryOptions({ queryKey: ['events', 'reactors'], queryFn: ({ signal }) => listReactors(signal), refetchInterval: 10_000 });

export function useReactors() {
  return useQuery(reactorsQueryOptions());
}
