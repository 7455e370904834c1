import type { PaymentAccountType, WithdrawalStatus } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { Db } from '../../../platform/database/transaction.js';

export interface Withdrawal {
  id: string;
  playerId: string;
  playerUsername: string;
  methodId: number | null;
  methodName: string | null;
  methodIcon: string | null;
  accountType: PaymentAccountType | null;
  provider: string;
  accountNumber: string;
  amountMinor: bigint;
  status: WithdrawalStatus;
  firstApproverId: string | null;
  payoutReference: string | null;
  rejectReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface WithdrawalRow {
  id: string;
  player_id: string;
  player_username: string;
  method_id: number | null;
  method_name: string | null;
  method_icon: string | null;
  account_type: PaymentAccountType | null;
  provider: string;
  account_number: string;
  amount_minor: string;
  status: WithdrawalStatus;
  first_approver_id: string | null;
  payout_reference: string | null;
  reject_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const columns = `w.id, w.player_id, w.player_username, w.method_id, m.name AS method_name, m.icon AS method_icon, m.account_type, w.provider,
  w.account_number, w.amount_minor, w.status, w.first_approver_id, w.payout_reference, w.reject_reason, w.created_at, w.updated_at`;
const from = `withdrawal_requests w LEFT JOIN payment_methods m ON m.id = w.method_id`;

const toWithdrawal = (r: WithdrawalRow): Withdrawal => ({
  id: r.id,
  playerId: r.player_id,
  playerUsername: r.player_username,
  methodId: r.method_id,
  methodName: r.method_name,
  methodIcon: r.method_icon,
  accountType: r.account_type,
  provider: r.provider,
  accountNumber: r.account_number,
  amountMinor: BigInt(r.amount_minor),
  status: r.status,
  firstApproverId: r.first_approver_id,
  payoutReference: r.payout_reference,
  rejectReason: r.reject_reason,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

@Injectable()
export class WithdrawalsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** `forUpdate` (inside a transaction) locks the request until it commits. */
  async get(id: string, db: Db = this.pool, forUpdate = false): Promise<Withdrawal | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await db.query<WithdrawalRow>(`SELECT ${columns} FROM ${from} WHERE w.id = $1${forUpdate ? ' FOR UPDATE OF w' : ''}`, [
      id,
    ]);
    return rows[0] ? toWithdrawal(rows[0]) : undefined;
  }

  async hasOpen(playerId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `SELECT 1 FROM withdrawal_requests WHERE player_id = $1 AND status IN ('holding', 'pending')`,
      [playerId],
    );
    return (rowCount ?? 0) > 0;
  }

  /**
   * Writes the request as 'holding' (before its ledger hold, in the caller's transaction with its
   * event); null when the player already has one open (the one-open-request index).
   */
  async insertHolding(
    w: {
      playerId: string;
      playerUsername: string;
      methodId: number | null;
      provider: string;
      accountNumber: string;
      amountMinor: bigint;
    },
    db: Db,
  ): Promise<string | null> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO withdrawal_requests (player_id, player_username, method_id, provider, account_number, amount_minor)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [w.playerId, w.playerUsername, w.methodId, w.provider, w.accountNumber, w.amountMinor.toString()],
    );
    return rows[0]?.id ?? null;
  }

  async setHoldOutcome(id: string, held: boolean, db: Db = this.pool): Promise<void> {
    await db.query(`UPDATE withdrawal_requests SET status = $2, updated_at = now() WHERE id = $1 AND status = 'holding'`, [
      id,
      held ? 'pending' : 'refused',
    ]);
  }

  async markFirstApproval(id: string, staffId: string, db: Db = this.pool): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE withdrawal_requests SET first_approver_id = $2, first_approved_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending' AND first_approver_id IS NULL`,
      [id, staffId],
    );
    return rowCount === 1;
  }

  /** pending -> approved or rejected; false when another decision came first. */
  async decide(
    id: string,
    decision: { status: 'approved'; payoutReference: string } | { status: 'rejected'; reason: string },
    staffId: string,
    db: Db = this.pool,
  ): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE withdrawal_requests SET status = $2, payout_reference = $3, reject_reason = $4, approved_by = $5, decided_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [
        id,
        decision.status,
        decision.status === 'approved' ? decision.payoutReference : null,
        decision.status === 'rejected' ? decision.reason : null,
        staffId,
      ],
    );
    return rowCount === 1;
  }
}
