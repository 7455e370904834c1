import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { DepositsCountedQuery, type CountedDepositRow } from './deposits-counted.query.js';

@QueryHandler(DepositsCountedQuery)
export class DepositsCountedHandler implements IQueryHandler<DepositsCountedQuery, CountedDepositRow[]> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ playerId, since, now }: DepositsCountedQuery): Promise<CountedDepositRow[]> {
    const { rows } = await this.pool.query<{ at: Date; amount_minor: string }>(
      `SELECT created_at AS at, amount_minor FROM deposit_requests
        WHERE player_id = $1 AND created_at > $2 AND status <> 'rejected'
       UNION ALL
       SELECT created_at, amount_minor FROM ewallet_payments
        WHERE player_id = $1 AND created_at > $2 AND status = 'created' AND expires_at > $3
       ORDER BY 1`,
      [playerId, since, now],
    );
    return rows.map((r) => ({ at: r.at, amountMinor: BigInt(r.amount_minor) }));
  }
}
