import type { StaffPlayerProtection } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { ProtectionHistory } from '../persistence/protection-history.js';
import { DepositLimitsView } from './deposit-limits-view.js';
import { presentExclusion } from './exclusion-view.js';
import { ProtectionRulesRepository } from '../persistence/protection-rules.repository.js';
import { ExclusionsRepository } from '../persistence/exclusions.repository.js';
import { HarmScoresRepository } from '../persistence/harm-scores.repository.js';

/**
 * GET /api/admin/responsible-gaming/players/:id: a player's protection as risk / responsible-gaming staff
 * review it: every kind of limit with its windows and pending changes, the latest exclusion, the record
 * of limit and exclusion changes (who made each: the player, or a staff member and their reason), the
 * player's answers to reality checks, their recent markers-of-harm scores and staff's notes, calls and messages. Null: no such player.
 */
@Injectable()
export class StaffPlayerProtectionView {
  constructor(
    @Inject(ProtectionHistory) private readonly history: ProtectionHistory,
    @Inject(DepositLimitsView) private readonly limits: DepositLimitsView,
    @Inject(ExclusionsRepository) private readonly exclusions: ExclusionsRepository,
    @Inject(HarmScoresRepository) private readonly harm: HarmScoresRepository,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
  ) {}

  async read(playerId: string): Promise<StaffPlayerProtection | null> {
    const player = await this.history.player(playerId);
    if (!player) return null;
    const [deposit, wager, loss, exclusion, limitChanges, exclusionChanges, realityChecks, harmScores, reviewActions] = await Promise.all([
      this.limits.read(player.id, 'deposit'),
      this.limits.read(player.id, 'wager'),
      this.limits.read(player.id, 'loss'),
      this.exclusions.read(player.id),
      this.history.limitChanges(player.id),
      this.history.exclusionChanges(player.id),
      this.history.realityChecks(player.id),
      this.harm.playerScores(player.id),
      this.harm.actions(player.id),
    ]);
    const {
      exclusion: current,
      timeout_days,
      self_exclusion_months,
      now,
    } = presentExclusion(exclusion, this.clock.now(), await this.rules.rules());
    return {
      player,
      limits: { deposit: deposit.limits, wager: wager.limits, loss: loss.limits },
      cooling_off_hours: deposit.cooling_off_hours,
      exclusion: current,
      limit_changes: limitChanges,
      exclusion_changes: exclusionChanges,
      reality_checks: realityChecks,
      harm_scores: harmScores,
      review_actions: reviewActions,
      timeout_days,
      self_exclusion_months,
      now,
    };
  }
}
