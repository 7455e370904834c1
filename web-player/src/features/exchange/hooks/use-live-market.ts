import { ExchangeRooms, type ExchangeMarketPush, type MatchOddsMarket } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { matchOddsQueryOptions } from '../api/get-match-odds';
import { isNotFound } from '../lib/not-found';
import { newer } from '../lib/live-state';
import { useLiveRoom } from './use-live-room';

/** Spec section 9: the odds are polled every 300 ms; here only while the socket is down. */
export const ODDS_POLL_MS = 300;

const marketOf = (push: ExchangeMarketPush) => push.market;

/** A match odds market, live: pushed on `market:<id>`, polled only when the socket is down. */
export function useLiveMarket(marketId: string | null) {
  const { live, connected, down, gone } = useLiveRoom(marketId ? ExchangeRooms.market(marketId) : null, 'exchange:market', marketOf);
  const polled = useQuery({ ...matchOddsQueryOptions(marketId ?? '', connected ? false : ODDS_POLL_MS), enabled: Boolean(marketId) });
  const fromPoll = polled.data ? { seq: polled.data.version, state: polled.data } : undefined;
  // While connected, the socket's snapshot is the server's word (even with a lower number after a restart).
  const shown = connected && live ? live : newer(live, fromPoll);
  const market: MatchOddsMarket | undefined = shown?.state;
  return {
    market,
    connected,
    /** Live updates are off (socket dropped or refused): the page is being polled. */
    down,
    /** The market does not exist (the socket said so, or the poll found none). */
    gone: gone ?? (polled.data === null || isNotFound(polled.error) ? 'gone' : null),
    isPending: !market && polled.isPending && Boolean(marketId),
    error: market ? null : polled.error,
    retry: () => void polled.refetch(),
  };
}
