import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';

/** POST /api/verify-email: the code sent to the player's address marks it verified. */
export class VerifyEmailCommand extends Command<PlayerResult<{ message: string }>> {
  constructor(
    readonly playerId: string,
    readonly code: unknown,
  ) {
    super();
  }
}
