import type { PlayerLoginResponse } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';
import type { MobileSignUpPayload } from '../../domain/sign-up-rules.js';
import type { ClientInfo } from '../client-info.js';

/** Mobile sign-up (POST /api/v1/create-players): validates, creates the player and wallet, signs in. */
export class SignUpCommand extends Command<PlayerResult<{ login: PlayerLoginResponse }>> {
  constructor(
    readonly payload: MobileSignUpPayload,
    readonly client: ClientInfo,
  ) {
    super();
  }
}
