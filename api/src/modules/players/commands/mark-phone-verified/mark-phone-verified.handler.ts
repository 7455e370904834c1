import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';
import { staffPlayerMessages } from '../../domain/staff-player-actions.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { StaffPlayerChange } from '../staff-player-change.js';
import { MarkPhoneVerifiedCommand } from './mark-phone-verified.command.js';

@CommandHandler(MarkPhoneVerifiedCommand)
export class MarkPhoneVerifiedHandler implements ICommandHandler<MarkPhoneVerifiedCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(StaffPlayerChange) private readonly change: StaffPlayerChange,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
  ) {}

  async execute({ playerId, reason, audit }: MarkPhoneVerifiedCommand): Promise<PlayerResult<{ message: string }>> {
    const result = await this.change.apply(playerId, 'mark_phone_verified', reason, audit, (current, db) =>
      this.players.markPhoneVerifiedIn(db, current.id),
    );
    return result.ok ? { ok: true, message: staffPlayerMessages.phoneVerified } : result;
  }
}
