import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PlayerResult } from '../../domain/player-failure.js';
import { staffPlayerMessages } from '../../domain/staff-player-actions.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { StaffPlayerChange } from '../staff-player-change.js';
import { UnlockPlayerCommand } from './unlock-player.command.js';

@CommandHandler(UnlockPlayerCommand)
export class UnlockPlayerHandler implements ICommandHandler<UnlockPlayerCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(StaffPlayerChange) private readonly change: StaffPlayerChange,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
  ) {}

  async execute({ playerId, reason, audit }: UnlockPlayerCommand): Promise<PlayerResult<{ message: string }>> {
    // The lock reason is cleared on the account; the audit row keeps it as "before".
    const result = await this.change.apply(playerId, 'unlock', reason, audit, (current, db) =>
      this.players.setStatus(db, current.id, 'active', null),
    );
    return result.ok ? { ok: true, message: staffPlayerMessages.unlocked } : result;
  }
}
