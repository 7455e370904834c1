import type { CodeSentResponse } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';
import type { ClientInfo } from '../client-info.js';

/**
 * Sends a verification code to the player's own phone or e-mail (POST /api/send-verification-code), or
 * to one of their extra numbers (POST /api/add/send-verification-code, scope 'extra').
 */
export class SendVerificationCodeCommand extends Command<PlayerResult<CodeSentResponse>> {
  constructor(
    readonly playerId: string,
    readonly target: { phone?: unknown; email?: unknown },
    readonly scope: 'own' | 'extra',
    readonly client: ClientInfo,
  ) {
    super();
  }
}
