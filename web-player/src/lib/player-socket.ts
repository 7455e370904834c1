import type { PlayerClientEvents, PlayerServerEvents } from '@khela/contracts';
import { io, type Socket } from 'socket.io-client';
import { env } from '@/config/env';

export type PlayerSocket = Socket<PlayerServerEvents, PlayerClientEvents>;

/**
 * One socket to the /player namespace per session token, shared by every listener (balance, payment
 * status, exchange odds). Loaded lazily (socket.io-client stays out of the home bundle). A new token
 * replaces the socket; the last listener leaving (logout unmounts them) disconnects it. A null token is
 * a guest's anonymous socket, which may join public rooms only (odds markets).
 */
let current: { token: string | null; socket: PlayerSocket; users: number } | null = null;

export function acquirePlayerSocket(token: string | null): { socket: PlayerSocket; release: () => void } {
  if (current && current.token !== token) {
    current.socket.disconnect();
    current = null;
  }
  if (!current) {
    const socket: PlayerSocket = io(`${env.API_URL}/player`, { path: '/socket.io', auth: token ? { token } : {} });
    current = { token, socket, users: 0 };
  }
  const held = current;
  held.users += 1;
  let released = false;
  return {
    socket: held.socket,
    release: () => {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users <= 0) {
        held.socket.disconnect();
        if (current === held) current = null;
      }
    },
  };
}
