import type { PlayerLoginResponse } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid, type PlayerResult } from '../../domain/player-failure.js';
import { validateMobileSignUp } from '../../domain/sign-up-rules.js';
import { SignUpCommand } from './sign-up.command.js';
import { SignUpService } from './sign-up.service.js';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand, PlayerResult<{ login: PlayerLoginResponse }>> {
  constructor(@Inject(SignUpService) private readonly service: SignUpService) {}

  async execute({ payload, client }: SignUpCommand): Promise<PlayerResult<{ login: PlayerLoginResponse }>> {
    const checked = validateMobileSignUp(payload);
    if (!checked.ok) return invalid(checked.errors);
    const result = await this.service.signUp(checked.input, 'mobile', client);
    return result.ok ? { ok: true, login: result.login } : result;
  }
}
