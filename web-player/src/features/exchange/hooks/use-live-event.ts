import { ExchangeRooms, type EventDetail, type ExchangeEventPush } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '../api/get-event-detail';
import { isNotFound } from '../lib/not-found';
import { newer } from '../lib/live-state';
import { ODDS_POLL_MS } from './use-live-market';
import { useLiveRoom } from './use-live-room';

const eventOf = (push: ExchangeEventPush) => push.event;

/** An event's detail (score, bookmaker, fancy), live: pushed on `event:<id>`, polled every 300 ms only when the socket is down. */
export function useLiveEvent(eventId: string | null) {
  const { live, connected, down, gone } = useLiveRoom(eventId ? ExchangeRooms.event(eventId) : null, 'exchange:event', eventOf);
  const polled = useQuery({ ...eventDetailQueryOptions(eventId ?? '', connected ? false : ODDS_POLL_MS), enabled: Boolean(eventId) });
  const fromPoll = polled.data ? { seq: polled.data.seq, state: polled.data } : undefined;
  const shown = connected && live ? live : newer(live, fromPoll);
  const event: EventDetail | undefined = shown?.state;
  return {
    event,
    connected,
    /** Live updates are off (socket dropped or refused): the page is being polled. */
    down,
    gone: gone ?? (polled.data === null || isNotFound(polled.error) ? 'gone' : null),
    isPending: !event && polled.isPending && Boolean(eventId),
    error: event ? null : polled.error,
  };
}
