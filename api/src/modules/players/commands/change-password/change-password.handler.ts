import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
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
    const lockedFor = await this.attempts.lockedForSeconds(player.username);
    if (lockedFor > 0) return fail('too_many', lockedOutMessage(lockedFor), { retryAfterSeconds: lockedFor });
    if (!(await this.hasher.verify(player.passwordHash, checked.current))) {
      await this.attempts.recordFailure(player.username);
      return invalid({ old_password: [passwordMessages.currentWrong] });
    }
    await this.players.setPasswordHash(playerId, await this.hasher.hash(checked.next));
    await this.sessions.revokeAll('player', playerId);
    return { ok: true, message: passwordMessages.changed };
  }
}
