import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';
import { PlayerPhonesRepository } from '../../persistence/player-phones.repository.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { CodeChecker } from './code-checker.js';
import { VerifyPhoneCommand } from './verify-phone.command.js';

@CommandHandler(VerifyPhoneCommand)
export class VerifyPhoneHandler implements ICommandHandler<VerifyPhoneCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(CodeChecker) private readonly checker: CodeChecker,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(PlayerPhonesRepository) private readonly phones: PlayerPhonesRepository,
  ) {}

  async execute({ playerId, code, scope }: VerifyPhoneCommand): Promise<PlayerResult<{ message: string }>> {
    const checked = await this.checker.check(scope === 'own' ? 'verify-phone' : 'verify-extra-phone', playerId, code, 'verification_code');
    if (!checked.ok) return checked;
    if (scope === 'own') await this.players.markPhoneVerified(playerId);
    else await this.phones.markVerified(playerId, checked.target);
    return { ok: true, message: 'Your phone number is verified.' };
  }
}
