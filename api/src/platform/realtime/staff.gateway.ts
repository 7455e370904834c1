import { Inject } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import { Namespaces } from '@khela/contracts';
import type { Namespace, Socket } from 'socket.io';
import { admitSocket, authenticateSockets, type SocketData } from './socket-auth.js';
import { SocketTickets } from './socket-tickets.js';
import { STAFF_ROOM_POLICY, type StaffRoomPolicy } from './staff-rooms.port.js';
import { TOKEN_VERIFIER, type TokenVerifier } from './token-verifier.port.js';

/**
 * /staff: only signed-in staff connect; those who may read payments join the shared payment-queue room; all join `staff:<id>` and
 * `session:<id>` so that signing out, disabling the account or resetting its 2FA closes their sockets.
 */
@WebSocketGateway({ namespace: Namespaces.staff })
export class StaffGateway implements OnGatewayInit {
  /** This instance's namespace; with the Redis adapter, `in(room).fetchSockets()` sees every instance's sockets. */
  namespace?: Namespace;

  constructor(
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    @Inject(SocketTickets) private readonly tickets: SocketTickets,
    @Inject(STAFF_ROOM_POLICY) private readonly rooms: StaffRoomPolicy,
  ) {}

  afterInit(namespace: Namespace): void {
    this.namespace = namespace;
    // The back-office's session is an HttpOnly cookie it cannot read: it connects with a socket ticket.
    namespace.use(authenticateSockets(this.verifier, 'staff', false, this.tickets));
    namespace.on('connection', (socket: Socket) => void this.admit(socket));
  }

  /** Session rooms for everyone; shared rooms (the payment queue) only as the staff member's permissions allow. */
  private async admit(socket: Socket): Promise<void> {
    const subject = (socket.data as SocketData).subject;
    const shared = subject ? await this.rooms.roomsFor(subject).catch(() => null) : [];
    if (shared === null) {
      socket.disconnect(true); // fail closed: permissions could not be read
      return;
    }
    await admitSocket(socket, this.verifier, shared);
  }
}
