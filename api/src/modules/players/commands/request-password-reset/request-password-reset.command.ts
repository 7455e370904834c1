import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';
import type { ClientInfo } from '../client-info.js';

/**
 * POST /api/usr-forgot-password: an OTP to the player's own verified e-mail or phone. The answer is the
 * same whether or not the username exists, the address matches, or a code was actually sent.
 */
export class RequestPasswordResetCommand extends Command<PlayerResult<{ message: string }>> {
  constructor(
    readonly payload: { type?: unknown; email?: unknown; phone?: unknown; username?: unknown },
    readonly client: ClientInfo,
  ) {
    super();
  }
}
