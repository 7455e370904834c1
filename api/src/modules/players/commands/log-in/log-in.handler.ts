import type { PlayerLoginResponse } from '@khela/contracts';
import type { LoginOutcome } from '@khela/contracts';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockedOutMessage, loginMessages, validateLogin } from '../../domain/login-rules.js';
import { fail, invalid, type PlayerResult } from '../../domain/player-failure.js';
import { AttemptCountersStore } from '../../persistence/attempt-counters.store.js';
import { LoginHistoryRepository } from '../../persistence/login-history.repository.js';
import { PlayersRepository } from '../../persistence/players.repository.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import { LogInCommand } from './log-in.command.js';
import { SessionIssuer } from './session-issuer.js';

/**
 * Spec section 5 "Login". Five failures for one username within 15 minutes lock that username for 15
 * minutes, right password or not; unknown usernames are counted and timed like known ones. A locked
 * account is named only after the right password, so the lock reveals nothing to a guesser. Each
 * attempt is counted before its password is checked (AttemptCountersStore.claimLogin), so parallel
 * requests cannot check more than five.
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand, PlayerResult<{ login: PlayerLoginResponse }>> {
  constructor(
    @Inject(PlayersRepository) private readonly players: PlayersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(AttemptCountersStore) private readonly attempts: AttemptCountersStore,
    @Inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @Inject(LoginHistoryRepository) private readonly history: LoginHistoryRepository,
  ) {}

  private readonly logger = new Logger(LogInHandler.name);

  async execute({ payload, client }: LogInCommand): Promise<PlayerResult<{ login: PlayerLoginResponse }>> {
    const checked = validateLogin(payload);
    if (!checked.ok) return invalid(checked.errors);
    // Counted before the password is checked, so a parallel burst gets at most five checks.
    const claim = await this.attempts.claimLogin(checked.username);
    if (!claim.allowed) {
      await this.record(checked.username, 'too_many_attempts', client);
      return fail('too_many', lockedOutMessage(claim.retryAfterSeconds), { retryAfterSeconds: claim.retryAfterSeconds });
    }

    const { player, matches } = await this.checkPassword(checked.username, checked.password).catch(async (error: unknown) => {
      await this.attempts.releaseLogin(checked.username).catch(() => undefined); // no check was made
      throw error;
    });
    if (!player || !matches) {
      await this.attempts.loginFailed(checked.username);
      if (player) await this.record(player.username, 'wrong_password', client);
      return fail('unauthenticated', loginMessages.invalidCredentials, { errors: { password: [loginMessages.invalidCredentials] } });
    }
    await this.attempts.loginSucceeded(checked.username);
    if (player.status === 'locked') {
      await this.record(player.username, 'account_locked', client);
      return fail('locked', loginMessages.accountLocked);
    }
    if (this.hasher.needsRehash(player.passwordHash))
      await this.players.setPasswordHash(player.id, await this.hasher.hash(checked.password));
    const login = await this.sessions.issue(player, client);
    await this.record(player.username, 'success', client);
    return { ok: true, login };
  }

  /**
   * The attempt in the player's log-in history (issue 22), after the decision: one INSERT. Losing a history row
   * must not refuse or fail a log-in, so a failed write is logged and the answer stands.
   */
  private async record(username: string, outcome: LoginOutcome, client: LogInCommand['client']): Promise<void> {
    await this.history.record(username, outcome, client).catch((error: unknown) => {
      this.logger.warn(`log-in history not recorded (${outcome}): ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  private async checkPassword(username: string, password: string) {
    const player = await this.players.findByUsername(username);
    return { player, matches: await this.hasher.verify(player?.passwordHash, password) };
  }
}
