import type { BettingRecordTypesAnswer } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

/** GET /api/get-type (bearer): the platforms and game types the records can be filtered by. */
export function getRecordTypes(signal?: AbortSignal): Promise<BettingRecordTypesAnswer> {
  return api.get<BettingRecordTypesAnswer>('/api/get-type', { signal });
}

export const recordTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['betting', 'types'],
    queryFn: ({ signal }) => getRecordTypes(signal),
    staleTime: 5 * 60_000,
  });

export function useRecordTypes() {
  const token = useSessionToken();
  return useQuery({ ...recordTypesQueryOptions(), enabled: Boolean(token) });
}
