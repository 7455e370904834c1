import type { PlayerServerEvents } from '@khela/contracts';
import { useEffect, useState } from 'react';
import { useSessionToken } from '@/lib/session';
import { applyPush, type Numbered } from '../lib/live-state';

type RoomEvent = 'exchange:market' | 'exchange:event';
type PushOf<E extends RoomEvent> = Parameters<PlayerServerEvents[E]>[0];

/**
 * Rooms this page holds on the shared socket, counted: two parts of a page may show the same market, and
 * the first to unmount must not take the room from the other.
 */
const roomHolders = new Map<string, number>();

/**
 * A public exchange room on the /player socket (issue 17; a guest's socket is anonymous): joins it on
 * every connect (so after a reconnect the server sends a fresh snapshot), shows its pushes in `seq` order
 * (lib/live-state.ts), and says whether the socket is up, so the caller polls only while it is not.
 */
export function useLiveRoom<E extends RoomEvent, S>(
  room: string | null,
  event: E,
  stateOf: (push: PushOf<E>) => S,
): { live: Numbered<S> | undefined; connected: boolean; down: boolean; gone: string | null } {
  const token = useSessionToken();
  const [shown, setShown] = useState<{ room: string; live?: Numbered<S>; gone?: string } | null>(null);
  const [connected, setConnected] = useState(false);
  // The socket was up and dropped, or could not connect: distinct from the first moments of connecting.
  const [down, setDown] = useState(false);

  useEffect(() => {
    if (!room) return;
    let cancelled = false;
    let cleanup = () => {};
    void import('@/lib/player-socket').then(({ acquirePlayerSocket }) => {
      if (cancelled) return;
      const { socket, release } = acquirePlayerSocket(token);
      const onConnect = () => {
        setConnected(true);
        setDown(false);
        socket.emit('join', { room });
      };
      const onDisconnect = () => {
        setConnected(false);
        setDown(true);
      };
      const onPush = ((push: PushOf<E>) => {
        if (push.room !== room) return;
        const next = { seq: push.seq, snapshot: push.snapshot, state: stateOf(push) };
        setShown((current) => {
          const live = current?.room === room ? current.live : undefined;
          const applied = applyPush(live, next);
          return applied === live && current ? current : { room, live: applied };
        });
      }) as never; // socket.io's typed listeners are keyed by event name; one cast at this seam
      const onGone = ({ room: goneRoom, message }: { room: string; message: string }) => {
        if (goneRoom === room) setShown({ room, gone: message });
      };
      roomHolders.set(room, (roomHolders.get(room) ?? 0) + 1);
      socket.on('connect', onConnect);
      socket.on('disconnect', onDisconnect);
      socket.on('connect_error', onDisconnect);
      socket.on(event, onPush);
      socket.on('exchange:gone', onGone);
      if (socket.connected) onConnect();
      cleanup = () => {
        const holders = (roomHolders.get(room) ?? 1) - 1;
        if (holders > 0) roomHolders.set(room, holders);
        else {
          roomHolders.delete(room);
          if (socket.connected) socket.emit('leave', { room });
        }
        socket.off('connect', onConnect);
        socket.off('disconnect', onDisconnect);
        socket.off('connect_error', onDisconnect);
        socket.off(event, onPush);
        socket.off('exchange:gone', onGone);
        release();
      };
    });
    return () => {
      cancelled = true;
      cleanup();
      setConnected(false);
    };
    // stateOf is a plain picker (push => push.market); a new function each render must not rejoin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room, event, token]);

  const mine = shown && shown.room === room ? shown : null;
  return { live: mine?.live, connected, down, gone: mine?.gone ?? null };
}
