import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { allow, refuse, Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { GetProfileQuery } from '../../players/index.js';
import { dhakaDate } from '../domain/dhaka-day.js';
import { hasReached } from '../domain/minimum-age.js';
import { underageMessage } from '../domain/rule-messages.js';
import { ProtectionRulesRepository } from '../persistence/protection-rules.repository.js';

/**
 * The configured minimum age before a deposit (issue 16: rules as configuration; 18 unless an operator's
 * licence asks for more, never less). Players' own veto (`players.birth-date-before-deposit`) asks for the
 * birth date and refuses a minor under 18; this one refuses a player below the operator's minimum age (e.g.
 * 21), worded with it. Raising the age refuses such a player's next deposit; what they already deposited
 * stays theirs to play or withdraw.
 */
@Injectable()
export class MinimumAgeVeto {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Veto('payments.deposit-request', { name: 'player-protection.minimum-age' })
  async check(context: VetoContexts['payments.deposit-request']): Promise<VetoDecision> {
    const { minimumAge } = await this.rules.rules();
    const profile = await this.queries.execute(new GetProfileQuery(context.playerId));
    if (!profile?.dofb) return allow; // no birth date: the players' veto asks for it
    if (hasReached(profile.dofb, dhakaDate(this.clock.now()), minimumAge)) return allow;
    return refuse('under_age', underageMessage(minimumAge));
  }
}
