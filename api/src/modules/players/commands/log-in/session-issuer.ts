import type { PlayerLoginResponse } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { SessionStore } from '../../../auth/index.js';
import type { PlayerRecord } from '../../persistence/players.repository.js';
import type { ClientInfo } from '../client-info.js';

/** Opens a revocable player session and answers in the login shape of spec section 3. */
@Injectable()
export class SessionIssuer {
  constructor(@Inject(SessionStore) private readonly sessions: SessionStore) {}

  async issue(player: Pick<PlayerRecord, 'id' | 'username'>, client: ClientInfo): Promise<PlayerLoginResponse> {
    const session = await this.sessions.issue('player', player.id, {
      ...(client.ip ? { ip: client.ip } : {}),
      ...(client.userAgent ? { userAgent: client.userAgent.slice(0, 300) } : {}),
    });
    // The in-house exchange accepts the same revocable session; it gets a token of its own once the
    // exchange module issues one. Clients read exchange[0].token.
    return { token: session.token, remote_id: player.id, username: player.username, exchange: [{ token: session.token }] };
  }
}
