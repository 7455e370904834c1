import { exchangeSports, type ExchangeHubAnswer, type ExchangeHubSport, type SportsEvent } from '@khela/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '@/lib/session';
import { getSportsEvents } from './get-sports-events';

const HOME_REFRESH_MS = 15_000;

/** GET /api/exchange-hub (bearer, spec section 7): the exchange home's live and upcoming events per sport. */
export function getExchangeHub(signal?: AbortSignal): Promise<ExchangeHubAnswer> {
  return api.get<ExchangeHubAnswer>('/api/exchange-hub', { signal });
}

/**
 * A guest has no bearer for the hub: the same per-sport picture from the public lists (in play now, and
 * today's and tomorrow's events not yet started, soonest first).
 */
async function getGuestHome(signal?: AbortSignal): Promise<ExchangeHubSport[]> {
  return Promise.all(
    exchangeSports.map(async (sport) => {
      const [inplay, today, tomorrow] = await Promise.all(
        (['inplay', 'today', 'tomorrow'] as const).map(async (list) => (await getSportsEvents(sport, list, signal)).events ?? []),
      );
      const upcoming = [...today!, ...tomorrow!]
        .filter((event: SportsEvent) => event.status === 'upcoming')
        .sort((a, b) => a.openDate.localeCompare(b.openDate));
      return { sport, inplay: inplay!, upcoming };
    }),
  );
}

export const exchangeHomeQueryOptions = (loggedIn: boolean) =>
  queryOptions({
    queryKey: ['exchange', 'home', loggedIn],
    queryFn: async ({ signal }) => (loggedIn ? ((await getExchangeHub(signal)).data?.sports ?? []) : getGuestHome(signal)),
    staleTime: 5_000,
    refetchInterval: HOME_REFRESH_MS,
  });

export function useExchangeHome() {
  return useQuery(exchangeHomeQueryOptions(Boolean(useSessionToken())));
}
