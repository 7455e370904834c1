import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import {
  pendingAgeBuckets,
  pendingAgeThresholdsSeconds,
  PendingPaymentsByAgeQuery,
  type PendingPaymentsRow,
} from './pending-by-age.query.js';

const openRequests = (table: string, kind: string, statuses: string) => `
  SELECT '${kind}' AS kind, status, width_bucket(extract(epoch FROM now() - created_at)::float8, $1::float8[]) AS bucket,
         count(*)::int AS n, max(extract(epoch FROM now() - created_at))::float8 AS oldest
    FROM ${table} WHERE status IN (${statuses}) GROUP BY status, bucket`;

@QueryHandler(PendingPaymentsByAgeQuery)
export class PendingPaymentsByAgeHandler implements IQueryHandler<PendingPaymentsByAgeQuery, PendingPaymentsRow[]> {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async execute(): Promise<PendingPaymentsRow[]> {
    const { rows } = await this.pool.query<{ kind: 'deposit' | 'withdrawal'; status: string; bucket: number; n: number; oldest: number }>(
      `${openRequests('deposit_requests', 'deposit', `'pending', 'approving'`)}
       UNION ALL
       ${openRequests('withdrawal_requests', 'withdrawal', `'holding', 'pending'`)}`,
      [pendingAgeThresholdsSeconds],
    );
    return rows.map((r) => ({
      kind: r.kind,
      status: r.status,
      age: pendingAgeBuckets[r.bucket]!,
      count: r.n,
      oldestSeconds: Math.max(0, r.oldest),
    }));
  }
}
