import type { DeadLetterPage, DeadLetterStatus } from '@khela/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface DeadLetterFilter {
  status: '' | DeadLetterStatus;
  page: number;
}

export const DEAD_LETTERS_PER_PAGE = 25;

/** GET /api/admin/events/dead-letters: failed deliveries, latest failure first. */
export function listDeadLetters(filter: DeadLetterFilter, signal?: AbortSignal): Promise<DeadLetterPage> {
  const params = new URLSearchParams({ page: String(filter.page), per_page: String(DEAD_LETTERS_PER_PAGE) });
  if (filter.status) params.set('status', filter.status);
  return api.get<DeadLetterPage>(`/api/admin/events/dead-letters?${params}`, { signal });
}

export const deadLettersQueryOptions = (filter: DeadLetterFilter) =>
  queryOptions({
    queryKey: ['events', 'dead-letters', filter],
    queryFn: ({ signal }) => listDeadLetters(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useDeadLetters(filter: DeadLetterFilter) {
  return useQuery(deadLettersQueryOptions(filter));
}
