import { ExchangeRooms, type ExchangeEventPush } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '../api/get-event-detail';
import { liveView } from '../lib/live-view';
import { ODDS_POLL_MS } from './use-live-market';
import { useLiveRoom } from './use-live-room';

const eventOf = (push: ExchangeEventPush) => push.event;

/** An event's detail (score, bookmaker, fancy), live: pushed on `event:<id>`, polled every 300 ms only when the socket is down. */
export function useLiveEvent(eventId: string | null) {
  const room = useLiveRoom(eventId ? ExchangeRooms.event(eventId) : null, 'exchange:event', eventOf);
  const polled = useQuery({ ...eventDetailQueryOptions(eventId ?? '', room.connected ? false : ODDS_POLL_MS), enabled: Boolean(eventId) });
  const { state: event, ...view } = liveView(room, polled, (shown) => shown.seq, Boolean(eventId));
  return { event, ...view };
}
