import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { StakeProtectionReader, stakeProtectionVeto } from '../persistence/stake-protection.reader.js';
import { exclusionDecision } from './exclusion.veto.js';
import { SessionLimitVeto } from './session-limit.veto.js';
import { StakeLimits } from './stake-limits.js';

/**
 * Player protection's one veto on a stake (`wallet.stake`, every game bet: provider bets answer
 * RS_ERROR_USER_DISABLED): an exclusion in force, then the session time limit, then the wager and loss
 * limits, the first refusal winning (an excluded player is told of the exclusion, not of a limit). One
 * read fetches all three (StakeProtectionReader), where three vetoes made three round trips on the
 * platform's hottest call; a provider bet reads them in the statement that begins it and gives them to this
 * veto (`withVetoFacts`), so it pays none. Only a player with a limit set costs more.
 */
@Injectable()
export class StakeVeto {
  constructor(
    @Inject(StakeProtectionReader) private readonly reader: StakeProtectionReader,
    @Inject(SessionLimitVeto) private readonly sessionLimit: SessionLimitVeto,
    @Inject(StakeLimits) private readonly stakeLimits: StakeLimits,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Veto('wallet.stake', { name: stakeProtectionVeto })
  async check(context: VetoContexts['wallet.stake']): Promise<VetoDecision> {
    const protection = await this.reader.read(context.playerId);
    const excluded = exclusionDecision(protection.exclusion, this.clock.now());
    if (!excluded.ok) return excluded;
    const sessionOver = await this.sessionLimit.decideWithLimit(context.playerId, protection.sessionLimitMinutes);
    if (!sessionOver.ok) return sessionOver;
    return this.stakeLimits.decide(context, protection.limits);
  }
}
