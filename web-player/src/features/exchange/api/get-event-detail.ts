import type { EventDetail, EventDetailAnswer } from '@khela/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/event/{eventId} (spec section 7): `data.items[eventId]` with fancy2 and bookmaker. */
export function getEventDetail(eventId: string, signal?: AbortSignal): Promise<EventDetailAnswer> {
  return api.get<EventDetailAnswer>(`/api/event/${encodeURIComponent(eventId)}`, { signal });
}

/** The event as first shown, and polled at `pollMs` while the socket is down (spec section 9: 300 ms). */
export const eventDetailQueryOptions = (eventId: string, pollMs: number | false) =>
  queryOptions({
    queryKey: ['exchange', 'event', eventId],
    queryFn: ({ signal }) => getEventDetail(eventId, signal),
    select: (answer): EventDetail | null => answer.data?.items?.[eventId] ?? null,
    staleTime: 0,
    refetchInterval: pollMs,
  });
