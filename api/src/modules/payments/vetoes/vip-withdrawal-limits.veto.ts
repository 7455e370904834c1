import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { allow, refuse, Veto, type VetoContexts, type VetoDecision } from '../../../platform/events/index.js';
import { dhakaDayAround, VipWithdrawalLimitsQuery, withdrawalLimitRefusal } from '../../vip/index.js';

/**
 * Issue 21: each VIP level's withdrawal limits per Asia/Dhaka day (how many requests, how much in total; staff edit
 * them on the back-office VIP page). VIP owns the levels and the rule (`withdrawalLimitRefusal`, its messages in
 * English and Bangla); payments owns the requests, so it counts the player's requests of the Dhaka day that stand
 * (holding, pending, approved; rejected and refused ones do not count) at its own 'payments.withdrawal-request' veto
 * point. (A veto in VIP would make VIP import payments, a cycle: payments -> players -> vip.) A player has at most
 * one open request at a time, so two requests cannot race past the count.
 */
@Injectable()
export class VipWithdrawalLimitsVeto {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Veto('payments.withdrawal-request', { name: 'vip.withdrawal-limits' })
  async check(context: VetoContexts['payments.withdrawal-request']): Promise<VetoDecision> {
    const limits = await this.queries.execute(new VipWithdrawalLimitsQuery(context.playerId));
    const { start, end } = dhakaDayAround(this.clock.now());
    const { rows } = await this.pool.query<{ n: number; total: string }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount_minor), 0)::text AS total FROM withdrawal_requests
        WHERE player_id = $1 AND created_at >= $2 AND created_at < $3 AND status IN ('holding', 'pending', 'approved')`,
      [context.playerId, start, end],
    );
    const refusal = withdrawalLimitRefusal(limits, { count: rows[0]!.n, amountMinor: BigInt(rows[0]!.total) }, BigInt(context.amount));
    return refusal ? refuse(refusal.code, refusal.message) : allow;
  }
}
