import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { SessionStore } from '../../../auth/index.js';
import { passwordMessages, validatePasswordReset } from '../../domain/password-rules.js';
import { fail, invalid, type PlayerResult } from '../../domain/player-failure.js';
import { codeMessages } from '../../domain/verification-code.js';
import { AttemptCountersStore } from '../../persistence/attempt-counters.store.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { VerificationCodesStore } from '../../persistence/verification-codes.store.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import { ResetPasswordCommand } from './reset-password.command.js';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, PlayerResult<{ message: string }>> {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(VerificationCodesStore) private readonly codes: VerificationCodesStore,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AttemptCountersStore) private readonly attempts: AttemptCountersStore,
  ) {}

  async execute({ payload }: ResetPasswordCommand): Promise<PlayerResult<{ message: string }>> {
    const checked = validatePasswordReset(payload);
    if (!checked.ok) return invalid(checked.errors);
    const player = await this.players.findByUsername(checked.username);
    // Unknown username, no code, wrong code: one answer, so the form reveals no accounts.
    if (!player) return invalid({ otp: [passwordMessages.otpInvalid] });
    const result = await this.codes.check('reset-password', player.id, checked.otp);
    if (result.outcome === 'too_many') return fail('too_many', codeMessages.tooMany, { errors: { otp: [codeMessages.tooMany] } });
    if (result.outcome !== 'ok') return invalid({ otp: [passwordMessages.otpInvalid] });
    const passwordHash = await this.hasher.hash(checked.password);
    // the new password and the end of every session commit together
    const revocation = await inTransaction(this.pool, async (db) => {
      await this.players.setPasswordHash(player.id, passwordHash, db);
      return this.sessions.revokeAllIn(db, 'player', player.id);
    });
    // before the answer: no instance lets the old sessions in; the auth.close-sockets reactor if this process dies first
    await this.sessions.revocationCommitted(revocation);
    await this.attempts.clearFailures(player.username);
    return { ok: true, message: passwordMessages.reset };
  }
}
