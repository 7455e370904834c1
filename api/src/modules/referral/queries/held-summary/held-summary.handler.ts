import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { HeldReferralsSummaryQuery, type HeldReferralsSummary } from './held-summary.query.js';

@QueryHandler(HeldReferralsSummaryQuery)
export class HeldReferralsSummaryHandler implements IQueryHandler<HeldReferralsSummaryQuery, HeldReferralsSummary> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute(): Promise<HeldReferralsSummary> {
    // one row per referred player: a scan, cheap at today's sizes (an index on status when it is not)
    const { rows } = await this.pool.query<{ n: number; oldest: number | null }>(
      `SELECT count(*)::int AS n, extract(epoch FROM now() - min(signed_up_at))::float8 AS oldest
         FROM referral_members WHERE status = 'held'`,
    );
    const row = rows[0]!;
    return { count: row.n, oldestSeconds: row.oldest === null ? null : Math.max(0, Math.floor(row.oldest)) };
  }
}
