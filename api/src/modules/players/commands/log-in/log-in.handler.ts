import type { PlayerLoginResponse } from '@khela/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockedOutMessage, loginMessages, validateLogin } from '../../domain/login-rules.js';
import { fail, invalid, type PlayerResult } from '../../domain/player-failure.js';
import { AttemptCountersStore } from '../../persistence/attempt-counters.store.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import { LogInCommand } from './log-in.command.js';
import { SessionIssuer } from './session-issuer.js';

/**
 * Spec section 5 "Login". Five failures for one username within 15 minutes lock that username for 15
 * minutes, right password or not; unknown usernames are counted and timed like known ones. A locked
 * account is named only after the right password, so the lock reveals nothing to a guesser.
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand, PlayerResult<{ login: PlayerLoginResponse }>> {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(AttemptCountersStore) private readonly attempts: AttemptCountersStore,
    @Inject(SessionIssuer) private readonly sessions: SessionIssuer,
  ) {}

  async execute({ payload, client }: LogInCommand): Promise<PlayerResult<{ login: PlayerLoginResponse }>> {
    const checked = validateLogin(payload);
    if (!checked.ok) return invalid(checked.errors);
    const lockedFor = await this.attempts.lockedForSeconds(checked.username);
    if (lockedFor > 0) return fail('too_many', lockedOutMessage(lockedFor), { retryAfterSeconds: lockedFor });

    const player = await this.players.findByUsername(checked.username);
    const matches = await this.hasher.verify(player?.passwordHash, checked.password);
    if (!player || !matches) {
      await this.attempts.recordFailure(checked.username);
      return fail('unauthenticated', loginMessages.invalidCredentials, { errors: { password: [loginMessages.invalidCredentials] } });
    }
    await this.attempts.clearFailures(checked.username);
    if (player.status === 'locked') return fail('locked', loginMessages.accountLocked);
    if (this.hasher.needsRehash(player.passwordHash))
      await this.players.setPasswordHash(player.id, await this.hasher.hash(checked.password));
    return { ok: true, login: await this.sessions.issue(player, client) };
  }
}
