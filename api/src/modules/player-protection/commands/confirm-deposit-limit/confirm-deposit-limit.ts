import type { DepositLimitChangeAnswer } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { confirmChange, isLimitPeriod, type LimitKind } from '../../domain/deposit-limits.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { coolingOffMessage, protectionMessages } from '../../domain/protection-messages.js';
import { DepositLimitsRepository } from '../../persistence/deposit-limits.repository.js';
import { DepositLimitsView } from '../../queries/deposit-limits-view.js';

/** POST /api/responsible-gaming/deposit-limits/confirm body. */
export interface ConfirmDepositLimitInput {
  period?: unknown;
}

/** The player confirms a pending increase or removal, which applies only once its cooling-off has passed. */
@Injectable()
export class ConfirmDepositLimit {
  constructor(
    @Inject(DepositLimitsRepository) private readonly limits: DepositLimitsRepository,
    @Inject(DepositLimitsView) private readonly view: DepositLimitsView,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async execute(
    playerId: string,
    input: ConfirmDepositLimitInput,
    kind: LimitKind = 'deposit',
  ): Promise<Outcome<DepositLimitChangeAnswer>> {
    if (!isLimitPeriod(input.period)) return refused(400, protectionMessages.period);
    const period = input.period;
    const now = this.clock.now();
    const result = await inTransaction(this.pool, async (db) => {
      await this.limits.lockPlayer(playerId, db);
      const before = (await this.limits.read(playerId, kind, db, true))[period];
      const decision = confirmChange(before, now);
      if (decision.ok) await this.limits.save(playerId, kind, period, before, decision.limit, 'confirmed', now, db);
      return decision;
    });
    if (!result.ok)
      return result.refusal === 'nothingPending'
        ? refused(409, protectionMessages.nothingPending)
        : refused(409, coolingOffMessage(result.confirmableAt));
    return accepted({ outcome: 'confirmed', message: protectionMessages.confirmed, ...(await this.view.read(playerId, kind)) });
  }
}
