import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { PaymentActivityQuery, type PaymentActivity } from './payment-activity.query.js';

@QueryHandler(PaymentActivityQuery)
export class PaymentActivityHandler implements IQueryHandler<PaymentActivityQuery, PaymentActivity> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ from, to }: PaymentActivityQuery): Promise<PaymentActivity> {
    const [deposits, withdrawals] = await Promise.all([
      this.pool.query<{ player_id: string; at: Date; amount_minor: string; declined: boolean }>(
        `SELECT player_id, created_at AS at, amount_minor, status = 'rejected' AS declined FROM deposit_requests
          WHERE created_at >= $1 AND created_at < $2
         UNION ALL
         SELECT player_id, created_at, amount_minor, true FROM ewallet_payments
          WHERE created_at >= $1 AND created_at < $2 AND status = 'failed'
         ORDER BY 2`,
        [from, to],
      ),
      this.pool.query<{ player_id: string; at: Date; cancelled: boolean }>(
        `SELECT player_id, created_at AS at, status IN ('rejected', 'refused') AS cancelled FROM withdrawal_requests
          WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at`,
        [from, to],
      ),
    ]);
    return {
      deposits: deposits.rows.map((r) => ({ playerId: r.player_id, at: r.at, amountMinor: BigInt(r.amount_minor), declined: r.declined })),
      withdrawals: withdrawals.rows.map((r) => ({ playerId: r.player_id, at: r.at, cancelled: r.cancelled })),
    };
  }
}
