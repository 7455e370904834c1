import { Command } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';

/** POST /api/usr-reset-password: OTP + new password; every session of the player ends. */
export class ResetPasswordCommand extends Command<PlayerResult<{ message: string }>> {
  constructor(readonly payload: { otp?: unknown; password?: unknown; password_confirmation?: unknown; username?: unknown }) {
    super();
  }
}
