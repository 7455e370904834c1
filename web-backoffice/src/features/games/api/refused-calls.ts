import type { StaffGameRefusedCallPage } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface RefusedCallFilter {
  provider: string;
  from: string;
  to: string;
  page: number;
}

export const emptyRefusedCallFilter: RefusedCallFilter = { provider: '', from: '', to: '', page: 1 };

/** GET /api/admin/game-refused-calls: provider calls refused before any decision, newest first (server default: the last 7 days). */
export function searchRefusedCalls(filter: RefusedCallFilter, signal?: AbortSignal): Promise<StaffGameRefusedCallPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value).trim());
  const search = params.toString();
  return api.get<StaffGameRefusedCallPage>(`/api/admin/game-refused-calls${search ? `?${search}` : ''}`, { signal });
}

export function useRefusedCalls(filter: RefusedCallFilter) {
  return useQuery({
    queryKey: ['game-refused-calls', filter],
    queryFn: ({ signal }) => searchRefusedCalls(filter, signal),
    placeholderData: keepPreviousData,
  });
}
