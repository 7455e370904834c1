import { Inject, Injectable } from '@nestjs/common';
import { Namespaces, Rooms, type PlayerEventName, type PlayerEventPayload } from '@khela/contracts';
import { Emitter } from '@socket.io/redis-emitter';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { RedisConnections } from '../redis/redis.module.js';
import { socketIoKey } from './redis-io.adapter.js';

/**
 * The one way server code pushes to sockets. It publishes through Redis, so a push made by any process
 * (api or worker) reaches the sockets held by every api instance.
 */
@Injectable()
export class RealtimeNotifier {
  private readonly emitter: Emitter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RedisConnections) connections: RedisConnections) {
    // Auto-pipelining: the pushes of one ledger batch are published in the same tick, so they go to
    // Redis in one write instead of one system call each.
    this.emitter = new Emitter(connections.open({ enableAutoPipelining: true }), { key: socketIoKey(config) });
  }

  toPlayer<E extends PlayerEventName>(playerId: string, event: E, payload: PlayerEventPayload<E>): void {
    this.emitter.of(Namespaces.player).to(Rooms.player(playerId)).emit(event, payload);
  }

  toStaffRoom(room: string, event: string, payload: unknown): void {
    this.emitter.of(Namespaces.staff).to(room).emit(event, payload);
  }

  toRoom(room: string, event: string, payload: unknown): void {
    this.emitter.of(Namespaces.player).to(room).emit(event, payload);
  }

  /**
   * Closes every socket opened with this session, on every api instance (the Redis adapter of each
   * instance acts on the request). Published on the same connection as the pushes, so a push sent
   * after this call reaches every instance after the disconnect and finds the socket gone.
   */
  disconnectSession(sessionId: string): void {
    // A session id is unique across kinds; which namespace its sockets are on is not worth a lookup.
    for (const namespace of [Namespaces.player, Namespaces.staff]) {
      this.emitter.of(namespace).in(Rooms.session(sessionId)).disconnectSockets(true);
    }
  }

  /**
   * Puts every socket of a staff member into, or out of, shared staff rooms on every api instance (after a
   * role change: what they may hear follows their permissions without closing their sockets).
   */
  setStaffRooms(staffId: string, rooms: { join: readonly string[]; leave: readonly string[] }): void {
    const sockets = this.emitter.of(Namespaces.staff).in(Rooms.staff(staffId));
    if (rooms.leave.length) sockets.socketsLeave([...rooms.leave]);
    if (rooms.join.length) sockets.socketsJoin([...rooms.join]);
  }

  /** Closes every socket of a player or staff member (all their sessions ended), on every api instance. */
  disconnectSubject(kind: 'player' | 'staff', subjectId: string): void {
    if (kind === 'player') this.emitter.of(Namespaces.player).in(Rooms.player(subjectId)).disconnectSockets(true);
    else this.emitter.of(Namespaces.staff).in(Rooms.staff(subjectId)).disconnectSockets(true);
  }
}
