import type { DepositLimitsAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock.js';
import { coolingOffHours } from '../domain/deposit-limits.js';
import { presentLimits } from '../domain/present.js';
import { CountedDeposits } from '../persistence/counted-deposits.js';
import { DepositLimitsRepository } from '../persistence/deposit-limits.repository.js';

/** GET /api/responsible-gaming/deposit-limits: the player's limits, what each window holds now, pending changes. */
@Injectable()
export class DepositLimitsView {
  constructor(
    @Inject(DepositLimitsRepository) private readonly limits: DepositLimitsRepository,
    @Inject(CountedDeposits) private readonly deposits: CountedDeposits,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async read(playerId: string): Promise<DepositLimitsAnswer> {
    const now = this.clock.now();
    const [limits, deposits] = await Promise.all([this.limits.read(playerId), this.deposits.read(playerId, now)]);
    return { limits: presentLimits(limits, deposits, now), cooling_off_hours: coolingOffHours, now: now.toISOString() };
  }
}
