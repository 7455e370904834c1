import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';

/** POST /api/user/profile/update: saves the birth date once, adults only. */
export class UpdateBirthDateCommand extends Command<PlayerResult<{ dofb: string }>> {
  constructor(
    readonly playerId: string,
    readonly dofb: unknown,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
