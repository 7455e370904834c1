import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { SessionStore } from '../../../auth/index.js';
import { lockedOutMessage } from '../../domain/login-rules.js';
import { passwordMessages, validatePasswordChange } from '../../domain/password-rules.js';
import { fail, invalid, type PlayerResult } from '../../domain/player-failure.js';
import { AttemptCountersStore } from '../../persistence/attempt-counters.store.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import { ChangePasswordCommand } from './change-password.command.js';

/** A wrong current password counts toward the login lockout: a stolen session cannot guess it freely. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(AttemptCountersStore) private readonly attempts: AttemptCountersStore,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  async execute({ playerId, payload }: ChangePasswordCommand): Promise<PlayerResult<{ message: string }>> {
    const checked = validatePasswordChange(payload);
    if (!checked.ok) return invalid(checked.errors);
    const player = await this.players.findById(playerId);
    if (!player) return fail('unauthenticated', 'Unauthenticated.');
    // Counted before the check, as at login: a parallel burst cannot check more than the limit.
    const claim = await this.attempts.claimLogin(player.username);
    if (!claim.allowed) return fail('too_many', lockedOutMessage(claim.retryAfterSeconds), { retryAfterSeconds: claim.retryAfterSeconds });
    const matches = await this.hasher.verify(player.passwordHash, checked.current).catch(async (error: unknown) => {
      await this.attempts.releaseLogin(player.username).catch(() => undefined);
      throw error;
    });
    if (!matches) {
      await this.attempts.loginFailed(player.username);
      return invalid({ old_password: [passwordMessages.currentWrong] });
    }
    await this.attempts.loginSucceeded(player.username);
    const passwordHash = await this.hasher.hash(checked.next);
    // the new password and the end of every session (this one included) commit together
    const revocation = await inTransaction(this.pool, async (db) => {
      await this.players.setPasswordHash(playerId, passwordHash, db);
      return this.sessions.revokeAllIn(db, 'player', playerId);
    });
    // before the answer: no instance lets the old sessions in; the auth.close-sockets reactor if this process dies first
    await this.sessions.revocationCommitted(revocation);
    return { ok: true, message: passwordMessages.changed };
  }
}
