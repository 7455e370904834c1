import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { allow, refuse, Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { SessionStore } from '../../auth/index.js';
import { isSessionOver, sessionEndsAt } from '../domain/reality-check.js';
import { realityCheckMessages } from '../domain/reality-check-messages.js';
import { RealityChecksRepository } from '../persistence/reality-checks.repository.js';

/**
 * With a session time limit set, play needs a live log-in session that has not yet lasted that long: an
 * exchange order, or a stake (through StakeVeto; provider bets too, whose game token outlives the site's session) is refused once the player's
 * newest live session is past its limit, or when no session is live (the limit ended it, or the player
 * logged out with a game still open). Logging in again starts a new session. Per stake: one primary-key
 * read of the settings; with a limit, one read of the live-session index.
 */
@Injectable()
export class SessionLimitVeto {
  constructor(
    @Inject(RealityChecksRepository) private readonly repository: RealityChecksRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Veto('exchange.order', { name: 'player-protection.session-limit.exchange-orders' })
  exchangeOrder(context: VetoContexts['exchange.order']): Promise<VetoDecision> {
    return this.decide(context.playerId);
  }

  private async decide(playerId: string): Promise<VetoDecision> {
    return this.decideWithLimit(playerId, (await this.repository.settings(playerId)).sessionLimitMinutes);
  }

  /** The decision once the player's session limit is known (StakeVeto reads it with the rest). */
  async decideWithLimit(playerId: string, sessionLimitMinutes: number | null): Promise<VetoDecision> {
    if (sessionLimitMinutes === null) return allow;
    const startedAt = await this.sessions.newestLiveSessionStart('player', playerId);
    if (startedAt && !isSessionOver(sessionEndsAt(startedAt, sessionLimitMinutes), this.clock.now())) return allow;
    return refuse('session_limit', realityCheckMessages.stakeRefused);
  }
}
