import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';
import {
  isLimitPeriod,
  noLimits,
  type ChangeOutcome,
  type DepositLimits,
  type LimitPeriod,
  type PeriodLimit,
} from '../domain/deposit-limits.js';

interface LimitRow {
  period: string;
  amount_minor: string | null;
  pending: boolean;
  pending_amount_minor: string | null;
  pending_requested_at: Date | null;
  pending_confirmable_at: Date | null;
}

const minor = (value: string | null) => (value === null ? null : BigInt(value));

/** A player's deposit limits (one row per period they ever set) and the history of their changes. */
@Injectable()
export class DepositLimitsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** The player's limits; `lock` (inside a transaction) locks the rows so two changes do not interleave. */
  async read(playerId: string, db: Db = this.pool, lock = false): Promise<DepositLimits> {
    const { rows } = await db.query<LimitRow>(
      `SELECT period, amount_minor, pending, pending_amount_minor, pending_requested_at, pending_confirmable_at
         FROM deposit_limits WHERE player_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [playerId],
    );
    const limits = noLimits();
    for (const row of rows) {
      if (!isLimitPeriod(row.period)) continue;
      limits[row.period] = {
        amountMinor: minor(row.amount_minor),
        pending:
          row.pending && row.pending_requested_at && row.pending_confirmable_at
            ? {
                amountMinor: minor(row.pending_amount_minor),
                requestedAt: row.pending_requested_at,
                confirmableAt: row.pending_confirmable_at,
              }
            : null,
      };
    }
    return limits;
  }

  /** Serialises changes of one player's limits (a transaction-scoped advisory lock: works before any row exists). */
  async lockPlayer(playerId: string, db: Db): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('deposit_limits:' || $1))`, [playerId]);
  }

  /** Writes one period's limit and records the change, in the caller's transaction. */
  async save(
    playerId: string,
    period: LimitPeriod,
    before: PeriodLimit,
    after: PeriodLimit,
    action: ChangeOutcome | 'confirmed',
    at: Date,
    db: Db,
  ): Promise<void> {
    await db.query(
      `INSERT INTO deposit_limits (player_id, period, amount_minor, pending, pending_amount_minor, pending_requested_at, pending_confirmable_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (player_id, period) DO UPDATE SET amount_minor = $3, pending = $4, pending_amount_minor = $5,
         pending_requested_at = $6, pending_confirmable_at = $7, updated_at = $8`,
      [
        playerId,
        period,
        after.amountMinor?.toString() ?? null,
        after.pending !== null,
        after.pending?.amountMinor?.toString() ?? null,
        after.pending?.requestedAt ?? null,
        after.pending?.confirmableAt ?? null,
        at,
      ],
    );
    if (action === 'unchanged') return;
    const afterMinor = action === 'pending' ? (after.pending?.amountMinor ?? null) : after.amountMinor;
    await db.query(
      `INSERT INTO deposit_limit_changes (player_id, period, action, before_minor, after_minor, at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [playerId, period, action, before.amountMinor?.toString() ?? null, afterMinor?.toString() ?? null, at],
    );
  }
}
