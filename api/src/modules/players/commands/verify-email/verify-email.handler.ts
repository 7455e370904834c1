import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { CodeChecker } from '../verify-phone/code-checker.js';
import { VerifyEmailCommand } from './verify-email.command.js';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(CodeChecker) private readonly checker: CodeChecker,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
  ) {}

  async execute({ playerId, code }: VerifyEmailCommand): Promise<PlayerResult<{ message: string }>> {
    const checked = await this.checker.check('verify-email', playerId, code, 'code');
    if (!checked.ok) return checked;
    await this.players.markEmailVerified(playerId);
    return { ok: true, message: 'Your e-mail address is verified.' };
  }
}
