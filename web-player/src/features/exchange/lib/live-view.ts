import { newer, type Numbered } from './live-state';
import { isNotFound } from './not-found';

/** What a live room hook knows (hooks/use-live-room.ts). */
export interface RoomState<S> {
  live: Numbered<S> | undefined;
  connected: boolean;
  down: boolean;
  gone: string | null;
}

/** What the HTTP query knows: its answer (null: no such market or event), error and whether it is loading. */
export interface PolledState<S> {
  data: S | null | undefined;
  error: unknown;
  isPending: boolean;
}

/**
 * One market's or event's state to show, from its room and its polled answer: while the socket is up its
 * snapshot is the server's word (even numbered lower, after a restart); otherwise the newer of the two.
 */
export function liveView<S>(room: RoomState<S>, polled: PolledState<S>, seqOf: (state: S) => number, enabled: boolean) {
  const fromPoll = polled.data ? { seq: seqOf(polled.data), state: polled.data } : undefined;
  const state = (room.connected && room.live ? room.live : newer(room.live, fromPoll))?.state;
  return {
    state,
    connected: room.connected,
    /** Live updates are off (socket dropped or refused): the page is being polled. */
    down: room.down,
    /** No such market or event (the socket said so, or the API did). */
    gone: room.gone ?? (polled.data === null || isNotFound(polled.error) ? 'gone' : null),
    isPending: state === undefined && polled.isPending && enabled,
    error: state === undefined ? polled.error : null,
  };
}
