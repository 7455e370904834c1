import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { LifetimeDepositsQuery } from './lifetime-deposits.query.js';

@QueryHandler(LifetimeDepositsQuery)
export class LifetimeDepositsHandler implements IQueryHandler<LifetimeDepositsQuery, bigint> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute({ playerId }: LifetimeDepositsQuery): Promise<bigint> {
    const { rows } = await this.pool.query<{ total: string }>(
      `SELECT coalesce(sum(amount_minor), 0)::text AS total FROM deposit_requests WHERE player_id = $1 AND status = 'approved'`,
      [playerId],
    );
    return BigInt(rows[0]!.total);
  }
}
