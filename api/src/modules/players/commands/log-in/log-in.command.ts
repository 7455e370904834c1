import type { PlayerLoginResponse } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';
import type { ClientInfo } from '../client-info.js';

/** POST /api/login: username and password to a session. */
export class LogInCommand extends Command<PlayerResult<{ login: PlayerLoginResponse }>> {
  constructor(
    readonly payload: { username?: unknown; password?: unknown },
    readonly client: ClientInfo,
  ) {
    super();
  }
}
