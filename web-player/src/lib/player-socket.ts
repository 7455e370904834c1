import type { PlayerClientEvents, PlayerServerEvents } from '@khela/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { env } from '@/config/env';

export type PlayerSocket = Socket<PlayerServerEvents, PlayerClientEvents>;

/**
 * One socket to the /player namespace per session token, shared by every listener (balance, payment
 * status, exchange odds). Loaded lazily (socket.io-client stays out of the home bundle). A new token
 * replaces the socket; the last listener leaving (logout unmounts them) disconnects it. A null token is
 * a guest's anonymous socket, which may join public rooms only (odds markets).
 */
/**
 * WebSocket first, long-polling only when a WebSocket cannot open (a proxy that refuses upgrades): no polling
 * request and upgrade per connection, and the api keeps less per idle socket (issue 15,
 * bench/sockets/README.md: 5,000 idle sockets in one api process under 400 MB).
 */
const socketTransports: Partial<ManagerOptions & SocketOptions> = { transports: ['websocket', 'polling'], tryAllTransports: true };

let current: { token: string | null; socket: PlayerSocket; users: number } | null = null;

export function acquirePlayerSocket(token: string | null): { socket: PlayerSocket; release: () => void } {
  if (current && current.token !== token) {
    current.socket.disconnect();
    current = null;
  }
  if (!current) {
    const socket: PlayerSocket = io(`${env.API_URL}/player`, { path: '/socket.io', auth: token ? { token } : {}, ...socketTransports });
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
