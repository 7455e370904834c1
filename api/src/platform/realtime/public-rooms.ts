import { Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';

/**
 * What a module does when a socket joins or leaves one of its public rooms (the exchange sends a snapshot
 * on join and keeps per-socket state). The gateway stays the one place sockets join rooms; a module only
 * registers a handler for its room prefix here.
 */
export interface PublicRoomHandler {
  /** A reason to refuse the join (said to the client), or undefined to let it in. */
  admit(socket: Socket, room: string): string | undefined;
  /** After the socket joined the room. */
  joined(socket: Socket, room: string): void;
  /** After the socket left the room (not called on disconnect: a handler watches that itself). */
  left(socket: Socket, room: string): void;
}

@Injectable()
export class PublicRooms {
  private readonly handlers = new Map<string, PublicRoomHandler>();

  /** `prefix` is the room name up to and including its colon, e.g. `market:`. */
  register(prefix: string, handler: PublicRoomHandler): void {
    if (this.handlers.has(prefix)) throw new Error(`A handler for public rooms ${prefix}* is registered already`);
    this.handlers.set(prefix, handler);
  }

  handlerOf(room: string): PublicRoomHandler | undefined {
    const colon = room.indexOf(':');
    return colon < 0 ? undefined : this.handlers.get(room.slice(0, colon + 1));
  }
}
