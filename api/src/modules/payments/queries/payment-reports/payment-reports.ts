import {
  formatMoney,
  pendingAgeBuckets,
  type DailyPaymentsReport,
  type DailyPaymentsRow,
  type PendingAgeBucket,
  type PendingAgeReport,
} from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { dhakaDayStart } from '../player-wallet/player-wallet.js';

interface DailySqlRow {
  day: string;
  method: string;
  account_type: string;
  deposits_count: number;
  deposits_sum: string;
  withdrawals_count: number;
  withdrawals_sum: string;
  rejected_deposits: number;
  rejected_withdrawals: number;
}

/**
 * Finance reports from the request tables. A request counts on the Asia/Dhaka day it was made; sums
 * are of approved requests only, and rejected ones are counted beside them.
 */
@Injectable()
export class PaymentReports {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async daily(from: string, to: string): Promise<DailyPaymentsReport> {
    const { rows } = await this.pool.query<DailySqlRow>(
      `WITH requests AS (
         SELECT to_char(d.created_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day, m.name AS method, m.account_type,
                'deposit' AS kind, d.status, d.amount_minor
           FROM deposit_requests d JOIN payment_methods m ON m.id = d.method_id
          WHERE d.created_at >= $1 AND d.created_at < $2
         UNION ALL
         SELECT to_char(w.created_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD'), coalesce(m.name, nullif(w.provider, ''), 'Other'),
                coalesce(m.account_type, ''), 'withdrawal', w.status, w.amount_minor
           FROM withdrawal_requests w LEFT JOIN payment_methods m ON m.id = w.method_id
          WHERE w.created_at >= $1 AND w.created_at < $2
       )
       SELECT day, method, account_type,
              count(*) FILTER (WHERE kind = 'deposit' AND status = 'approved')::int AS deposits_count,
              coalesce(sum(amount_minor) FILTER (WHERE kind = 'deposit' AND status = 'approved'), 0)::text AS deposits_sum,
              count(*) FILTER (WHERE kind = 'withdrawal' AND status = 'approved')::int AS withdrawals_count,
              coalesce(sum(amount_minor) FILTER (WHERE kind = 'withdrawal' AND status = 'approved'), 0)::text AS withdrawals_sum,
              count(*) FILTER (WHERE kind = 'deposit' AND status = 'rejected')::int AS rejected_deposits,
              count(*) FILTER (WHERE kind = 'withdrawal' AND status = 'rejected')::int AS rejected_withdrawals
         FROM requests
        GROUP BY day, method, account_type
       HAVING count(*) FILTER (WHERE status IN ('approved', 'rejected')) > 0
        ORDER BY day DESC, method, account_type`,
      [dhakaDayStart(from), new Date(dhakaDayStart(to).getTime() + 86_400_000)],
    );
    const totals = { deposits: [0, 0n], withdrawals: [0, 0n], rejectedDeposits: 0, rejectedWithdrawals: 0 } as {
      deposits: [number, bigint];
      withdrawals: [number, bigint];
      rejectedDeposits: number;
      rejectedWithdrawals: number;
    };
    const out: DailyPaymentsRow[] = rows.map((r) => {
      totals.deposits = [totals.deposits[0] + r.deposits_count, totals.deposits[1] + BigInt(r.deposits_sum)];
      totals.withdrawals = [totals.withdrawals[0] + r.withdrawals_count, totals.withdrawals[1] + BigInt(r.withdrawals_sum)];
      totals.rejectedDeposits += r.rejected_deposits;
      totals.rejectedWithdrawals += r.rejected_withdrawals;
      return {
        day: r.day,
        method: r.method,
        account_type: r.account_type,
        deposits: { count: r.deposits_count, sum: formatMoney(BigInt(r.deposits_sum)) },
        withdrawals: { count: r.withdrawals_count, sum: formatMoney(BigInt(r.withdrawals_sum)) },
        rejected_deposits: r.rejected_deposits,
        rejected_withdrawals: r.rejected_withdrawals,
      };
    });
    return {
      from,
      to,
      rows: out,
      totals: {
        deposits: { count: totals.deposits[0], sum: formatMoney(totals.deposits[1]) },
        withdrawals: { count: totals.withdrawals[0], sum: formatMoney(totals.withdrawals[1]) },
        rejected_deposits: totals.rejectedDeposits,
        rejected_withdrawals: totals.rejectedWithdrawals,
      },
    };
  }

  /** Requests waiting for finance (deposits 'pending', withdrawals 'pending'), by how long they have waited. */
  async pendingByAge(): Promise<PendingAgeReport> {
    const { rows } = await this.pool.query<{ kind: 'deposit' | 'withdrawal'; bucket: PendingAgeBucket; n: number; total: string }>(
      `WITH waiting AS (
         SELECT 'deposit' AS kind, amount_minor, now() - created_at AS age FROM deposit_requests WHERE status = 'pending'
         UNION ALL
         SELECT 'withdrawal', amount_minor, now() - created_at FROM withdrawal_requests WHERE status = 'pending'
       )
       SELECT kind,
              CASE WHEN age < interval '15 minutes' THEN 'under_15m'
                   WHEN age < interval '30 minutes' THEN '15_30m'
                   WHEN age < interval '60 minutes' THEN '30_60m'
                   WHEN age < interval '4 hours' THEN '1_4h'
                   ELSE 'over_4h' END AS bucket,
              count(*)::int AS n, sum(amount_minor)::text AS total
         FROM waiting GROUP BY 1, 2`,
    );
    const cell = (kind: 'deposit' | 'withdrawal', bucket: PendingAgeBucket) => rows.find((r) => r.kind === kind && r.bucket === bucket);
    const money = (kind: 'deposit' | 'withdrawal', bucket: PendingAgeBucket) => {
      const r = cell(kind, bucket);
      return { count: r?.n ?? 0, sum: formatMoney(BigInt(r?.total ?? '0')) };
    };
    const total = (kind: 'deposit' | 'withdrawal') => {
      const mine = rows.filter((r) => r.kind === kind);
      return { count: mine.reduce((n, r) => n + r.n, 0), sum: formatMoney(mine.reduce((s, r) => s + BigInt(r.total), 0n)) };
    };
    return {
      buckets: pendingAgeBuckets.map((bucket) => ({
        bucket,
        deposits: money('deposit', bucket),
        withdrawals: money('withdrawal', bucket),
      })),
      totals: { deposits: total('deposit'), withdrawals: total('withdrawal') },
    };
  }
}
