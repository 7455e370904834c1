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
}
