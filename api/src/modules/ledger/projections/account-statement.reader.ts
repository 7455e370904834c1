import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { AccountId } from '../domain/append-request.js';

export interface StatementFilter {
  /** 1-based. */
  page: number;
  perPage: number;
  type?: string;
  /** Inclusive lower bound on occurred_at. */
  from?: Date;
  /** Exclusive upper bound on occurred_at. */
  to?: Date;
}

export interface StatementRow {
  position: bigint;
  type: string;
  amount: bigint;
  balanceAfter: bigint;
  occurredAt: Date;
}

/** Pages through one account's statement, newest first. Reads the projection, never the ledger. */
@Injectable()
export class AccountStatementReader {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async page(accountId: AccountId, filter: StatementFilter): Promise<{ rows: StatementRow[]; total: number }> {
    const { rows } = await this.pool.query<{
      position: string;
      type: string;
      amount: string;
      balance_after: string;
      occurred_at: Date;
      total: number;
    }>(
      `SELECT position, type, amount, balance_after, occurred_at, count(*) OVER ()::int AS total
         FROM account_statement
        WHERE account_id = $1
          AND ($2::text IS NULL OR type = $2)
          AND ($3::timestamptz IS NULL OR occurred_at >= $3)
          AND ($4::timestamptz IS NULL OR occurred_at < $4)
        ORDER BY position DESC
        LIMIT $5 OFFSET $6`,
      [accountId, filter.type ?? null, filter.from ?? null, filter.to ?? null, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && filter.page > 1) {
      // past the last page: the window count is empty, so count separately to report last_page
      const counted = await this.pool.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM account_statement WHERE account_id = $1 AND ($2::text IS NULL OR type = $2)
           AND ($3::timestamptz IS NULL OR occurred_at >= $3) AND ($4::timestamptz IS NULL OR occurred_at < $4)`,
        [accountId, filter.type ?? null, filter.from ?? null, filter.to ?? null],
      );
      total = counted.rows[0]!.total;
    }
    return {
      total,
      rows: rows.map((r) => ({
        position: BigInt(r.position),
        type: r.type,
        amount: BigInt(r.amount),
        balanceAfter: BigInt(r.balance_after),
        occurredAt: r.occurred_at,
      })),
    };
  }
}
