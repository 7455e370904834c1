import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { CountLockedPlayersQuery } from './count-locked.query.js';

@QueryHandler(CountLockedPlayersQuery)
export class CountLockedPlayersHandler implements IQueryHandler<CountLockedPlayersQuery, number> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM players WHERE status = 'locked'`);
    return rows[0]!.n;
  }
}
