import { Inject } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import { isPublicRoom, Namespaces } from '@khela/contracts';
import type { Namespace, Socket } from 'socket.io';
import { PublicRooms } from './public-rooms.js';
import { admitSocket, authenticateSockets } from './socket-auth.js';
import { TOKEN_VERIFIER, type TokenVerifier } from './token-verifier.port.js';

/**
 * /player: a signed-in player's socket joins `player:<id>` (balance, inbox, chat pushes) and
 * `session:<id>` on connect, and is closed when that session or every session of the player ends;
 * anyone may join and leave public rooms such as odds markets. Private rooms cannot be joined by asking.
 */
@WebSocketGateway({ namespace: Namespaces.player })
export class PlayerGateway implements OnGatewayInit {
  /** This instance's namespace; with the Redis adapter, `in(room).fetchSockets()` sees every instance's sockets. */
  namespace?: Namespace;

  constructor(
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    @Inject(PublicRooms) private readonly publicRooms: PublicRooms,
  ) {}

  afterInit(namespace: Namespace): void {
    this.namespace = namespace;
    namespace.use(authenticateSockets(this.verifier, 'player', true));
    namespace.on('connection', (socket: Socket) => void admitSocket(socket, this.verifier));
  }

  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: { room?: unknown }): Promise<{ ok: boolean; message?: string }> {
    const room = typeof body?.room === 'string' ? body.room : '';
    if (!isPublicRoom(room)) return { ok: false, message: 'This room cannot be joined.' };
    // A module may keep state per room (exchange snapshots and conflation): it may refuse, and hears of the join.
    const handler = this.publicRooms.handlerOf(room);
    const refusal = handler?.admit(socket, room);
    if (refusal) return { ok: false, message: refusal };
    await socket.join(room);
    handler?.joined(socket, room);
    return { ok: true };
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: { room?: unknown }): Promise<{ ok: boolean }> {
    if (typeof body?.room === 'string' && isPublicRoom(body.room) && socket.rooms.has(body.room)) {
      await socket.leave(body.room);
      this.publicRooms.handlerOf(body.room)?.left(socket, body.room);
    }
    return { ok: true };
  }
}
