import { formatMoney, type StaffAdjustmentStatus, type StaffAdjustmentView } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';

export interface StaffAdjustment {
  id: string;
  playerId: string;
  playerUsername: string;
  amountMinor: bigint;
  currency: string;
  reason: string;
  status: StaffAdjustmentStatus;
  requestedBy: string;
  requestedByUsername: string;
  decidedBy: string | null;
  decidedByUsername: string | null;
  rejectReason: string | null;
  balanceBeforeMinor: bigint | null;
  balanceAfterMinor: bigint | null;
  createdAt: Date;
  decidedAt: Date | null;
}

interface Row {
  id: string;
  player_id: string;
  player_username: string;
  amount_minor: string;
  currency: string;
  reason: string;
  status: StaffAdjustmentStatus;
  requested_by: string;
  requested_by_username: string;
  decided_by: string | null;
  decided_by_username: string | null;
  reject_reason: string | null;
  balance_before_minor: string | null;
  balance_after_minor: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const fromRow = (r: Row): StaffAdjustment => ({
  id: r.id,
  playerId: r.player_id,
  playerUsername: r.player_username,
  amountMinor: BigInt(r.amount_minor),
  currency: r.currency,
  reason: r.reason,
  status: r.status,
  requestedBy: r.requested_by,
  requestedByUsername: r.requested_by_username,
  decidedBy: r.decided_by,
  decidedByUsername: r.decided_by_username,
  rejectReason: r.reject_reason,
  balanceBeforeMinor: r.balance_before_minor === null ? null : BigInt(r.balance_before_minor),
  balanceAfterMinor: r.balance_after_minor === null ? null : BigInt(r.balance_after_minor),
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

export const presentAdjustment = (a: StaffAdjustment): StaffAdjustmentView => ({
  id: a.id,
  player: { id: a.playerId, username: a.playerUsername },
  amount: formatMoney(a.amountMinor),
  currency: a.currency,
  reason: a.reason,
  status: a.status,
  requested_by: { id: a.requestedBy, username: a.requestedByUsername },
  decided_by: a.decidedBy ? { id: a.decidedBy, username: a.decidedByUsername ?? '' } : null,
  reject_reason: a.rejectReason,
  balance_before: a.balanceBeforeMinor === null ? null : formatMoney(a.balanceBeforeMinor),
  balance_after: a.balanceAfterMinor === null ? null : formatMoney(a.balanceAfterMinor),
  created_at: a.createdAt.toISOString(),
  decided_at: a.decidedAt?.toISOString() ?? null,
});

/** staff_adjustments: the request and its maker-checker state. The ledger holds the money. */
@Injectable()
export class StaffAdjustmentsRepository {
  constructor(@Inject(DB_POOL) readonly pool: Pool) {}

  /** `forUpdate` (inside a transaction) locks the adjustment until it commits. */
  async get(id: string, db: Pool | PoolClient = this.pool, forUpdate = false): Promise<StaffAdjustment | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await db.query<Row>(`SELECT * FROM staff_adjustments WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  async list(filter: { status?: StaffAdjustmentStatus; playerId?: string }): Promise<StaffAdjustment[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT * FROM staff_adjustments
        WHERE ($1::text IS NULL OR status = $1 OR ($1 = 'pending' AND status = 'applying'))
          AND ($2::text IS NULL OR player_id = $2)
        ORDER BY created_at DESC LIMIT 200`,
      [filter.status ?? null, filter.playerId ?? null],
    );
    return rows.map(fromRow);
  }

  /** False when an adjustment with this id exists already (the id derives from the maker's Idempotency-Key). */
  async insert(a: StaffAdjustment, db: Pool | PoolClient): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO staff_adjustments (id, player_id, player_username, amount_minor, currency, reason, status, requested_by,
                                      requested_by_username, decided_by, decided_by_username, balance_before_minor, balance_after_minor,
                                      decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (id) DO NOTHING`,
      [
        a.id,
        a.playerId,
        a.playerUsername,
        a.amountMinor.toString(),
        a.currency,
        a.reason,
        a.status,
        a.requestedBy,
        a.requestedByUsername,
        a.decidedBy,
        a.decidedByUsername,
        a.balanceBeforeMinor?.toString() ?? null,
        a.balanceAfterMinor?.toString() ?? null,
        a.decidedAt,
      ],
    );
    return rowCount === 1;
  }

  /**
   * Claims a pending adjustment for applying (one wins); 'applying' stays claimable by the same user so a
   * retry finishes a crashed one. Only below the threshold may the maker claim their own request.
   */
  async claim(id: string, checkerId: string, makerMayApply: boolean, db: Pool | PoolClient = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE staff_adjustments SET status = 'applying', decided_by = $2
        WHERE id = $1 AND ($3 OR requested_by <> $2) AND (status = 'pending' OR (status = 'applying' AND decided_by = $2))`,
      [id, checkerId, makerMayApply],
    );
    return rowCount === 1;
  }

  /** The ledger refused (e.g. funds): back to pending so it can be rejected or confirmed later. */
  async unclaim(id: string, db: Pool | PoolClient = this.pool): Promise<void> {
    await db.query(`UPDATE staff_adjustments SET status = 'pending', decided_by = NULL WHERE id = $1 AND status = 'applying'`, [id]);
  }

  async markApplied(
    id: string,
    checker: { id: string; username: string },
    balances: { before: bigint; after: bigint },
    db: PoolClient,
  ): Promise<void> {
    await db.query(
      `UPDATE staff_adjustments SET status = 'applied', decided_by = $2, decided_by_username = $3, balance_before_minor = $4,
              balance_after_minor = $5, decided_at = now()
        WHERE id = $1 AND status = 'applying'`,
      [id, checker.id, checker.username, balances.before.toString(), balances.after.toString()],
    );
  }

  async reject(id: string, checker: { id: string; username: string }, reason: string, db: PoolClient): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE staff_adjustments SET status = 'rejected', decided_by = $2, decided_by_username = $3, reject_reason = $4, decided_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [id, checker.id, checker.username, reason],
    );
    return rowCount === 1;
  }

  /** Runs `work` in one transaction (the adjustment row and its audit row commit together). */
  inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }
}
