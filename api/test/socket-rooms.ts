import type { Namespace } from 'socket.io';
import { waitFor } from './ledger/ledger-harness.js';

/**
 * Waits until the server has put each socket in its room (joins finish after 'connect' reaches the
 * client): a push sent before that would be lost, and a fixed sleep only guesses. With the Redis adapter
 * `fetchSockets` asks every instance, so a socket on another api instance counts too.
 */
export async function joinedRoom(
  namespace: Namespace,
  room: string,
  socketIds: readonly (string | undefined)[],
  timeoutMs = 5000,
): Promise<void> {
  await waitFor(async () => {
    const inRoom = new Set((await namespace.in(room).fetchSockets()).map((s) => s.id));
    return socketIds.every((id) => id !== undefined && inRoom.has(id));
  }, timeoutMs);
}
