import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionStore, type Revocation } from '../../../auth/index.js';
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
    // The lock, the end of every session and the audit row commit together; from then on login refuses
    // the account (it reads the committed status), so no session is issued after this revocation.
    let revocation: Revocation | undefined;
    const result = await this.write.run(
      audit,
      staffPlayerAction(this.players, playerId, 'lock', reason, async (current, db) => {
        const locked = await this.players.setStatus(db, current.id, 'locked', reason);
        revocation = await this.sessions.revokeAllIn(db, 'player', current.id);
        return locked;
      }),
    );
    if (!result.ok) return result;
    // before the answer: no instance lets the sessions in; the auth.close-sockets reactor if this process dies first
    if (revocation) await this.sessions.revocationCommitted(revocation);
    return { ok: true, message: staffPlayerMessages.locked };
  }
}
