import type { OtherPhone } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';

/** POST /api/add/number: an extra phone number, unverified until its code comes back. */
export class AddPhoneCommand extends Command<PlayerResult<{ message: string; data: OtherPhone }>> {
  constructor(
    readonly playerId: string,
    readonly phone: unknown,
  ) {
    super();
  }
}
