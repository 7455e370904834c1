import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';

/**
 * POST /api/verify-phone-number (the player's own number: session_id becomes 1) and
 * POST /api/add/verify-phone-number (scope 'extra': the extra number the last code went to).
 */
export class VerifyPhoneCommand extends Command<PlayerResult<{ message: string }>> {
  constructor(
    readonly playerId: string,
    readonly code: unknown,
    readonly scope: 'own' | 'extra',
  ) {
    super();
  }
}
