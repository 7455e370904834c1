import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { PendingKycSummaryQuery, type PendingKycSummary } from './pending-summary.query.js';

@QueryHandler(PendingKycSummaryQuery)
export class PendingKycSummaryHandler implements IQueryHandler<PendingKycSummaryQuery, PendingKycSummary> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute(): Promise<PendingKycSummary> {
    const { rows } = await this.pool.query<{ n: number; oldest: number | null }>(
      `SELECT count(*)::int AS n, extract(epoch FROM now() - min(submitted_at))::float8 AS oldest
         FROM kyc_submissions WHERE status = 'pending'`,
    );
    const row = rows[0]!;
    return { count: row.n, oldestSeconds: row.oldest === null ? null : Math.max(0, Math.floor(row.oldest)) };
  }
}
