import { Global, Module } from '@nestjs/common';
import { PlayerGateway } from './player.gateway.js';
import { PublicRooms } from './public-rooms.js';
import { RealtimeNotifier } from './realtime-notifier.js';
import { SocketTickets } from './socket-tickets.js';
import { StaffGateway } from './staff.gateway.js';

@Global()
@Module({ providers: [RealtimeNotifier, SocketTickets, PublicRooms], exports: [RealtimeNotifier, SocketTickets, PublicRooms] })
export class RealtimeModule {}

/** The socket.io gateways, loaded only in the api role (a worker holds no sockets). */
@Module({ providers: [PlayerGateway, StaffGateway] })
export class GatewaysModule {}
