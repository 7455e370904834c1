import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffWrite } from '../../../backoffice/index.js';
import type { PlayerResult } from '../../domain/player-failure.js';
import { staffPlayerMessages } from '../../domain/staff-player-actions.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { staffPlayerAction } from '../staff-player-action.js';
import { UnlockPlayerCommand } from './unlock-player.command.js';

@CommandHandler(UnlockPlayerCommand)
export class UnlockPlayerHandler implements ICommandHandler<UnlockPlayerCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
  ) {}

  async execute({ playerId, reason, audit }: UnlockPlayerCommand): Promise<PlayerResult<{ message: string }>> {
    // The lock reason is cleared on the account; the audit row keeps it as "before".
    const result = await this.write.run(
      audit,
      staffPlayerAction(this.players, playerId, 'unlock', reason, (current, db) => this.players.setStatus(db, current.id, 'active', null)),
    );
    return result.ok ? { ok: true, message: staffPlayerMessages.unlocked } : result;
  }
}
