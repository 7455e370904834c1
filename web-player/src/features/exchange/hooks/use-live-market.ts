import { ExchangeRooms, type ExchangeMarketPush } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { matchOddsQueryOptions } from '../api/get-match-odds';
import { liveView } from '../lib/live-view';
import { useLiveRoom } from './use-live-room';

/** Spec section 9: the odds are polled every 300 ms; here only while the socket is down. */
export const ODDS_POLL_MS = 300;

const marketOf = (push: ExchangeMarketPush) => push.market;

/** A match odds market, live: pushed on `market:<id>`, polled only when the socket is down. */
export function useLiveMarket(marketId: string | null) {
  const room = useLiveRoom(marketId ? ExchangeRooms.market(marketId) : null, 'exchange:market', marketOf);
  const polled = useQuery({ ...matchOddsQueryOptions(marketId ?? '', room.connected ? false : ODDS_POLL_MS), enabled: Boolean(marketId) });
  const { state: market, ...view } = liveView(room, polled, (shown) => shown.version, Boolean(marketId));
  return { market, ...view, retry: () => void polled.refetch() };
}
