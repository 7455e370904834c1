import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { LoyaltyMoneyByDayQuery, type LoyaltyMoneyDay } from './loyalty-money-by-day.query.js';

@QueryHandler(LoyaltyMoneyByDayQuery)
export class LoyaltyMoneyByDayHandler implements IQueryHandler<LoyaltyMoneyByDayQuery, LoyaltyMoneyDay[]> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ from, to }: LoyaltyMoneyByDayQuery): Promise<LoyaltyMoneyDay[]> {
    const { rows } = await this.pool.query<{ day: string; cashback: string; referral: string; conversions: string }>({
      name: 'wallet-loyalty-money-by-day',
      text: `SELECT to_char(occurred_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day,
                    coalesce(sum((data->>'amount')::bigint) FILTER (WHERE type = 'CashRewardCredited' AND data->>'source' = 'vip-cashback'), 0)::text AS cashback,
                    coalesce(sum((data->>'amount')::bigint) FILTER (WHERE type = 'CashRewardCredited' AND data->>'source' = 'referral'), 0)::text AS referral,
                    coalesce(sum((data->>'amount')::bigint) FILTER (WHERE type = 'VipPointsConverted'), 0)::text AS conversions
               FROM ledger_events
              WHERE occurred_at >= $1 AND occurred_at < $2 AND type IN ('CashRewardCredited', 'VipPointsConverted')
              GROUP BY 1 ORDER BY 1`,
      values: [from, to],
    });
    return rows.map((r) => ({
      day: r.day,
      cashbackPaid: BigInt(r.cashback),
      referralPaid: BigInt(r.referral),
      conversionsPaid: BigInt(r.conversions),
    }));
  }
}
