import type { DepositLimitsAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { longestWindowMs, type CountedAmount, type LimitKind } from '../domain/deposit-limits.js';
import { ProtectionRulesRepository } from '../persistence/protection-rules.repository.js';
import { countedPlay } from '../domain/play-limits.js';
import { presentLimits } from '../domain/present.js';
import { CountedDeposits } from '../persistence/counted-deposits.js';
import { DepositLimitsRepository } from '../persistence/deposit-limits.repository.js';
import { PlayRecord } from '../persistence/play-record.js';

/**
 * GET /api/responsible-gaming/{deposit,wager,loss}-limits: the player's limits of a kind, what each
 * window holds now (deposits counted, the wager, or the net loss), and pending changes.
 */
@Injectable()
export class DepositLimitsView {
  constructor(
    @Inject(DepositLimitsRepository) private readonly limits: DepositLimitsRepository,
    @Inject(CountedDeposits) private readonly deposits: CountedDeposits,
    @Inject(PlayRecord) private readonly play: PlayRecord,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ProtectionRulesRepository) private readonly rules: ProtectionRulesRepository,
  ) {}

  async read(playerId: string, kind: LimitKind = 'deposit'): Promise<DepositLimitsAnswer> {
    const now = this.clock.now();
    const [limits, counted, rules] = await Promise.all([
      this.limits.read(playerId, kind),
      this.counted(playerId, kind, now),
      this.rules.rules(),
    ]);
    return { limits: presentLimits(limits, counted, now), cooling_off_hours: rules.limitCoolingOffHours, now: now.toISOString() };
  }

  private async counted(playerId: string, kind: LimitKind, now: Date): Promise<CountedAmount[]> {
    if (kind === 'deposit') return this.deposits.read(playerId, now);
    return countedPlay(kind, await this.play.moves(playerId, new Date(now.getTime() - longestWindowMs)));
  }
}
