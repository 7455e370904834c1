import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore } from '../../../auth/index.js';
import { StaffWrite } from '../../../backoffice/index.js';
import type { PlayerResult } from '../../domain/player-failure.js';
import { staffPlayerMessages } from '../../domain/staff-player-actions.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { staffPlayerAction } from '../staff-player-action.js';
import { LockPlayerCommand } from './lock-player.command.js';

@CommandHandler(LockPlayerCommand)
export class LockPlayerHandler implements ICommandHandler<LockPlayerCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(StaffWrite) private readonly write: StaffWrite,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async execute({ playerId, reason, audit }: LockPlayerCommand): Promise<PlayerResult<{ message: string }>> {
    const result = await this.write.run(
      audit,
      staffPlayerAction(this.players, playerId, 'lock', reason, (current, db) => this.players.setStatus(db, current.id, 'locked', reason)),
    );
    if (!result.ok) return result;
    // After the commit: from here on login refuses the account (it reads the committed status), so a
    // session cannot be issued after this revocation.
    await this.sessions.revokeAll('player', playerId);
    return { ok: true, message: staffPlayerMessages.locked };
  }
}
