import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffWrite } from '../../../backoffice/index.js';
import type { PlayerResult } from '../../domain/player-failure.js';
import { staffPlayerMessages } from '../../domain/staff-player-actions.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { staffPlayerAction } from '../staff-player-action.js';
import { MarkPhoneVerifiedCommand } from './mark-phone-verified.command.js';

@CommandHandler(MarkPhoneVerifiedCommand)
export class MarkPhoneVerifiedHandler implements ICommandHandler<MarkPhoneVerifiedCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
  ) {}

  async execute({ playerId, reason, audit }: MarkPhoneVerifiedCommand): Promise<PlayerResult<{ message: string }>> {
    const result = await this.write.run(
      audit,
      staffPlayerAction(this.players, playerId, 'mark_phone_verified', reason, (current, db) =>
        this.players.markPhoneVerifiedIn(db, current.id),
      ),
    );
    return result.ok ? { ok: true, message: staffPlayerMessages.phoneVerified } : result;
  }
}
