import type { PlayerEventName, PlayerEventPayload } from '@khela/contracts';
import { useEffect, useRef } from 'react';
import { useSessionToken } from './session';

/**
 * Runs `handler` for each `event` pushed on the player's socket. Connects with the current token,
 * reconnects when the token changes, and lets go of the socket on logout (token gone) or unmount.
 */
export function usePlayerEvent<E extends PlayerEventName>(event: E, handler: (payload: PlayerEventPayload<E>) => void): void {
  const token = useSessionToken();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let cleanup = () => {};
    void import('./player-socket').then(({ acquirePlayerSocket }) => {
      if (cancelled) return;
      const { socket, release } = acquirePlayerSocket(token);
      // socket.io's typed listeners are keyed by event name; one cast at this single seam.
      const listener = ((payload: PlayerEventPayload<E>) => latest.current(payload)) as never;
      socket.on(event, listener);
      cleanup = () => {
        socket.off(event, listener);
        release();
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [event, token]);
}
