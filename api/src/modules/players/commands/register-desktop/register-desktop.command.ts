import type { PlayerLoginResponse } from '@khela/contracts';
import { Command } from '@nestjs/cqrs';
import type { DesktopRegistrationPayload } from '../../domain/desktop-registration-rules.js';
import type { PlayerResult } from '../../domain/player-failure.js';
import type { ClientInfo } from '../client-info.js';

/** Desktop two-step registration (POST /api/register), with the captcha issued by GET /captcha. */
export class RegisterDesktopCommand extends Command<PlayerResult<{ login: PlayerLoginResponse }>> {
  constructor(
    readonly payload: DesktopRegistrationPayload,
    readonly captchaId: string | undefined,
    readonly client: ClientInfo,
  ) {
    super();
  }
}
