import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';

/** POST /api/user-pwd: a new password for the signed-in player; every session of theirs ends. */
export class ChangePasswordCommand extends Command<PlayerResult<{ message: string }>> {
  constructor(
    readonly playerId: string,
    readonly payload: { old_password?: unknown; new_password?: unknown; new_password_confirmation?: unknown },
  ) {
    super();
  }
}
