import type { NetPositionItem, NetPositionsAnswer, NetPositionSpan } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';

export type { NetPositionItem, NetPositionsAnswer, NetPositionSpan };

/** GET /api/responsible-gaming/net-positions (bearer): net deposits and net position for 30 days, 6 and 12 months. */
export const netPositionsQueryOptions = () =>
  queryOptions({
    queryKey: ['player-protection', 'net-positions'] as const,
    queryFn: ({ signal }) => api.get<NetPositionsAnswer>('/api/responsible-gaming/net-positions', { signal }),
  });

export function useNetPositions() {
  const token = useSessionToken();
  return useQuery({ ...netPositionsQueryOptions(), enabled: Boolean(token) });
}
