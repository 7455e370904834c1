import type { ExchangeSport, SportsEvent, SportsEventList, SportsEventsAnswer } from '@khela/contracts';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How often a list of events is asked again: new events start, scores move (the prices are pushed, not listed). */
const LIST_REFRESH_MS = 15_000;

/** GET /api/sports-events/{sport}?list= (spec section 7): one sport's events of one /exchange-inplay tab. */
export function getSportsEvents(sport: ExchangeSport, list: SportsEventList, signal?: AbortSignal): Promise<SportsEventsAnswer> {
  return api.get<SportsEventsAnswer>(`/api/sports-events/${sport}?list=${list}`, { signal });
}

export const sportsEventsQueryOptions = (sport: ExchangeSport, list: SportsEventList) =>
  queryOptions({
    queryKey: ['exchange', 'sports-events', sport, list],
    queryFn: ({ signal }) => getSportsEvents(sport, list, signal),
    select: (answer): SportsEvent[] => answer.events ?? [],
    staleTime: 5_000,
    // Results do not change once known; the other lists follow the games.
    refetchInterval: list === 'result' ? false : LIST_REFRESH_MS,
  });

/** One list for each of `sports` at once: the page shows them grouped by sport, each when it is in. */
export function useSportsEvents(sports: readonly ExchangeSport[], list: SportsEventList) {
  return useQueries({ queries: sports.map((sport) => sportsEventsQueryOptions(sport, list)) });
}

/** Several lists of one sport at once (the Sports page: in play, today, tomorrow). */
export function useSportsEventLists(sport: ExchangeSport, lists: readonly SportsEventList[]) {
  return useQueries({ queries: lists.map((list) => sportsEventsQueryOptions(sport, list)) });
}
