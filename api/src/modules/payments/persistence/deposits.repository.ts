import type { BonusTarget, DepositStatus, PaymentAccountType } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

export interface Deposit {
  id: string;
  playerId: string;
  playerUsername: string;
  source: 'manual' | 'ewallet';
  methodId: number;
  methodName: string;
  methodIcon: string;
  accountType: PaymentAccountType;
  receivingNumber: string | null;
  accountNumber: string;
  transactionId: string;
  amountMinor: bigint;
  promotionId: number | null;
  promotionName: string | null;
  bonusPercent: number;
  /** The promotion's cap when the deposit was submitted: bonus = min(amount x percent, this). */
  bonusMaxMinor: bigint;
  turnoverMultiplier: number;
  bonusTarget: BonusTarget;
  bonusMinor: bigint;
  status: DepositStatus;
  firstApproverId: string | null;
  approvedBy: string | null;
  rejectReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewDeposit {
  playerId: string;
  playerUsername: string;
  source: 'manual' | 'ewallet';
  methodId: number;
  methodName: string;
  receivingNumberId: number | null;
  accountNumber: string;
  transactionId: string;
  amountMinor: bigint;
  promotion: {
    id: number;
    name: string;
    bonusPercent: number;
    bonusMaxMinor: bigint;
    turnoverMultiplier: number;
    bonusTarget: BonusTarget;
  } | null;
  status?: DepositStatus;
}

interface DepositRow {
  id: string;
  player_id: string;
  player_username: string;
  source: 'manual' | 'ewallet';
  method_id: number;
  method_name: string;
  method_icon: string;
  account_type: PaymentAccountType;
  receiving_number: string | null;
  account_number: string;
  transaction_id: string;
  amount_minor: string;
  promotion_id: number | null;
  promotion_name: string | null;
  bonus_percent: string;
  bonus_max_minor: string;
  turnover_multiplier: string;
  bonus_target: BonusTarget;
  bonus_minor: string;
  status: DepositStatus;
  first_approver_id: string | null;
  approved_by: string | null;
  reject_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

export const depositColumns = `d.id, d.player_id, d.player_username, d.source, d.method_id, m.name AS method_name, m.icon AS method_icon,
  m.account_type, rn.number AS receiving_number, d.account_number, d.transaction_id, d.amount_minor, d.promotion_id, d.promotion_name,
  d.bonus_percent, d.bonus_max_minor, d.turnover_multiplier, d.bonus_target, d.bonus_minor, d.status, d.first_approver_id, d.approved_by, d.reject_reason,
  d.created_at, d.updated_at`;
export const depositFrom = `deposit_requests d JOIN payment_methods m ON m.id = d.method_id LEFT JOIN receiving_numbers rn ON rn.id = d.receiving_number_id`;

export const toDeposit = (r: DepositRow): Deposit => ({
  id: r.id,
  playerId: r.player_id,
  playerUsername: r.player_username,
  source: r.source,
  methodId: r.method_id,
  methodName: r.method_name,
  methodIcon: r.method_icon,
  accountType: r.account_type,
  receivingNumber: r.receiving_number,
  accountNumber: r.account_number,
  transactionId: r.transaction_id,
  amountMinor: BigInt(r.amount_minor),
  promotionId: r.promotion_id,
  promotionName: r.promotion_name,
  bonusPercent: Number(r.bonus_percent),
  bonusMaxMinor: BigInt(r.bonus_max_minor),
  turnoverMultiplier: Number(r.turnover_multiplier),
  bonusTarget: r.bonus_target,
  bonusMinor: BigInt(r.bonus_minor),
  status: r.status,
  firstApproverId: r.first_approver_id,
  approvedBy: r.approved_by,
  rejectReason: r.reject_reason,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export type InsertDepositResult = { ok: true; id: string } | { ok: false; conflict: 'open_deposit' | 'transaction_reused' };

const uniqueViolation = (error: unknown): string | undefined =>
  (error as { code?: string }).code === '23505' ? (error as { constraint?: string }).constraint : undefined;

@Injectable()
export class DepositsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** `forUpdate` (inside a transaction) locks the request until it commits. */
  async get(id: string, db: Db = this.pool, forUpdate = false): Promise<Deposit | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await db.query<DepositRow>(
      `SELECT ${depositColumns} FROM ${depositFrom} WHERE d.id = $1${forUpdate ? ' FOR UPDATE OF d' : ''}`,
      [id],
    );
    return rows[0] ? toDeposit(rows[0]) : undefined;
  }

  /** An open manual deposit, or an e-wallet payment still waiting on the gateway, counts as pending. */
  async hasOpen(playerId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM deposit_requests WHERE player_id = $1 AND status IN ('pending', 'approving')
       UNION ALL
       SELECT 1 FROM ewallet_payments WHERE player_id = $1 AND status = 'created' AND expires_at > now()`,
      [playerId],
    );
    return (rowCount ?? 0) > 0;
  }

  async idByTransaction(methodName: string, transactionId: string, db: Db = this.pool): Promise<string | undefined> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM deposit_requests WHERE method_key = lower($1) AND lower(transaction_id) = lower($2)`,
      [methodName, transactionId],
    );
    return rows[0]?.id;
  }

  async transactionUsed(methodName: string, transactionId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM deposit_requests WHERE method_key = lower($1) AND lower(transaction_id) = lower($2)`,
      [methodName, transactionId],
    );
    return (rowCount ?? 0) > 0;
  }

  /** The unique indexes make both checks race-free: a concurrent twin lands here as a conflict. */
  async insert(d: NewDeposit, db: Db = this.pool): Promise<InsertDepositResult> {
    try {
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO deposit_requests (player_id, player_username, source, method_id, method_key, receiving_number_id, account_number,
                                       transaction_id, amount_minor, promotion_id, promotion_name, bonus_percent, turnover_multiplier,
                                       bonus_target, status, bonus_max_minor)
         VALUES ($1, $2, $3, $4, lower($5), $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
        [
          d.playerId,
          d.playerUsername,
          d.source,
          d.methodId,
          d.methodName,
          d.receivingNumberId,
          d.accountNumber,
          d.transactionId,
          d.amountMinor.toString(),
          d.promotion?.id ?? null,
          d.promotion?.name ?? null,
          d.promotion?.bonusPercent ?? 0,
          d.promotion?.turnoverMultiplier ?? 1,
          d.promotion?.bonusTarget ?? 'bonus',
          d.status ?? 'pending',
          (d.promotion?.bonusMaxMinor ?? 0n).toString(),
        ],
      );
      return { ok: true, id: rows[0]!.id };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'deposit_requests_one_open') return { ok: false, conflict: 'open_deposit' };
      if (constraint === 'deposit_requests_transaction') return { ok: false, conflict: 'transaction_reused' };
      throw error;
    }
  }

  /** First of two approvals (maker-checker). False when someone else changed the request first. */
  async markFirstApproval(id: string, staffId: string, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE deposit_requests SET first_approver_id = $2, first_approved_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending' AND first_approver_id IS NULL`,
      [id, staffId],
    );
    return rowCount === 1;
  }

  /**
   * pending -> approving, recording who approved. Exactly one caller wins (the row update is the
   * lock): a double click or a second clerk finds the deposit already approving and appends no second event.
   */
  async startSettling(id: string, staffId: string | null, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE deposit_requests SET status = 'approving', approved_by = $2, decided_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [id, staffId],
    );
    return rowCount === 1;
  }

  async recordBonus(id: string, bonusMinor: bigint, db: Db = this.pool): Promise<void> {
    await db.query(`UPDATE deposit_requests SET bonus_minor = $2 WHERE id = $1 AND status = 'approving'`, [id, bonusMinor.toString()]);
  }

  async markSettled(id: string, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE deposit_requests SET status = 'approved', settled_at = now(), updated_at = now() WHERE id = $1 AND status = 'approving'`,
      [id],
    );
    return rowCount === 1;
  }

  async reject(id: string, staffId: string, reason: string, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE deposit_requests SET status = 'rejected', reject_reason = $3, approved_by = $2, decided_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [id, staffId, reason],
    );
    return rowCount === 1;
  }

  async addReceipt(depositId: string, path: string, mime: string, sizeBytes: number, db: Db = this.pool): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO deposit_receipts (deposit_id, path, mime, size_bytes) VALUES ($1, $2, $3, $4) RETURNING id`,
      [depositId, path, mime, sizeBytes],
    );
    return rows[0]!.id;
  }

  async receiptCount(depositId: string, db: Db = this.pool): Promise<number> {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deposit_receipts WHERE deposit_id = $1`, [depositId]);
    return rows[0]!.n;
  }

  async receipt(id: string): Promise<{ path: string; mime: string } | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await this.pool.query<{ path: string; mime: string }>(`SELECT path, mime FROM deposit_receipts WHERE id = $1`, [id]);
    return rows[0];
  }
}
