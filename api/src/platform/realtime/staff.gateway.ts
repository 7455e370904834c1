import { Inject } from '@nestjs/common';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import { Namespaces, Rooms } from '@khela/contracts';
import type { Namespace, Socket } from 'socket.io';
import { authenticateSockets } from './socket-auth.js';
import { TOKEN_VERIFIER, type TokenVerifier } from './token-verifier.port.js';

/** /staff: only signed-in staff connect; they join the shared payment-queue room. */
@WebSocketGateway({ namespace: Namespaces.staff })
export class StaffGateway implements OnGatewayInit {
  constructor(@Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier) {}

  afterInit(namespace: Namespace): void {
    namespace.use(authenticateSockets(this.verifier, 'staff', false));
    namespace.on('connection', (socket: Socket) => void socket.join(Rooms.staffPayments));
  }
}
