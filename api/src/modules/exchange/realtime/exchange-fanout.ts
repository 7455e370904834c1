import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ExchangeRooms, type ExchangeEventPush, type ExchangeMarketPush, type ExchangeRoomGone } from '@khela/contracts';
import type { Namespace, Socket } from 'socket.io';
import { PublicRooms, type PublicRoomHandler } from '../../../platform/realtime/public-rooms.js';
import { eventNotFound, marketNotFound } from '../exchange-messages.js';
import { ExchangeSnapshots } from '../store/exchange-snapshots.js';

/** A socket whose engine.io buffer holds more packets than this is lagging: it gets the latest state once it drains. */
export const maxBufferedPackets = 16;
/** Exchange rooms one socket may be in at once (a multi-markets page holds a few dozen at most). */
export const maxRoomsPerSocket = 100;
/** The socket.io room of this instance's lagging sockets, left out of broadcasts. */
const laggingRoom = 'exchange:lagging';

interface Subscriber {
  socket: Socket;
  rooms: Set<string>;
  /** Rooms whose latest state this socket has not been sent yet: at most one entry per room, whatever the feed does. */
  owed: Set<string>;
  lagging: boolean;
}

/**
 * Live exchange pushes on /player (rooms `market:<id>` and `event:<id>`, anonymous allowed): a snapshot on
 * join, then every change, each carrying the room's `seq` (the market's version, the event's seq).
 *
 * A change is broadcast once to the room (serialised once) on this instance only: every api instance
 * runs the same feed and store, so nothing crosses Redis. socket.io has no backpressure, so a socket
 * whose buffer is over `maxBufferedPackets` is taken out of broadcasts and instead owed its rooms: when
 * its buffer drains it gets each owed room's latest state, once (conflation: latest state wins). What a
 * slow socket costs is bounded by its rooms, never by the feed's rate.
 */
@Injectable()
export class ExchangeFanout implements PublicRoomHandler, OnModuleInit, OnModuleDestroy {
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly roomMembers = new Map<string, Set<Subscriber>>();
  private namespace?: Namespace;
  private unsubscribe?: () => void;

  constructor(
    @Inject(ExchangeSnapshots) private readonly snapshots: ExchangeSnapshots,
    @Inject(PublicRooms) private readonly publicRooms: PublicRooms,
  ) {}

  onModuleInit(): void {
    this.publicRooms.register('market:', this);
    this.publicRooms.register('event:', this);
    this.unsubscribe = this.snapshots.subscribe(({ eventId, marketChanged }) => {
      this.changed(ExchangeRooms.event(eventId));
      const marketId = this.snapshots.event(eventId)?.matchOddsMarketId;
      if (marketChanged && marketId) this.changed(ExchangeRooms.market(marketId));
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  admit(socket: Socket, room: string): string | undefined {
    const rooms = this.subscribers.get(socket.id)?.rooms;
    if (rooms && !rooms.has(room) && rooms.size >= maxRoomsPerSocket) return `At most ${maxRoomsPerSocket} exchange rooms at once.`;
    return undefined;
  }

  joined(socket: Socket, room: string): void {
    this.namespace ??= socket.nsp;
    const subscriber = this.subscriberOf(socket);
    subscriber.rooms.add(room);
    let members = this.roomMembers.get(room);
    if (!members) this.roomMembers.set(room, (members = new Set()));
    members.add(subscriber);
    this.sendSnapshot(subscriber, room);
  }

  left(socket: Socket, room: string): void {
    const subscriber = this.subscribers.get(socket.id);
    if (!subscriber) return;
    subscriber.rooms.delete(room);
    subscriber.owed.delete(room);
    this.removeMember(room, subscriber);
  }

  /** How many room states a socket is owed (what conflation holds back for it): never more than its rooms. */
  owedTo(socketId: string): number {
    return this.subscribers.get(socketId)?.owed.size ?? 0;
  }

  private subscriberOf(socket: Socket): Subscriber {
    let subscriber = this.subscribers.get(socket.id);
    if (subscriber) return subscriber;
    subscriber = { socket, rooms: new Set(), owed: new Set(), lagging: false };
    this.subscribers.set(socket.id, subscriber);
    const current = subscriber;
    socket.on('exchange:resync', (body: { room?: unknown } | undefined) => {
      const room = typeof body?.room === 'string' ? body.room : '';
      if (current.rooms.has(room)) this.sendSnapshot(current, room);
    });
    socket.once('disconnect', () => {
      for (const room of current.rooms) this.removeMember(room, current);
      this.subscribers.delete(socket.id);
    });
    return subscriber;
  }

  private removeMember(room: string, subscriber: Subscriber): void {
    const members = this.roomMembers.get(room);
    members?.delete(subscriber);
    if (members?.size === 0) this.roomMembers.delete(room);
  }

  private changed(room: string): void {
    const members = this.roomMembers.get(room);
    if (!members || !this.namespace) return;
    let anyReady = false;
    for (const subscriber of members) {
      if (!subscriber.lagging && buffered(subscriber.socket) > maxBufferedPackets) this.markLagging(subscriber);
      if (subscriber.lagging) subscriber.owed.add(room);
      else anyReady = true;
    }
    if (!anyReady) return;
    const push = this.push(room, false);
    if (push) this.namespace.local.to(room).except(laggingRoom).emit(push.name, push.payload);
  }

  private markLagging(subscriber: Subscriber): void {
    subscriber.lagging = true;
    void subscriber.socket.join(laggingRoom);
    subscriber.socket.conn.once('drain', () => this.catchUp(subscriber));
  }

  /** A lagging socket's buffer drained: send what it is owed (latest states only), then rejoin broadcasts. */
  private catchUp(subscriber: Subscriber): void {
    if (!this.subscribers.has(subscriber.socket.id)) return;
    const owed = [...subscriber.owed];
    subscriber.owed.clear();
    for (const room of owed) this.emitTo(subscriber, room, false);
    if (buffered(subscriber.socket) > maxBufferedPackets) {
      subscriber.socket.conn.once('drain', () => this.catchUp(subscriber));
      return;
    }
    subscriber.lagging = false;
    void subscriber.socket.leave(laggingRoom);
  }

  private sendSnapshot(subscriber: Subscriber, room: string): void {
    subscriber.owed.delete(room);
    this.emitTo(subscriber, room, true);
  }

  private emitTo(subscriber: Subscriber, room: string, snapshot: boolean): void {
    const push = this.push(room, snapshot);
    if (push) subscriber.socket.emit(push.name, push.payload);
    else
      subscriber.socket.emit('exchange:gone', {
        room,
        message: room.startsWith('market:') ? marketNotFound : eventNotFound,
      } satisfies ExchangeRoomGone);
  }

  private push(
    room: string,
    snapshot: boolean,
  ): { name: 'exchange:market'; payload: ExchangeMarketPush } | { name: 'exchange:event'; payload: ExchangeEventPush } | undefined {
    if (room.startsWith('market:')) {
      const market = this.snapshots.market(room.slice('market:'.length));
      return market && { name: 'exchange:market', payload: { room, seq: market.version, snapshot, market } };
    }
    const event = this.snapshots.event(room.slice('event:'.length));
    return event && { name: 'exchange:event', payload: { room, seq: event.seq, snapshot, event } };
  }
}

/** Packets waiting in the socket's engine.io buffer (not yet handed to the transport). */
const buffered = (socket: Socket): number => (socket.conn as unknown as { writeBuffer?: unknown[] }).writeBuffer?.length ?? 0;
